import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  passkeys,
  pendingSignIns,
  recoveryCodes,
  totpSecrets,
  webauthnChallenges,
} from '../schemas/second-factor.ts';

/** The second factor's rows (db/schemas/second-factor.ts, issue #23). */

export async function findTotpSecret(db: Database, userId: number) {
  const [row] = await db.select().from(totpSecrets).where(eq(totpSecrets.id_utente, userId));
  return row;
}

/** Stores a new, unconfirmed secret, replacing an unconfirmed one; false when one is in force. */
export async function storeUnconfirmedTotp(
  db: Database,
  userId: number,
  secret: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(totpSecrets)
    .values({ id_utente: userId, secret, created_at: now })
    .onConflictDoUpdate({
      target: totpSecrets.id_utente,
      set: { secret, created_at: now, last_step: null },
      setWhere: isNull(totpSecrets.confirmed_at),
    })
    .returning({ id: totpSecrets.id_utente });
  return rows.length > 0;
}

/**
 * Accepts a code's time step once: true only if the step is later than the last accepted one
 * (atomic, so two requests with the same code cannot both pass). `confirm` also puts the secret
 * in force.
 */
export async function acceptTotpStep(
  db: Database,
  userId: number,
  step: number,
  confirmAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(totpSecrets)
    .set(confirmAt === null ? { last_step: step } : { last_step: step, confirmed_at: confirmAt })
    .where(
      and(
        eq(totpSecrets.id_utente, userId),
        confirmAt === null ? isNotNull(totpSecrets.confirmed_at) : isNull(totpSecrets.confirmed_at),
        or(isNull(totpSecrets.last_step), lt(totpSecrets.last_step, step)),
      ),
    )
    .returning({ id: totpSecrets.id_utente });
  return rows.length > 0;
}

export async function deleteTotp(db: Database, userId: number): Promise<void> {
  await db.delete(totpSecrets).where(eq(totpSecrets.id_utente, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.id_utente, userId));
}

/** Replaces the account's recovery codes with these SHA-256 hashes. */
export async function replaceRecoveryCodes(db: Database, userId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.id_utente, userId));
  await db.insert(recoveryCodes).values(hashes.map((code_hash) => ({ id_utente: userId, code_hash })));
}

/** Uses a recovery code once: true if it was the account's and not used before. */
export async function useRecoveryCode(
  db: Database,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(recoveryCodes.id_utente, userId),
        eq(recoveryCodes.code_hash, codeHash),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  return db.$count(recoveryCodes, and(eq(recoveryCodes.id_utente, userId), isNull(recoveryCodes.used_at)));
}

export async function listPasskeys(db: Database, userId: number) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.id_utente, userId))
    .orderBy(desc(passkeys.created_at), desc(passkeys.id));
}

export async function countPasskeys(db: Database, userId: number): Promise<number> {
  return db.$count(passkeys, eq(passkeys.id_utente, userId));
}

export async function insertPasskey(db: Database, row: typeof passkeys.$inferInsert) {
  const [stored] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
  return stored;
}

export async function findPasskeyByCredentialId(db: Database, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credential_id, credentialId));
  return row;
}

export async function recordPasskeyUse(db: Database, id: number, counter: number, at: Date): Promise<void> {
  await db.update(passkeys).set({ counter, last_used_at: at }).where(eq(passkeys.id, id));
}

/** Removes one of the account's passkeys: false if it is not the account's or does not exist. */
export async function deletePasskey(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.id_utente, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function insertPendingSignIn(
  db: Database,
  row: typeof pendingSignIns.$inferInsert,
): Promise<void> {
  await db.insert(pendingSignIns).values(row);
}

/** The pending sign-in of a token's SHA-256, if it has not expired. */
export async function findPendingSignIn(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.token_hash, tokenHash), gt(pendingSignIns.expires_at, now)));
  return row;
}

/** Counts a wrong code; returns the wrong codes tried so far (0 if the sign-in is gone). */
export async function countWrongSecondStep(db: Database, tokenHash: string): Promise<number> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ tentativi: sql`${pendingSignIns.tentativi} + 1` })
    .where(eq(pendingSignIns.token_hash, tokenHash))
    .returning({ tentativi: pendingSignIns.tentativi });
  return row?.tentativi ?? 0;
}

/** Takes a pending sign-in once: the row if it was there (and had not expired), then it is gone. */
export async function consumePendingSignIn(db: Database, tokenHash: string, now: Date) {
  const [row] = await db.delete(pendingSignIns).where(eq(pendingSignIns.token_hash, tokenHash)).returning();
  return row !== undefined && row.expires_at.getTime() > now.getTime() ? row : undefined;
}

export async function insertChallenge(
  db: Database,
  row: typeof webauthnChallenges.$inferInsert,
): Promise<void> {
  await db.insert(webauthnChallenges).values(row);
}

/** Takes a challenge once: the row if it was handed out for this purpose and has not expired. */
export async function consumeChallenge(
  db: Database,
  challenge: string,
  scopo: 'registration' | 'authentication',
  now: Date,
) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.challenge, challenge))
    .returning();
  return row !== undefined && row.scopo === scopo && row.expires_at.getTime() > now.getTime()
    ? row
    : undefined;
}

/** Deletes expired pending sign-ins and challenges (the retention job). */
export async function deleteExpiredSecondFactorRows(db: Database, now: Date): Promise<void> {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expires_at, now));
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expires_at, now));
}

/**
 * Removes every second factor of an account (the admin's reset, when the patient lost them all):
 * the app's secret, the recovery codes and the passkeys. Answers what there was.
 */
export async function clearSecondFactors(db: Database, userId: number) {
  const totp = await db.delete(totpSecrets).where(eq(totpSecrets.id_utente, userId)).returning();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.id_utente, userId));
  const removed = await db
    .delete(passkeys)
    .where(eq(passkeys.id_utente, userId))
    .returning({ id: passkeys.id });
  return { totp: totp.some((row) => row.confirmed_at !== null), passkey: removed.length };
}
