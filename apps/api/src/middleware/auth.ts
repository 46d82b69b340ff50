import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { findSessionByTokenHash } from '../db/repositories/sessions.ts';
import type { AppEnv } from '../env.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { ApiError } from './errors.ts';

const bearerChallenge = { 'WWW-Authenticate': 'Bearer' };

/**
 * Requires a valid bearer token (spec 000 section 7: "All calls carry a bearer token"). Unknown or
 * revoked tokens are `unauthenticated`; a token past its expiry is `session_expired` (the web
 * sends the user to Login either way: spec 001 section 8 "No valid token or expired").
 */
export function requireSession(db: Database, now: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
    if (!match?.[1]) throw new ApiError('unauthenticated', { headers: bearerChallenge });
    const session = await findSessionByTokenHash(db, sha256Hex(match[1]));
    if (session === undefined || session.revoked_at !== null) {
      throw new ApiError('unauthenticated', { headers: bearerChallenge });
    }
    if (session.expires_at.getTime() <= now().getTime()) {
      throw new ApiError('session_expired', { headers: bearerChallenge });
    }
    c.set('session', { sessionId: session.id, userId: session.id_utente, expiresAt: session.expires_at });
    await next();
  };
}
