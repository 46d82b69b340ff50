import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import * as v from 'valibot';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createApp, operations } from './app.ts';
import { useTestDatabase } from './test/database.ts';
import { postLogin, request, signIn, silentLogger } from './test/http.ts';
import { OpenApiDocumentSchema } from './test/openapi.ts';
import { acceptedEncodings } from './web.ts';

const database = useTestDatabase();

describe('security headers', () => {
  it('puts a strict policy, no-sniff, no-referrer, frame denial and no-store on API answers, errors included', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    for (const response of [
      await postLogin(app, 'giulia.bianchi@example.org'),
      await postLogin(app, 'giulia.bianchi@example.org', 'wrong'),
      await request(app, 'GET', '/api/does-not-exist'),
    ]) {
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('gives the web app a same-origin policy that allows data: and blob: images', async () => {
    const app = createApp({ db: database.db, config: { webDist: makeWebDist(), logError: silentLogger } });
    const policy = (await request(app, 'GET', '/webui/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });
});

describe('errors', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const response = await request(app, 'GET', '/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Elemento non trovato.' } });
  });

  it('answers an unexpected failure with 500 internal and the generic text, logging no body', async () => {
    const logged: unknown[] = [];
    const app = createApp({ db: database.db, config: { logError: (...args) => logged.push(args) } });
    app.post('/boom', () => {
      throw new Error('database exploded');
    });
    const response = await app.request('/boom', { method: 'POST', body: 'Segreto-Paziente-4242' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'internal',
        message: 'Siamo spiacenti si è verificato un errore. La preghiamo di riprovare più tardi',
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    });
    expect(text).not.toContain('exploded');
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('Segreto-Paziente-4242');
  });

  it('never echoes a submitted value, whatever the operation and however wrong the body', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const marker = 'Segreto-Paziente-9931';
    const bodies = [
      { email: marker, password: marker, data: marker },
      { email: `${marker}@example.org`, password: 12, data: [marker] },
      { email: { nested: marker }, data: { nested: marker } },
      `{"email":"${marker}"`,
      `"${marker}"`,
    ];
    for (const operation of operations) {
      const url = operation.path.replace(/\{\w+\}/g, marker);
      const sent = operation.method === 'get' ? [undefined] : bodies;
      for (const body of sent) {
        const response = await request(app, operation.method.toUpperCase(), url, body, {
          token: success.token,
        });
        const text = await response.text();
        expect(text, `${operation.method} ${operation.path}`).not.toContain(marker);
      }
    }
    // About 700 requests, every operation with five bodies: 3 s on a quiet machine, 20 s with the
    // cores shared three ways, so more time than one request's test.
  }, 120_000);

  it('asks for a token on every operation that is not public', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const protectedOperations = operations.filter((operation) => !operation.public);
    expect(protectedOperations.length).toBeGreaterThan(5);
    for (const operation of protectedOperations) {
      const url = operation.path.replace(/\{\w+\}/g, '1');
      const body = operation.method === 'get' ? undefined : {};
      const response = await request(app, operation.method.toUpperCase(), url, body);
      expect(response.status, `${operation.method} ${operation.path}`).toBe(401);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every API route of the app, and nothing else', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const response = await request(app, 'GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const routes = app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(new Set(routes)).toEqual(new Set(documented));
    expect(routes).toContain('post /api/user/login');
  });

  it('derives the login body from the domain schema and the error body from the shared shape', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const document = v.parse(
      OpenApiDocumentSchema,
      await (await request(app, 'GET', '/api/openapi.json')).json(),
    );
    const login = document.paths['/api/user/login']?.post;
    expect(login?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string', format: 'email' } },
    });
    expect(Object.keys(login?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '429', '500']),
    );
    expect(document.paths['/api/patient/{id}']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  it("lists an operation's optional query parameters beside its path parameters", async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const document = (await (await request(app, 'GET', '/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; in: string; required: boolean }> }>
      >;
    };
    const parameters = document.paths['/api/getFhirData/{id}']?.get?.parameters ?? [];
    expect(parameters.map(({ name, in: where, required }) => ({ name, where, required }))).toEqual([
      { name: 'id', where: 'path', required: true },
      { name: 'livello', where: 'query', required: false },
    ]);
  });

  it('describes the body of every successful answer, JSON ones with their fields', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const document = (await (await request(app, 'GET', '/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> }
        >
      >;
    };
    const undescribed: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const content = operation.responses['200']?.content ?? {};
        const json = content['application/json']?.schema;
        const described =
          json === undefined
            ? Object.values(content).some((media) => media.schema !== undefined)
            : json.type === 'object' && ('properties' in json || 'additionalProperties' in json);
        if (!described) undescribed.push(`${method} ${path}`);
      }
    }
    expect(undescribed).toEqual([]);
    const patient =
      document.paths['/api/patient/{id}']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(patient).toMatchObject({
      properties: { data: { properties: { contattiemergenza: { type: 'array' } } } },
    });
  });
});

