import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { externalIdentities, oidcRequests } from '../schemas/identity.ts';

/** The OpenID provider's rows (db/schemas/identity.ts, issue #23): pending requests and links. */

/** Stores a started sign-in (by its state's hash), dropping the ones that expired. */
export async function insertOidcRequest(db: Database, row: typeof oidcRequests.$inferInsert, now: Date) {
  await db.delete(oidcRequests).where(lt(oidcRequests.expires_at, now));
  await db.insert(oidcRequests).values(row);
}

/** The started sign-in of a state's hash, removed as it is read (a state is used once). */
export async function consumeOidcRequest(db: Database, stateHash: string) {
  const [pending] = await db.delete(oidcRequests).where(eq(oidcRequests.state_hash, stateHash)).returning();
  return pending;
}

/** The account a provider identity (issuer and subject) is linked to, if any. */
export async function findIdentityOwner(db: Database, issuer: string, subject: string) {
  const [owner] = await db
    .select({ id_utente: externalIdentities.id_utente })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject)));
  return owner?.id_utente;
}

/** Links a provider identity to an account; false when it is linked already (to any account). */
export async function insertExternalIdentity(
  db: Database,
  row: typeof externalIdentities.$inferInsert,
): Promise<boolean> {
  const stored = await db
    .insert(externalIdentities)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: externalIdentities.id });
  return stored.length > 0;
}

/** An account's provider links, newest first. */
export function listExternalIdentities(db: Database, userId: number) {
  return db
    .select()
    .from(externalIdentities)
    .where(eq(externalIdentities.id_utente, userId))
    .orderBy(desc(externalIdentities.created_at), desc(externalIdentities.id));
}

/** Removes one of an account's provider links; false for another account's, or none. */
export async function deleteExternalIdentity(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(externalIdentities)
    .where(and(eq(externalIdentities.id, id), eq(externalIdentities.id_utente, userId)))
    .returning({ id: externalIdentities.id });
  return rows.length > 0;
}
