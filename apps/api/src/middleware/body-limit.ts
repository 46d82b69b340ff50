import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/api-error.ts';

/**
 * Refuses a request body over `maxSize` bytes with 413 payload_too_large. A body announced by
 * Content-Length (every fetch and browser request) is judged by that header alone, so the body is
 * read once, by the handler, through @hono/node-server's direct path; only a chunked body (no
 * length known) is counted as the handler reads it. A GET or HEAD without either header has no
 * body at all in HTTP/1.1. Touching `c.req.raw.body` on every call made every request build a web
 * stream (about a fifth of a simple POST's time: docs/benchmarks.md).
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  return async (c, next) => {
    const length = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (length !== undefined && !chunked) {
      const size = /^\d{1,16}$/.test(length) ? Number(length) : Number.POSITIVE_INFINITY;
      if (size > maxSize) throw new ApiError('payload_too_large');
      return next();
    }
    if (!chunked && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
    const body = c.req.raw.body;
    if (body !== null)
      c.req.raw = new Request(c.req.raw, { body: countedBody(body, maxSize), duplex: 'half' });
    return next();
  };
}

/**
 * The body, read only as the handler pulls it and failing with 413 once past `maxSize` (Hono's own
 * bodyLimit reads a chunked body whole before the handler runs, so an upload would be read before
 * its route checked who sends it: issue #34, T2).
 */
function countedBody(body: ReadableStream<Uint8Array>, maxSize: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size > maxSize) {
          controller.error(new ApiError('payload_too_large'));
          return void reader.cancel().catch(() => undefined);
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
