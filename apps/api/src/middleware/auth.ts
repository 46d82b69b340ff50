import { SESSION_COOKIE_NAME } from '@cartella/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { findSessionByTokenHash, touchSession } from '../db/repositories/sessions.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { isSameOriginRequest, isUnsafeMethod } from '../lib/origin.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { createWriteLimiter } from '../lib/write-limit.ts';

/** The HttpOnly cookie that carries the browser's session (docs/decisions/0503-sessions.md). */
export const SESSION_COOKIE = SESSION_COOKIE_NAME;

const bearerChallenge = { 'WWW-Authenticate': 'Bearer' };
const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/;

/** The caller's token and how it came: the Authorization header (API clients) or the cookie (the web). */
function presentedToken(c: Context): { token: string; viaCookie: boolean } | null {
  const header = c.req.header('authorization');
  if (header !== undefined) {
    const match = /^Bearer (\S+)$/.exec(header);
    return match?.[1] && tokenPattern.test(match[1]) ? { token: match[1], viaCookie: false } : null;
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie && tokenPattern.test(cookie) ? { token: cookie, viaCookie: true } : null;
}

/**
 * Requires a valid session (spec 000 section 7: "All calls carry a bearer token"): a bearer header,
 * or else the session cookie. Unknown or revoked tokens are `unauthenticated`; a token past its
 * expiry or unused for longer than the idle limit is `session_expired` (the web sends the user to
 * Login either way: spec 001 section 8). A cookie-authenticated call that changes state must come
 * from our own pages (CSRF); a bearer header cannot be added by another site, so it needs no check.
 */
export function requireSession(
  db: Database,
  config: Pick<
    AppConfig,
    'now' | 'trustProxy' | 'idleTimeoutSeconds' | 'sessionTouchSeconds' | 'logSecurityEvent'
  >,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const presented = presentedToken(c);
    if (presented === null) throw new ApiError('unauthenticated', { headers: bearerChallenge });
    if (presented.viaCookie && isUnsafeMethod(c.req.method) && !isSameOriginRequest(c, config.trustProxy)) {
      config.logSecurityEvent({ kind: 'access_denied', method: c.req.method, path: c.req.path });
      throw new ApiError('forbidden');
    }
    const session = await findSessionByTokenHash(db, sha256Hex(presented.token));
    if (session === undefined || session.revoked_at !== null) {
      throw new ApiError('unauthenticated', { headers: bearerChallenge });
    }
    const now = config.now().getTime();
    const idleMs = now - session.last_used_at.getTime();
    if (session.expires_at.getTime() <= now || idleMs > config.idleTimeoutSeconds * 1000) {
      throw new ApiError('session_expired', { headers: bearerChallenge });
    }
    if (idleMs >= config.sessionTouchSeconds * 1000) await touchSession(db, session.id, new Date(now));
    c.set('session', {
      sessionId: session.id,
      userId: session.id_utente,
      expiresAt: session.expires_at,
      accessVersion: session.access_version,
      secondFactor: session.second_factor_at !== null,
    });
    await next();
  };
}

/**
 * Refuses a session's unsafe calls beyond `config.writeRateLimit` with 429 and Retry-After.
 * Counted in this process's memory, so per API node (apps/api/README.md, "Limits kept per API
 * node"): cheap on every write, and a session is served by one node most of the time.
 */
export function limitWrites(
  config: Pick<AppConfig, 'now' | 'writeRateLimit' | 'logSecurityEvent'>,
): MiddlewareHandler<AppEnv> {
  const countWrite = createWriteLimiter(config.writeRateLimit, config.now);
  return async (c, next) => {
    if (!isUnsafeMethod(c.req.method)) return next();
    const decision = countWrite(c.get('session').sessionId);
    if (decision.blocked) {
      config.logSecurityEvent({
        kind: 'rate_limited',
        method: c.req.method,
        path: c.req.path,
        userId: c.get('session').userId,
      });
      throw new ApiError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds });
    }
    await next();
  };
}
