import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env.ts';
import { limitBody } from './body-limit.ts';
import { createErrorHandler } from './errors.ts';

function appWithLimit(maxSize: number) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(() => {}));
  app.use('*', limitBody(maxSize));
  app.get('/echo', (c) => c.text('read'));
  app.post('/echo', async (c) => c.text(`got ${(await c.req.text()).length}`));
  return app;
}

/** A body sent chunked: a stream of unknown length, as an upload without Content-Length. */
function chunkedBody(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.subarray(0, 5));
      controller.enqueue(bytes.subarray(5));
      controller.close();
    },
  });
}

describe('the request body limit', () => {
  it('lets a body within the limit through to the handler, whole', async () => {
    const response = await appWithLimit(10).request('/echo', {
      method: 'POST',
      body: '0123456789',
      headers: { 'content-length': '10' },
    });
    expect(await response.text()).toBe('got 10');
  });

  it('refuses a body whose Content-Length is over the limit with 413 payload_too_large', async () => {
    const response = await appWithLimit(10).request('/echo', {
      method: 'POST',
      body: '01234567890',
      headers: { 'content-length': '11' },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('refuses a Content-Length that is not a plain number', async () => {
    const response = await appWithLimit(10).request('/echo', {
      method: 'POST',
      body: '1',
      headers: { 'content-length': '1e1' },
    });
    expect(response.status).toBe(413);
  });

  it('counts a chunked body as it reads it and refuses it past the limit', async () => {
    const response = await appWithLimit(10).request('/echo', {
      method: 'POST',
      body: chunkedBody('0123456789ABCDEF'),
      headers: { 'transfer-encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('lets a chunked body within the limit through', async () => {
    const response = await appWithLimit(10).request('/echo', {
      method: 'POST',
      body: chunkedBody('012345678'),
      headers: { 'transfer-encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(await response.text()).toBe('got 9');
  });

  it('lets a GET without a body through', async () => {
    expect(await (await appWithLimit(10).request('/echo')).text()).toBe('read');
  });
});
