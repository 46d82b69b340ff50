import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { patients } from '../schema.ts';
import { shareLinkOpenings, shareLinkPinFailures, shareLinks } from '../schemas/share-links.ts';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type NewShareLinkRow = typeof shareLinks.$inferInsert;
export type ShareLinkOpeningRow = typeof shareLinkOpenings.$inferSelect;

export async function insertShareLink(db: Database, values: NewShareLinkRow) {
  const [row] = await db.insert(shareLinks).values(values).returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

/** A patient's links, newest first. */
export function listShareLinks(db: Database, patientId: number) {
  return db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.id_paziente, patientId))
    .orderBy(desc(shareLinks.creato_il), desc(shareLinks.id_link));
}

/** The openings of some links, newest first. */
export function listShareLinkOpenings(db: Database, linkIds: readonly number[]) {
  if (linkIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shareLinkOpenings)
    .where(inArray(shareLinkOpenings.id_link, [...linkIds]))
    .orderBy(desc(shareLinkOpenings.aperto_il), desc(shareLinkOpenings.id_apertura));
}

export async function findShareLink(db: Database, linkId: number) {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id_link, linkId));
  return row;
}

export async function findShareLinkByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.token_hash, tokenHash));
  return row;
}

export async function revokeShareLink(db: Database, linkId: number, now: Date) {
  await db.update(shareLinks).set({ revocato_il: now }).where(eq(shareLinks.id_link, linkId));
}

/** Whether the link was opened from this address since `since` (repeated openings fold into one). */
export async function hasOpeningSince(db: Database, linkId: number, address: string, since: Date) {
  const [row] = await db
    .select({ id: shareLinkOpenings.id_apertura })
    .from(shareLinkOpenings)
    .where(
      and(
        eq(shareLinkOpenings.id_link, linkId),
        eq(shareLinkOpenings.indirizzo, address),
        gt(shareLinkOpenings.aperto_il, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertShareLinkOpening(
  db: Database,
  values: Omit<typeof shareLinkOpenings.$inferInsert, 'id_apertura'>,
) {
  await db.insert(shareLinkOpenings).values(values);
}

/**
 * Serialises the PIN checks of one link until the transaction ends (PostgreSQL advisory lock;
 * PGlite runs one transaction at a time anyway), as the login's locks do (decision 0504).
 */
export async function lockPinChecks(db: Database, linkId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`share-pin:${linkId}`}))`);
}

/** The wrong PINs typed on a link since `since`, oldest first. */
export async function listPinFailures(db: Database, linkId: number, since: Date) {
  const rows = await db
    .select({ at: shareLinkPinFailures.tentato_il })
    .from(shareLinkPinFailures)
    .where(and(eq(shareLinkPinFailures.id_link, linkId), gt(shareLinkPinFailures.tentato_il, since)))
    .orderBy(shareLinkPinFailures.tentato_il);
  return rows.map((row) => row.at);
}

export async function insertPinFailure(db: Database, linkId: number, now: Date) {
  await db.insert(shareLinkPinFailures).values({ id_link: linkId, tentato_il: now });
}

export async function clearPinFailures(db: Database, linkId: number) {
  await db.delete(shareLinkPinFailures).where(eq(shareLinkPinFailures.id_link, linkId));
}

/** The newest openings of the share links of a user's patient record (the access log). */
export function listShareLinkOpeningsOfUser(db: Database, userId: number, limit: number) {
  return db
    .select({
      aperto_il: shareLinkOpenings.aperto_il,
      contenuto: shareLinks.contenuto,
      destinatario: shareLinks.destinatario,
      dispositivo: shareLinkOpenings.dispositivo,
      indirizzo: shareLinkOpenings.indirizzo,
    })
    .from(shareLinkOpenings)
    .innerJoin(shareLinks, eq(shareLinks.id_link, shareLinkOpenings.id_link))
    .innerJoin(patients, eq(patients.id_paziente, shareLinks.id_paziente))
    .where(eq(patients.id_utente, userId))
    .orderBy(desc(shareLinkOpenings.aperto_il), desc(shareLinkOpenings.id_apertura))
    .limit(limit);
}