describe('compressed API answers (issue #34)', () => {
  it('sends a large JSON answer with brotli when accepted, decoding to the same JSON, and a small one plain', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const plain = await request(app, 'GET', '/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const document = await plain.json();
    const compressed = await request(app, 'GET', '/api/openapi.json', undefined, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await compressed.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(document);
    const small = await request(app, 'GET', '/api/does-not-exist', undefined, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('GET /api/docs', () => {
  it('serves a reference page whose scripts and styles come from this server', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const page = await request(app, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await request(app, 'GET', source);
      expect(asset.status, source).toBe(200);
    }
    expect((await request(app, 'GET', '/api/docs/..%2Fpackage.json')).status).toBe(404);
  });
});

function makeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Cartella test shell</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  // Stand-ins for the build's precompressed copies (apps/web/scripts/compress-assets.mjs).
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
  writeFileSync(path.join(dir, 'assets', 'plain-def456.css'), 'body{}');
  writeFileSync(path.join(dir, 'index.html.gz'), 'gzip index');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A file beside the folder, which no path under /webui/ may reach.
  const outside = path.join(os.tmpdir(), 'cartella-outside-secret.txt');
  writeFileSync(outside, 'outside');
  // Registered from inside a test, so it runs when that test ends (an afterAll there never would).
  onTestFinished(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(outside, { force: true });
  });
  return dir;
}

describe('serving the web app under /webui/', () => {
  it('redirects / to /webui/ and serves index.html there', async () => {
    const app = createApp({ db: database.db, config: { webDist: makeWebDist(), logError: silentLogger } });
    const root = await app.request('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/webui/');
    const index = await app.request('/webui/');
    expect(await index.text()).toContain('Cartella test shell');
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers deep links with index.html so the client router takes over', async () => {
    const app = createApp({ db: database.db, config: { webDist: makeWebDist(), logError: silentLogger } });
    for (const link of ['/webui/Registro/SchedaPaziente', '/webui/Registro/Taccuino/Nuova', '/webui/login']) {
      const response = await app.request(link);
      expect(response.status, link).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Cartella test shell');
    }
  });

  it('serves hashed assets with a long cache, and 404 for missing files or paths leaving the folder', async () => {
    const app = createApp({ db: database.db, config: { webDist: makeWebDist(), logError: silentLogger } });
    const asset = await app.request('/webui/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/webui/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await app.request('/webui/assets/missing-999.js')).status).toBe(404);
    expect((await app.request('/webui/..%2Fcartella-outside-secret.txt')).status).toBe(404);
    expect((await app.request('/webui/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('writes the configured support contact into index.html, escaped, and nothing when none is set', async () => {
    const webDist = makeWebDist();
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><head><title>Cartella test shell</title></head>',
    );
    const support = { email: 'aiuto@asl.example.it', url: 'https://asl.example.it/aiuto?a=1&b="2"' };
    const app = createApp({ db: database.db, config: { webDist, support, logError: silentLogger } });
    for (const link of ['/webui/', '/webui/index.html', '/webui/login']) {
      const html = await (await app.request(link)).text();
      expect(html, link).toContain('<meta name="cartella-support-email" content="aiuto@asl.example.it">');
      expect(html, link).toContain(
        '<meta name="cartella-support-url" content="https://asl.example.it/aiuto?a=1&amp;b=&quot;2&quot;">',
      );
    }
    const plain = createApp({ db: database.db, config: { webDist, logError: silentLogger } });
    expect(await (await plain.request('/webui/')).text()).not.toContain('cartella-support');
  });

  it('sends the brotli copy to a browser that accepts it, with Vary and the long cache', async () => {
    const app = createApp({ db: database.db, config: { webDist: makeWebDist(), logError: silentLogger } });
    const asset = await app.request('/webui/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe('brotli bytes');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip when brotli is not accepted, and the plain file when neither is', async () => {
    const app = createApp({ db: database.db, config: { webDist: makeWebDist(), logError: silentLogger } });
    const asset = (acceptEncoding: string) =>
      app.request('/webui/assets/index-abc123.js', { headers: { 'accept-encoding': acceptEncoding } });
    const gzip = await asset('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('gzip bytes');
    const refused = await asset('br;q=0, gzip;q=0.5');
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    const plain = await asset('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app")');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const none = await app.request('/webui/assets/index-abc123.js');
    expect(await none.text()).toBe('console.log("app")');
  });

  it('sends a file without a compressed copy as it is, and index.html compressed but never cached', async () => {
    const app = createApp({ db: database.db, config: { webDist: makeWebDist(), logError: silentLogger } });
    const headers = { 'accept-encoding': 'br, gzip' };
    const css = await app.request('/webui/assets/plain-def456.css', { headers });
    expect(css.headers.get('content-encoding')).toBeNull();
    expect(await css.text()).toBe('body{}');
    for (const page of ['/webui/', '/webui/Registro/SchedaPaziente']) {
      const index = await app.request(page, { headers });
      expect(index.headers.get('content-encoding'), page).toBe('gzip');
      expect(index.headers.get('cache-control'), page).toBe('no-cache');
      expect(index.headers.get('content-type'), page).toContain('text/html');
    }
  });

  it('reads Accept-Encoding weights, including a wildcard', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(new Set(['br', 'gzip']));
    expect(acceptedEncodings('br;q=0, *')).toEqual(new Set(['gzip']));
    expect(acceptedEncodings('*;q=0, gzip;q=1.0')).toEqual(new Set(['gzip']));
    expect(acceptedEncodings('identity')).toEqual(new Set());
    expect(acceptedEncodings(undefined)).toEqual(new Set());
  });

  it('serves no web app when none is configured', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    expect((await app.request('/webui/Registro/SchedaPaziente')).status).toBe(404);
  });

  it('keeps API answers JSON next to the web app', async () => {
    const app = createApp({ db: database.db, config: { webDist: makeWebDist(), logError: silentLogger } });
    const { success } = await signIn(app, 'marco.rossi@example.org');
    expect(success.token).toBeTruthy();
  });
});
