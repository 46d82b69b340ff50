import { and, desc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { loginAttempts } from '../schema.ts';
import { loginThrottleClears } from '../schemas/admin.ts';

export type LoginAttempt = typeof loginAttempts.$inferInsert;

/**
 * Serialises sign-ins on one account key and on one address until the end of the transaction
 * (PostgreSQL advisory locks; PGlite runs one transaction at a time anyway). Always the account
 * first, then the address, so two sign-ins can never wait on each other in a circle.
 */
export async function lockLoginKeys(db: Database, accountKey: string, address: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-account:${accountKey}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-address:${address}`}))`);
}

/** Inserts an attempt and answers its id. */
export async function insertLoginAttempt(db: Database, attempt: LoginAttempt): Promise<number> {
  const [row] = await db.insert(loginAttempts).values(attempt).returning({ id: loginAttempts.id_audit });
  if (row === undefined) throw new Error('The login attempt was not recorded');
  return row.id;
}

/** Turns a reserved attempt (recorded as a wrong-credential failure before the check) into a success. */
export async function markAttemptSucceeded(db: Database, attemptId: number): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ esito: 'success', outcome_reason: 'ok' })
    .where(eq(loginAttempts.id_audit, attemptId));
}

/**
 * Records a refused attempt: when the newest attempt of this account key from this address was
 * refused too, its count grows instead of a new row (a flood leaves one row).
 */
export async function recordThrottledAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  const [latest] = await db
    .select({ id: loginAttempts.id_audit, reason: loginAttempts.outcome_reason })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.account_key, attempt.account_key), eq(loginAttempts.audit_ip, attempt.audit_ip)),
    )
    .orderBy(desc(loginAttempts.id_audit))
    .limit(1);
  if (latest?.reason === 'throttled') {
    await db
      .update(loginAttempts)
      .set({ attempt_count: sql`${loginAttempts.attempt_count} + 1` })
      .where(eq(loginAttempts.id_audit, latest.id));
    return;
  }
  await insertLoginAttempt(db, { ...attempt, esito: 'failure', outcome_reason: 'throttled' });
}

/** The wrong-credential failures `who` matches (an account key, an address) after `since`. */
function wrongCredentialsSince(who: SQL, since: Date) {
  return and(who, eq(loginAttempts.outcome_reason, 'wrong_credentials'), gt(loginAttempts.created_at, since));
}

/** Wrong-credential failures of an account key after `since`, oldest first, with their address. */
export async function findAccountFailuresSince(db: Database, accountKey: string, since: Date) {
  return db
    .select({ at: loginAttempts.created_at, address: loginAttempts.audit_ip })
    .from(loginAttempts)
    .where(wrongCredentialsSince(eq(loginAttempts.account_key, accountKey), since))
    .orderBy(loginAttempts.created_at, loginAttempts.id_audit);
}

/** Wrong-credential failures from an address after `since`, oldest first. */
export async function findAddressFailuresSince(db: Database, address: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.created_at })
    .from(loginAttempts)
    .where(wrongCredentialsSince(eq(loginAttempts.audit_ip, address), since))
    .orderBy(loginAttempts.created_at, loginAttempts.id_audit);
  return rows.map((row) => row.at);
}

/** The newest success of an account key, overall and from one address (or an admin's clear, if newer). */
export async function findLastSuccesses(
  db: Database,
  accountKey: string,
  address: string,
): Promise<{ account: Date | null; pair: Date | null }> {
  const [row] = await db
    .select({
      account: sql<string | null>`max(${loginAttempts.created_at})`,
      pair: sql<
        string | null
      >`max(${loginAttempts.created_at}) filter (where ${loginAttempts.audit_ip} = ${address})`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account_key, accountKey), eq(loginAttempts.esito, 'success')));
  const asDate = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  // An admin's clear of the account's throttle counts as a success from everywhere (issue 25).
  const [clear] = await db
    .select({ at: loginThrottleClears.cleared_at })
    .from(loginThrottleClears)
    .where(eq(loginThrottleClears.account_key, accountKey));
  const latest = (success: Date | null) =>
    clear === undefined || (success !== null && success > clear.at) ? success : clear.at;
  return { account: latest(asDate(row?.account)), pair: latest(asDate(row?.pair)) };
}

/**
 * The account's own attempts, newest first. Attempts refused by the throttle are left out: a
 * stranger's flood must not push the owner's real sign-ins off the page.
 */
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
    .where(and(eq(loginAttempts.id_utente, userId), ne(loginAttempts.outcome_reason, 'throttled')))
    .orderBy(desc(loginAttempts.created_at), desc(loginAttempts.id_audit))
    .limit(limit);
}
