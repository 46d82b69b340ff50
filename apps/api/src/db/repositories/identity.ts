import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { licences, patients, sessions, subscriptions, users } from '../schema.ts';
import {
  emailChanges,
  identityMailRequests,
  passwordResets,
  pendingRegistrations,
  sessionDetails,
} from '../schemas/identity.ts';

type MailRequestKind = (typeof identityMailRequests.$inferInsert)['kind'];

/** Serializes the mail requests of one typed address and of one client address (advisory locks). */
export async function lockMailRequestKeys(tx: Database, accountKey: string, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity-mail:${accountKey}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity-mail-ip:${address}`}))`);
}

/** How many mail requests of a kind a typed address and a client address made since a moment. */
export async function countMailRequestsSince(
  tx: Database,
  kind: MailRequestKind,
  accountKey: string,
  address: string,
  since: Date,
): Promise<{ account: number; address: number }> {
  const [account] = await tx
    .select({ n: count() })
    .from(identityMailRequests)
    .where(
      and(
        eq(identityMailRequests.kind, kind),
        eq(identityMailRequests.account_key, accountKey),
        gt(identityMailRequests.created_at, since),
      ),
    );
  const [fromAddress] = await tx
    .select({ n: count() })
    .from(identityMailRequests)
    .where(
      and(
        eq(identityMailRequests.kind, kind),
        eq(identityMailRequests.audit_ip, address),
        gt(identityMailRequests.created_at, since),
      ),
    );
  return { account: account?.n ?? 0, address: fromAddress?.n ?? 0 };
}

export async function insertMailRequest(
  tx: Database,
  row: typeof identityMailRequests.$inferInsert,
): Promise<void> {
  await tx.insert(identityMailRequests).values(row);
}

export async function insertPendingRegistration(
  db: Database,
  row: typeof pendingRegistrations.$inferInsert,
): Promise<void> {
  await db.insert(pendingRegistrations).values(row);
}

/**
 * Marks a registration's link used and answers the registration, when the link is unused and
 * unexpired (one statement, so two clicks cannot both succeed).
 */
export async function consumePendingRegistration(tx: Database, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(pendingRegistrations)
    .set({ used_at: now })
    .where(
      and(
        eq(pendingRegistrations.token_hash, tokenHash),
        isNull(pendingRegistrations.used_at),
        gt(pendingRegistrations.expires_at, now),
      ),
    )
    .returning();
  return row;
}

/**
 * Creates a verified account: the user, its patient record and a subscription to a licence.
 * Answers undefined when the address has meanwhile become an account.
 */
export async function createAccount(
  tx: Database,
  account: { email: string; nome: string; cognome: string; passwordHash: string; licence: string; now: Date },
): Promise<number | undefined> {
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      utente_nome: `${account.nome} ${account.cognome}`,
      password_hash: account.passwordHash,
      created_at: account.now,
    })
    .onConflictDoNothing()
    .returning({ id_utente: users.id_utente });
  if (user === undefined) return undefined;
  await tx.insert(patients).values({
    id_utente: user.id_utente,
    paziente_nome: account.nome,
    paziente_cognome: account.cognome,
    paziente_email: account.email,
  });
  const [licence] = await tx
    .select({ id: licences.id })
    .from(licences)
    .where(eq(licences.descrizione, account.licence));
  if (licence === undefined) throw new Error('The basic licence is not seeded');
  await tx.insert(subscriptions).values({ id_utente: user.id_utente, id_tipo_licenza: licence.id });
  return user.id_utente;
}

export async function insertPasswordReset(
  db: Database,
  row: typeof passwordResets.$inferInsert,
): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/** The account of an unused, unexpired reset link. */
export async function findValidPasswordReset(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id_utente: users.id_utente, email: users.email, utente_nome: users.utente_nome })
    .from(passwordResets)
    .innerJoin(users, eq(users.id_utente, passwordResets.id_utente))
    .where(
      and(
        eq(passwordResets.token_hash, tokenHash),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, now),
      ),
    );
  return row;
}

/** Marks a reset link used and answers its account, when it is unused and unexpired. */
export async function consumePasswordReset(tx: Database, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(passwordResets)
    .set({ used_at: now })
    .where(
      and(
        eq(passwordResets.token_hash, tokenHash),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, now),
      ),
    )
    .returning({ id_utente: passwordResets.id_utente });
  return row;
}

