import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { preparedStatement } from '../prepared.ts';
import { sessions } from '../schema.ts';

export async function insertSession(
  db: Database,
  session: {
    tokenHash: string;
    userId: number;
    createdAt: Date;
    expiresAt: Date;
    /** Set when the sign-in passed a second factor. */
    secondFactorAt?: Date | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: session.tokenHash,
      id_utente: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      last_used_at: session.createdAt,
      second_factor_at: session.secondFactorAt ?? null,
    })
    .returning({ id: sessions.id });
  if (row === undefined) throw new Error('The session was not stored');
  return row.id;
}

const sessionColumns = {
  id: sessions.id,
  id_utente: sessions.id_utente,
  expires_at: sessions.expires_at,
  revoked_at: sessions.revoked_at,
  last_used_at: sessions.last_used_at,
  second_factor_at: sessions.second_factor_at,
  /**
   * The access cache's version, read with the session at no extra round trip, so a permission
   * check sees an admin's change from the next request on (services/access-cache.ts, issue 25).
   */
  access_version: sql<number>`(select "version"::integer from "versione_cache_accessi" where "id" = 1)`,
};

/** Run before every authenticated call, so planned once per database (db/prepared.ts). */
const executeSessionLookup = preparedStatement(
  'session_by_token_hash',
  (db) =>
    db
      .select(sessionColumns)
      .from(sessions)
      .where(eq(sessions.token_hash, sql.placeholder('tokenHash'))),
  { tokenHash: 'hex' },
  ['id', 'id_utente', 'expires_at', 'revoked_at', 'last_used_at', 'second_factor_at', 'access_version'],
);

/** The session a token's SHA-256 (lower-case hex) names, or undefined. */
export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await executeSessionLookup(db, { tokenHash });
  return row;
}

/** Records the session's latest use (the idle limit slides from here). */
export async function touchSession(db: Database, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ last_used_at: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Marks a session as having passed a second factor (the patient just proved one in it). */
export async function markSessionSecondFactor(db: Database, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ second_factor_at: at }).where(eq(sessions.id, sessionId));
}
