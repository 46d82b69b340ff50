import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { licences, patients, sessions, subscriptions, users } from '../schema.ts';
import { identityMailRequests, passwordResets, pendingRegistrations } from '../schemas/identity.ts';

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
