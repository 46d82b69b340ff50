import { and, asc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { careCentres, diagnosticInvestigations } from '../schemas/exams.ts';
import { referenceLinks, vaccines } from '../schemas/vaccinations.ts';

/*
 * Queries of the admin's reference lists (issue #25): affiliated centres, the investigation
 * catalogue, the vaccine catalogue and the reference links. Reference data only: no clinical table
 * is read here.
 */

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** An entry whose name or code contains the search; undefined (everything) for an empty search. */
function searchCondition(search: string, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (search === '') return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export interface PageQuery {
  search: string;
  offset: number;
  limit: number;
}

// Affiliated centres.

export type CentreValues = Omit<typeof careCentres.$inferInsert, 'id' | 'attivo'>;

export async function searchCentres(db: Database, query: PageQuery) {
  const condition = searchCondition(query.search, careCentres.centro_nome, careCentres.centro_indirizzo);
  const [items, total] = await Promise.all([
    db
      .select()
      .from(careCentres)
      .where(condition)
      .orderBy(asc(careCentres.centro_nome), asc(careCentres.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(careCentres, condition),
  ]);
  return { items, total };
}

export async function findCentreById(db: Database, id: number) {
  const [row] = await db.select().from(careCentres).where(eq(careCentres.id, id));
  return row;
}

/** Inserts a centre; undefined when its name exists. */
export async function insertCentre(db: Database, values: CentreValues) {
  const [row] = await db.insert(careCentres).values(values).onConflictDoNothing().returning();
  return row;
}

/** Whether another centre than `id` has the name. */
export async function centreNameTaken(db: Database, name: string, id: number) {
  return (await db.$count(careCentres, and(eq(careCentres.centro_nome, name), ne(careCentres.id, id)))) > 0;
}

export async function updateCentre(
  db: Database,
  id: number,
  values: Partial<CentreValues> & { attivo?: boolean },
) {
  const [row] = await db.update(careCentres).set(values).where(eq(careCentres.id, id)).returning();
  return row;
}

// The investigation catalogue.

export type InvestigationValues = Omit<typeof diagnosticInvestigations.$inferInsert, 'id' | 'attivo'>;

export async function searchCatalogueInvestigations(db: Database, query: PageQuery) {
  const condition = searchCondition(
    query.search,
    diagnosticInvestigations.descrizione,
    diagnosticInvestigations.codice,
  );
  const [items, total] = await Promise.all([
    db
      .select()
      .from(diagnosticInvestigations)
      .where(condition)
      .orderBy(asc(diagnosticInvestigations.descrizione), asc(diagnosticInvestigations.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(diagnosticInvestigations, condition),
  ]);
  return { items, total };
}

export async function findInvestigationById(db: Database, id: number) {
  const [row] = await db.select().from(diagnosticInvestigations).where(eq(diagnosticInvestigations.id, id));
  return row;
}

/** Inserts an investigation; undefined when its name exists. */
export async function insertInvestigation(db: Database, values: InvestigationValues) {
  const [row] = await db.insert(diagnosticInvestigations).values(values).onConflictDoNothing().returning();
  return row;
}

/** Whether another investigation than `id` has the name. */
export async function investigationNameTaken(db: Database, name: string, id: number) {
  const condition = and(eq(diagnosticInvestigations.descrizione, name), ne(diagnosticInvestigations.id, id));
  return (await db.$count(diagnosticInvestigations, condition)) > 0;
}

export async function updateInvestigation(
  db: Database,
  id: number,
  values: Partial<InvestigationValues> & { attivo?: boolean },
) {
  const [row] = await db
    .update(diagnosticInvestigations)
    .set(values)
    .where(eq(diagnosticInvestigations.id, id))
    .returning();
  return row;
}

// The vaccine catalogue.

export type VaccineValues = Omit<typeof vaccines.$inferInsert, 'attivo'>;

export async function searchCatalogueVaccines(db: Database, query: PageQuery) {
  const condition = searchCondition(
    query.search,
    vaccines.descrizione_breve,
    vaccines.codice_atc,
    vaccines.id_vaccino,
  );
  const [items, total] = await Promise.all([
    db
      .select()
      .from(vaccines)
      .where(condition)
      .orderBy(asc(vaccines.descrizione_breve), asc(vaccines.id_vaccino))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(vaccines, condition),
  ]);
  return { items, total };
}

export async function findVaccineById(db: Database, id: string) {
  const [row] = await db.select().from(vaccines).where(eq(vaccines.id_vaccino, id));
  return row;
}

/** Inserts a vaccine; undefined when its id exists. */
export async function insertVaccine(db: Database, values: VaccineValues) {
  const [row] = await db.insert(vaccines).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateVaccine(
  db: Database,
  id: string,
  values: Partial<Omit<VaccineValues, 'id_vaccino'>> & { attivo?: boolean },
) {
  const [row] = await db.update(vaccines).set(values).where(eq(vaccines.id_vaccino, id)).returning();
  return row;
}

// The reference links.

export type ReferenceLinkValues = Omit<typeof referenceLinks.$inferInsert, 'id' | 'attivo'>;

export async function searchAllReferenceLinks(db: Database, query: PageQuery) {
  const condition = searchCondition(query.search, referenceLinks.link_name, referenceLinks.link_city);
  const [items, total] = await Promise.all([
    db
      .select()
      .from(referenceLinks)
      .where(condition)
      .orderBy(asc(referenceLinks.link_name), asc(referenceLinks.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(referenceLinks, condition),
  ]);
  return { items, total };
}

export async function findReferenceLinkById(db: Database, id: number) {
  const [row] = await db.select().from(referenceLinks).where(eq(referenceLinks.id, id));
  return row;
}

export async function insertReferenceLink(db: Database, values: ReferenceLinkValues) {
  const [row] = await db.insert(referenceLinks).values(values).returning();
  return row;
}

export async function updateReferenceLink(
  db: Database,
  id: number,
  values: Partial<ReferenceLinkValues> & { attivo?: boolean },
) {
  const [row] = await db.update(referenceLinks).set(values).where(eq(referenceLinks.id, id)).returning();
  return row;
}
