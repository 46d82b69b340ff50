import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from '../web.ts';

/**
 * Answers shorter than this are sent as they are: below a kilobyte the encoding's own header and
 * the work cost more than the bytes saved (the threshold of hono/compress and of most servers).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON answers only (also application/fhir+json): files, PDFs, ZIPs and streams pass untouched. */
const compressibleType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses the API's JSON answers of at least COMPRESSION_THRESHOLD_BYTES for clients that accept
 * it, brotli first, then gzip (issue #34): the record and the lists are mostly repeated keys, so
 * they shrink several times over. hono/compress knows only gzip and deflate, hence this one. The
 * work runs in libuv's thread pool (node:zlib's asynchronous calls), at brotli quality 5: nearly
 * gzip's speed, smaller answers. Downloads (files, PDFs, the ZIP export) are not JSON and stream
 * through untouched, as does an answer that already has an encoding. The web app's own files are
 * precompressed at build time (web.ts).
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (
      c.req.method === 'HEAD' ||
      answer.body === null ||
      answer.status === 204 ||
      answer.status === 206 ||
      answer.headers.has('Content-Encoding') ||
      !compressibleType.test(answer.headers.get('Content-Type') ?? '')
    ) {
      return;
    }
    answer.headers.append('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
    if (encoding === undefined) return;
    const plain = new Uint8Array(await answer.arrayBuffer());
    const headers = new Headers(answer.headers);
    // Unset first: Hono would otherwise copy the old answer's headers onto the new one.
    c.res = undefined;
    if (plain.byteLength < COMPRESSION_THRESHOLD_BYTES) {
      c.res = new Response(plain, { status: answer.status, headers });
      return;
    }
    const compressed =
      encoding === 'br'
        ? await brotli(plain, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
            },
          })
        : await gzipAsync(plain, { level: 6 });
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    c.res = new Response(new Uint8Array(compressed), { status: answer.status, headers });
  };
}
