import { and, asc, desc, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { loginAttempts } from '../schema.ts';

export type LoginAttempt = typeof loginAttempts.$inferInsert;

export async function insertLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

/** Wrong-credential failures for an account key after `since`, oldest first. */
export async function findAccountFailuresSince(
  db: Database,
  accountKey: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.created_at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.account_key, accountKey),
        eq(loginAttempts.outcome_reason, 'wrong_credentials'),
        gt(loginAttempts.created_at, since),
      ),
    )
    .orderBy(asc(loginAttempts.created_at));
  return rows.map((row) => row.at);
}

export async function findLastSuccess(db: Database, accountKey: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(loginAttempts.created_at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account_key, accountKey), eq(loginAttempts.esito, 'success')));
  return row?.at ?? null;
}

/** Wrong-credential failures from an address after `since`, oldest first. */
export async function findAddressFailuresSince(db: Database, address: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.created_at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.audit_ip, address),
        eq(loginAttempts.outcome_reason, 'wrong_credentials'),
        gt(loginAttempts.created_at, since),
      ),
    )
    .orderBy(asc(loginAttempts.created_at));
  return rows.map((row) => row.at);
}

/** The account's own attempts, newest first. */
export async function findAttemptsOfUser(db: Database, userId: number, limit: number) {
  return db
    .select({
      id_audit: loginAttempts.id_audit,
      created_at: loginAttempts.created_at,
      dispositivo: loginAttempts.dispositivo,
      audit_ip: loginAttempts.audit_ip,
      esito: loginAttempts.esito,
    })
    .from(loginAttempts)
    .where(eq(loginAttempts.id_utente, userId))
    .orderBy(desc(loginAttempts.created_at), desc(loginAttempts.id_audit))
    .limit(limit);
}
