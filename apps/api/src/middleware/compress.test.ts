import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, compressAnswers } from './compress.ts';

const record = {
  data: Array.from({ length: 200 }, (_, index) => ({
    id_terapia: index,
    farmaco: 'Ramipril 5 mg',
    note: null,
  })),
};
const pdf = new TextEncoder().encode(`%PDF-1.4\n${'0'.repeat(4 * COMPRESSION_THRESHOLD_BYTES)}\n%%EOF\n`);

function app() {
  const app = new Hono();
  app.use('*', compressAnswers());
  app.get('/record', (c) => c.json(record));
  app.get('/small', (c) => c.json({ data: 'ok' }));
  app.get('/pdf', (c) => c.body(pdf, 200, { 'Content-Type': 'application/pdf' }));
  return app;
}

const get = (path: string, acceptEncoding?: string) =>
  Promise.resolve(
    app().request(path, {
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    }),
  );

describe('compressed answers (issue #34)', () => {
  it('sends a large JSON answer with brotli to a client that accepts it, decoding to the same JSON', async () => {
    const answer = await get('/record', 'gzip, deflate, br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(record).length / 4);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(record);
  });

  it('sends it with gzip to a client that accepts only gzip', async () => {
    const answer = await get('/record', 'gzip');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(new Uint8Array(await answer.arrayBuffer())).toString('utf8'))).toEqual(
      record,
    );
  });

  it('sends it plain to a client that accepts no encoding, or refuses brotli and gzip', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const answer = await get('/record', acceptEncoding);
      expect(answer.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(await answer.json()).toEqual(record);
    }
  });

  it('sends a small JSON answer plain', async () => {
    const answer = await get('/small', 'br, gzip');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.json()).toEqual({ data: 'ok' });
  });

  it('sends a download (a PDF) as it is', async () => {
    const answer = await get('/pdf', 'br, gzip');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(pdf);
  });
});
