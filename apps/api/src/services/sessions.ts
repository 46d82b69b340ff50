import type { OpenSession } from '@cartella/domain';
import { MAX_OPEN_SESSIONS } from '@cartella/domain';
import type { Database } from '../db/client.ts';
import {
  findSessionOwner,
  insertSessionDetails,
  listOpenSessions,
  revokeOtherSessions,
  revokeOwnSession,
  revokeSessions,
} from '../db/repositories/identity.ts';
import { insertSession, revokeSession } from '../db/repositories/sessions.ts';
import type { RouteDeps } from '../env.ts';
import { newSessionToken, sha256Hex } from '../lib/tokens.ts';

/**
 * After a sign-in: stores the session's device and address, and ends the least recently used open
 * sessions beyond `MAX_OPEN_SESSIONS`. Runs in the sign-in's transaction.
 */
async function recordSessionStart(
  tx: Database,
  { config }: Pick<RouteDeps, 'config'>,
  start: { sessionId: number; userId: number; dispositivo: string; address: string },
): Promise<void> {
  await insertSessionDetails(tx, {
    id_sessione: start.sessionId,
    dispositivo: start.dispositivo,
    audit_ip: start.address,
  });
  const now = config.now();
  const open = await listOpenSessions(tx, start.userId, now, idleSince(config, now));
  const beyond = open.filter((session) => session.id !== start.sessionId).slice(MAX_OPEN_SESSIONS - 1);
  await revokeSessions(
    tx,
    beyond.map((session) => session.id),
    now,
  );
}

function idleSince(config: RouteDeps['config'], now: Date): Date {
  return new Date(now.getTime() - config.idleTimeoutSeconds * 1000);
}

/** GET /api/user/sessions: the caller's open sessions in their wire shape. */
export async function openSessionsOf(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  caller: { userId: number; sessionId: number },
): Promise<OpenSession[]> {
  const now = config.now();
  const rows = await listOpenSessions(db, caller.userId, now, idleSince(config, now));
  return rows.map((row) => ({
    id_sessione: row.id,
    // Sessions started before their details were recorded (older sign-ins) show as unknown.
    dispositivo: row.dispositivo ?? 'sconosciuto',
    audit_ip: row.audit_ip ?? 'sconosciuto',
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at.toISOString(),
    corrente: row.id === caller.sessionId,
  }));
}

/** GET /api/user/logout: ends the caller's own session now (its cookie no longer signs in). */
export async function signOut({ db, config }: Pick<RouteDeps, 'db' | 'config'>, sessionId: number) {
  await revokeSession(db, sessionId, config.now());
}

/**
 * DELETE /api/user/sessions/{id}: ends one of the caller's sessions. Answers `forbidden` for a
 * session of another account and `not_found` for one that does not exist or has already ended.
 */
export async function endSession(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  userId: number,
  sessionId: number,
): Promise<'ended' | 'forbidden' | 'not_found'> {
  const owner = await findSessionOwner(db, sessionId);
  if (owner === undefined) return 'not_found';
  if (owner !== userId) return 'forbidden';
  return (await revokeOwnSession(db, userId, sessionId, config.now())) ? 'ended' : 'not_found';
}

/** POST /api/user/sessions/end-others: ends every open session of the caller but the current one. */
export async function endOtherSessions(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  caller: { userId: number; sessionId: number },
): Promise<void> {
  await revokeOtherSessions(db, caller.userId, caller.sessionId, config.now());
}

/**
 * Opens a session for an account that has proved who it is (a password above, or the OpenID
 * provider, services/oidc.ts; a passkey or a second step, services/second-factor.ts), inside the caller's transaction: a new token, whose SHA-256 alone
 * is stored, and the session's device and address for the access log.
 */
export async function startSession(
  tx: Database,
  deps: RouteDeps,
  who: { userId: number; address: string; dispositivo: string; secondFactorAt?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.config.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + deps.config.sessionLifetimeMinutes * 60_000);
  const sessionId = await insertSession(tx, {
    tokenHash: sha256Hex(token),
    userId: who.userId,
    createdAt: now,
    expiresAt,
    secondFactorAt: who.secondFactorAt ?? null,
  });
  await recordSessionStart(tx, deps, {
    sessionId,
    userId: who.userId,
    dispositivo: who.dispositivo,
    address: who.address,
  });
  return { token, expiresAt };
}
