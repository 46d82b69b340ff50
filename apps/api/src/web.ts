import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { SupportContact } from './config.ts';
import type { AppEnv } from './env.ts';

/**
 * Serves the built web app under /webui/ (spec 000 section 2: "served under the base path
 * /webui/") so production is one process on one port. Hashed assets are cached for a year; every
 * other path without a file extension is a client-side route and gets index.html (deep links).
 * The build writes brotli and gzip copies next to each file (apps/web/scripts/compress-assets.mjs);
 * the copy the browser accepts is sent as is, nothing is compressed per request.
 */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.po': 'text/plain; charset=utf-8',
};

const BASE = '/webui/';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` for a request path, or null when the path would leave `root`. */
function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.sep}${decoded}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * index.html with the operator's support contact as `<meta name="cartella-support-email|url">`
 * (read by apps/web features/shell/support.ts). Nothing is added for an unset contact.
 */
function withSupportContact(html: string, support: SupportContact): string {
  const tags = [
    support.email === null
      ? ''
      : `<meta name="cartella-support-email" content="${escapeAttribute(support.email)}">`,
    support.url === null
      ? ''
      : `<meta name="cartella-support-url" content="${escapeAttribute(support.url)}">`,
  ].join('');
  if (tags === '') return html;
  return html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : `${html}${tags}`;
}

/** Precompressed copies, best first: the suffix on disk and the Content-Encoding it answers. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encodings an Accept-Encoding header allows (RFC 9110 section 12.5.3): listed with q > 0,
 * or covered by `*` with q > 0 when not listed.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (token === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  return new Set(
    encodings.map((encoding) => encoding.name).filter((name) => (weights.get(name) ?? wildcard) > 0),
  );
}

/** The file to send for `file`: its best precompressed copy the browser accepts, else itself. */
async function variantOf(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ path: string; headers: Record<string, string> }> {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of encodings) {
    if (accepted.has(encoding.name) && (await isFile(file + encoding.suffix))) {
      return { path: file + encoding.suffix, headers: { 'Content-Encoding': encoding.name } };
    }
  }
  return { path: file, headers: {} };
}

async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string) {
  const variant = await variantOf(file, c.req.header('accept-encoding'));
  return c.body(await readFile(variant.path), 200, {
    'Content-Type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    // Caches between here and the browser must keep one copy per encoding.
    Vary: 'Accept-Encoding',
    ...variant.headers,
  });
}

/**
 * index.html with the support contact, gzipped when the browser accepts it. It is a kilobyte and
 * changes only with the build, so both forms are made once, on the first request.
 */
function indexPage(indexFile: string, support: SupportContact) {
  let page: Promise<{ plain: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }> | undefined;
  return async (c: Context<AppEnv>) => {
    if (page === undefined) {
      page = readFile(indexFile, 'utf8').then((html) => {
        const plain = new TextEncoder().encode(withSupportContact(html, support));
        return { plain, gzip: new Uint8Array(gzipSync(plain)) };
      });
      // A failed read (the file replaced during a deploy) is tried again on the next request.
      page.catch(() => {
        page = undefined;
      });
    }
    const { plain, gzip } = await page;
    const gzipped = acceptedEncodings(c.req.header('accept-encoding')).has('gzip');
    return c.body(gzipped ? gzip : plain, 200, {
      'Content-Type': contentTypes['.html'] ?? 'text/html',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
    });
  };
}

export function serveWebApp(app: Hono<AppEnv>, webDist: string, support: SupportContact): void {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  const sendIndex = indexPage(indexFile, support);

  app.get('/', (c) => c.redirect(BASE, 302));
  app.get('/webui', (c) => c.redirect(BASE, 302));
  app.get('/webui/*', async (c) => {
    const relative = c.req.path.slice(BASE.length);
    const file = relative === '' ? indexFile : resolveInside(root, relative);
    if (file !== null && file !== indexFile && (await isFile(file))) {
      // Vite names everything under assets/ by its content hash; other files must be revalidated.
      const hashedAsset = relative.startsWith('assets/');
      return sendFile(c, file, hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // A missing file (it has an extension) is a 404, never index.html served as a script.
    const isIndex = file === indexFile;
    if (file === null || (!isIndex && path.extname(relative) !== '') || !(await isFile(indexFile))) {
      return c.notFound();
    }
    return sendIndex(c);
  });
}
