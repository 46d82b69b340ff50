import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { personalLinks, referenceLinks, vaccinations, vaccines } from '../schemas/vaccinations.ts';

/** `%`, `_` and `\` typed by the user match themselves. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Enabled vaccines whose name, kind, antigens or ATC code contain the text; ranked name prefix, then the
 * rest, alphabetically within each rank.
 */
export function searchVaccines(db: Database, text: string, limit: number) {
  const term = likeEscape(text.trim());
  const contains = `%${term}%`;
  const rank = sql<number>`CASE WHEN ${vaccines.descrizione_breve} ILIKE ${`${term}%`} THEN 0 ELSE 1 END`;
  return db
    .select()
    .from(vaccines)
    .where(
      and(
        eq(vaccines.attivo, true),
        or(
          ilike(vaccines.descrizione_breve, contains),
          ilike(vaccines.tipo, contains),
          ilike(vaccines.antigeni, contains),
          ilike(vaccines.codice_atc, contains),
        ),
      ),
    )
    .orderBy(rank, asc(vaccines.descrizione_breve))
    .limit(limit);
}

export async function findVaccine(db: Database, id: string) {
  const [row] = await db.select().from(vaccines).where(eq(vaccines.id_vaccino, id));
  return row;
}

/** A patient's vaccinations that are not deleted, with their vaccine; newest date first. */
export function listVaccinations(db: Database, patientId: number) {
  return db
    .select({ vaccination: vaccinations, vaccine: vaccines })
    .from(vaccinations)
    .innerJoin(vaccines, eq(vaccines.id_vaccino, vaccinations.id_vaccino))
    .where(and(eq(vaccinations.id_paziente, patientId), isNull(vaccinations.deleted_at)))
    .orderBy(desc(vaccinations.vaccinazione_data), desc(vaccinations.id_vaccinazione));
}

/** One vaccination with its vaccine, deleted or not. */
export async function findVaccination(db: Database, id: number) {
  const [row] = await db
    .select({ vaccination: vaccinations, vaccine: vaccines })
    .from(vaccinations)
    .innerJoin(vaccines, eq(vaccines.id_vaccino, vaccinations.id_vaccino))
    .where(eq(vaccinations.id_vaccinazione, id));
  return row;
}

export interface VaccinationValues {
  id_vaccino: string;
  vaccinazione_data: string;
  vaccinazione_reazioni: string;
  vaccinazione_richiamo: number;
  id_livello_confidenzialita: number;
}

export async function insertVaccination(
  db: Database,
  values: VaccinationValues & { id_paziente: number; author_id: number },
  now: Date,
) {
  const [row] = await db
    .insert(vaccinations)
    .values({ ...values, created_at: now, updated_at: now })
    .returning({ id: vaccinations.id_vaccinazione });
  if (row === undefined) throw new Error('insert returned no row');
  return row.id;
}

/** Updates a vaccination that is not deleted; false when there is none. */
export async function updateVaccination(
  db: Database,
  id: number,
  values: Partial<VaccinationValues>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(vaccinations)
    .set({ ...values, updated_at: now })
    .where(and(eq(vaccinations.id_vaccinazione, id), isNull(vaccinations.deleted_at)))
    .returning({ id: vaccinations.id_vaccinazione });
  return rows.length > 0;
}

/** Soft delete: the row stays, deleted_at records when it left the lists. */
export async function softDeleteVaccination(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(vaccinations)
    .set({ deleted_at: now, updated_at: now })
    .where(and(eq(vaccinations.id_vaccinazione, id), isNull(vaccinations.deleted_at)))
    .returning({ id: vaccinations.id_vaccinazione });
  return rows.length > 0;
}

const linkColumns = {
  linkid: personalLinks.linkid,
  id_paziente: personalLinks.id_paziente,
  name: personalLinks.name,
  link: personalLinks.link,
  descrizione: personalLinks.descrizione,
};

/** A patient's personal links, by name. */
export function listPersonalLinks(db: Database, patientId: number) {
  return db
    .select(linkColumns)
    .from(personalLinks)
    .where(eq(personalLinks.id_paziente, patientId))
    .orderBy(asc(personalLinks.name), asc(personalLinks.linkid));
}

export async function findPersonalLink(db: Database, linkId: number) {
  const [row] = await db.select(linkColumns).from(personalLinks).where(eq(personalLinks.linkid, linkId));
  return row;
}

export interface PersonalLinkValues {
  name: string;
  link: string;
  descrizione: string;
}

export async function insertPersonalLink(
  db: Database,
  values: PersonalLinkValues & { id_paziente: number },
  now: Date,
) {
  const [row] = await db
    .insert(personalLinks)
    .values({ ...values, created_at: now, updated_at: now })
    .returning(linkColumns);
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function updatePersonalLink(
  db: Database,
  linkId: number,
  values: PersonalLinkValues,
  now: Date,
) {
  const [row] = await db
    .update(personalLinks)
    .set({ ...values, updated_at: now })
    .where(eq(personalLinks.linkid, linkId))
    .returning(linkColumns);
  return row;
}

export async function deletePersonalLink(db: Database, linkId: number): Promise<boolean> {
  const rows = await db
    .delete(personalLinks)
    .where(eq(personalLinks.linkid, linkId))
    .returning({ id: personalLinks.linkid });
  return rows.length > 0;
}

/** One reference list's enabled links, by name. */
export function listReferenceLinks(db: Database, kind: string) {
  return db
    .select({
      link_name: referenceLinks.link_name,
      link_sede: referenceLinks.link_sede,
      link_city: referenceLinks.link_city,
      link_informazioni: referenceLinks.link_informazioni,
      link_url: referenceLinks.link_url,
    })
    .from(referenceLinks)
    .where(and(eq(referenceLinks.tipo, kind), eq(referenceLinks.attivo, true)))
    .orderBy(asc(referenceLinks.link_name), asc(referenceLinks.id));
}
