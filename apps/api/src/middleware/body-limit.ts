import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/api-error.ts';

/**
 * Refuses a request body over `maxSize` bytes with 413 payload_too_large. A body announced by
 * Content-Length (every fetch and browser request) is judged by that header alone, so the body is
 * read once, by the handler, through @hono/node-server's direct path; only a chunked body (no
 * length known) is streamed through Hono's own limit, which counts as it reads. A GET or HEAD
 * without either header has no body at all in HTTP/1.1. Touching `c.req.raw.body` on every call,
 * as Hono's limit does, made every request build a web stream (about a fifth of a simple POST's
 * time: docs/benchmarks.md).
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  const streaming = bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError('payload_too_large');
    },
  });
  return async (c, next) => {
    const length = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (length !== undefined && !chunked) {
      const size = /^\d{1,16}$/.test(length) ? Number(length) : Number.POSITIVE_INFINITY;
      if (size > maxSize) throw new ApiError('payload_too_large');
      return next();
    }
    if (!chunked && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
    return streaming(c, next);
  };
}
