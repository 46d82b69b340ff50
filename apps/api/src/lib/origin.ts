import type { Context } from 'hono';

/** The last hop of a forwarded header (the one our own reverse proxy wrote). */
function lastHop(value: string | undefined): string | undefined {
  return value?.split(',').at(-1)?.trim().toLowerCase() || undefined;
}

/**
 * Whether the client reached us over HTTPS: the request URL, or the last X-Forwarded-Proto hop
 * when TRUST_PROXY=1 (a proxy ending TLS talks plain HTTP to us).
 */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = lastHop(c.req.header('x-forwarded-proto'));
    if (forwarded) return forwarded === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** The server's own origin as the browser sees it: scheme (see above) and the Host it asked for. */
export function ownOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  return `${isHttpsRequest(c, trustProxy) ? 'https' : 'http'}://${url.host}`;
}

/**
 * Whether a browser sent this request from one of our own pages (the CSRF check of
 * docs/decisions/0503-sessions.md). Browsers send `Origin` on every POST, PUT, PATCH and DELETE;
 * when it is absent, `Sec-Fetch-Site: same-origin` is accepted instead. Neither header: refused.
 */
export function isSameOriginRequest(c: Context, trustProxy: boolean): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin.toLowerCase() === ownOrigin(c, trustProxy).toLowerCase();
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/** Whether the request came from a browser page of another site (Origin or Sec-Fetch-Site say so). */
export function isCrossSiteRequest(c: Context, trustProxy: boolean): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin.toLowerCase() !== ownOrigin(c, trustProxy).toLowerCase();
  const site = c.req.header('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/** Methods that change state: the ones the CSRF check and the write limit apply to. */
export function isUnsafeMethod(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}