/** Sets an account's password hash. */
export async function updatePasswordHash(tx: Database, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id_utente, userId));
}

/** Ends every open session of an account. */
export async function revokeAllSessions(tx: Database, userId: number, at: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.id_utente, userId), isNull(sessions.revoked_at)));
}

/** Voids every other unused reset link of an account (a used link ends them all). */
export async function voidPasswordResets(tx: Database, userId: number, at: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ used_at: at })
    .where(and(eq(passwordResets.id_utente, userId), isNull(passwordResets.used_at)));
}

/** Ends every open session of an account except one (a password change keeps the caller's). */
export async function revokeOtherSessions(
  tx: Database,
  userId: number,
  keepSessionId: number,
  at: Date,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.id_utente, userId), isNull(sessions.revoked_at), ne(sessions.id, keepSessionId)));
}

/** Ends one session of an account; answers whether it was open and the account's. */
export async function revokeOwnSession(
  db: Database,
  userId: number,
  sessionId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.id, sessionId), eq(sessions.id_utente, userId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** The account a session belongs to, if the session exists. */
export async function findSessionOwner(db: Database, sessionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id_utente: sessions.id_utente })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.id_utente;
}

/** Records where and on what a session started. */
export async function insertSessionDetails(
  tx: Database,
  row: typeof sessionDetails.$inferInsert,
): Promise<void> {
  await tx.insert(sessionDetails).values(row);
}

/**
 * An account's open sessions (not revoked, not expired, used since `idleSince`), most recently used
 * first, with their device and address.
 */
export async function listOpenSessions(db: Database, userId: number, now: Date, idleSince: Date) {
  return db
    .select({
      id: sessions.id,
      created_at: sessions.created_at,
      last_used_at: sessions.last_used_at,
      dispositivo: sessionDetails.dispositivo,
      audit_ip: sessionDetails.audit_ip,
    })
    .from(sessions)
    .leftJoin(sessionDetails, eq(sessionDetails.id_sessione, sessions.id))
    .where(
      and(
        eq(sessions.id_utente, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        gt(sessions.last_used_at, idleSince),
      ),
    )
    .orderBy(desc(sessions.last_used_at), desc(sessions.id));
}

/** Ends the given sessions. */
export async function revokeSessions(tx: Database, sessionIds: number[], at: Date): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revoked_at)));
}

export async function insertEmailChange(db: Database, row: typeof emailChanges.$inferInsert): Promise<void> {
  await db.insert(emailChanges).values(row);
}

/** Marks an e-mail change's link used and answers the change, when unused and unexpired. */
export async function consumeEmailChange(tx: Database, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(emailChanges)
    .set({ used_at: now })
    .where(
      and(
        eq(emailChanges.token_hash, tokenHash),
        isNull(emailChanges.used_at),
        gt(emailChanges.expires_at, now),
      ),
    )
    .returning({ id_utente: emailChanges.id_utente, new_email: emailChanges.new_email });
  return row;
}

/** Sets an account's sign-in e-mail; answers false when another account has it. */
export async function updateEmail(tx: Database, userId: number, email: string): Promise<boolean> {
  const [taken] = await tx.select({ id: users.id_utente }).from(users).where(eq(users.email, email));
  if (taken !== undefined) return false;
  await tx.update(users).set({ email }).where(eq(users.id_utente, userId));
  return true;
}

/** An account's e-mail, name and password hash. */
export async function findAccount(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      utente_nome: users.utente_nome,
      password_hash: users.password_hash,
    })
    .from(users)
    .where(eq(users.id_utente, userId));
  return row;
}

/**
 * Deletes what no longer serves: expired registrations (their names and password hashes), expired
 * links, and mail requests older than the throttle's window.
 */
export async function deleteExpiredIdentityRows(
  db: Database,
  now: Date,
  requestsBefore: Date,
): Promise<void> {
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expires_at, now));
  await db.delete(passwordResets).where(lt(passwordResets.expires_at, now));
  await db.delete(emailChanges).where(lt(emailChanges.expires_at, now));
  await db.delete(identityMailRequests).where(lt(identityMailRequests.created_at, requestsBefore));
}
