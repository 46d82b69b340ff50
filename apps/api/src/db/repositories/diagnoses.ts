import { and, asc, eq, gte, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { careproviders, diagnoses } from '../schemas/care.ts';
import { allergyTargets } from '../schemas/diagnoses-visits-vitals.ts';
import { atcCodes, drugs } from '../schemas/therapies.ts';

export type NewDiagnosisRow = typeof diagnoses.$inferInsert;

/** A diagnosis by id with its linked doctor's name (any patient's; the caller checks the owner). */
export async function findDiagnosisWithDoctor(db: Database, diagnosisId: number) {
  const [row] = await db
    .select({ diagnosis: diagnoses, doctor: { fullname: careproviders.fullname } })
    .from(diagnoses)
    .leftJoin(careproviders, eq(careproviders.id_careprovider, diagnoses.id_careprovider))
    .where(eq(diagnoses.id_diagnosi, diagnosisId));
  return row;
}

export async function insertDiagnosis(db: Database, values: NewDiagnosisRow) {
  const [row] = await db.insert(diagnoses).values(values).returning({ id: diagnoses.id_diagnosi });
  return row?.id;
}

/** Updates a diagnosis that is not deleted; answers whether a row changed. */
export async function updateDiagnosis(
  db: Database,
  diagnosisId: number,
  values: Partial<Omit<NewDiagnosisRow, 'id_diagnosi' | 'id_paziente'>>,
) {
  const rows = await db
    .update(diagnoses)
    .set(values)
    .where(and(eq(diagnoses.id_diagnosi, diagnosisId), isNull(diagnoses.deleted_at)))
    .returning({ id: diagnoses.id_diagnosi });
  return rows.length > 0;
}

/** Soft-deletes a diagnosis (the therapies linked to it then answer no link). */
export async function softDeleteDiagnosis(db: Database, diagnosisId: number, now: Date) {
  const rows = await db
    .update(diagnoses)
    .set({ deleted_at: now })
    .where(and(eq(diagnoses.id_diagnosi, diagnosisId), isNull(diagnoses.deleted_at)))
    .returning({ id: diagnoses.id_diagnosi });
  return rows.length > 0;
}

/** The targets of some diagnoses, by diagnosis id. */
export async function findAllergyTargets(db: Database, diagnosisIds: readonly number[]) {
  if (diagnosisIds.length === 0) return new Map<number, AllergyTargetRow>();
  const rows = await db
    .select()
    .from(allergyTargets)
    .where(inArray(allergyTargets.id_diagnosi, [...diagnosisIds]));
  return new Map(rows.map((row) => [row.id_diagnosi, row]));
}

export type AllergyTargetRow = typeof allergyTargets.$inferSelect;

/** Sets (or, with null, removes) what a diagnosis is to. */
export async function setAllergyTarget(
  db: Database,
  diagnosisId: number,
  target: Omit<AllergyTargetRow, 'id_diagnosi'> | null,
) {
  if (target === null) {
    await db.delete(allergyTargets).where(eq(allergyTargets.id_diagnosi, diagnosisId));
    return;
  }
  await db
    .insert(allergyTargets)
    .values({ id_diagnosi: diagnosisId, ...target })
    .onConflictDoUpdate({ target: allergyTargets.id_diagnosi, set: target });
}

/**
 * The patient's allergies and intolerances that can warn: not deleted, not excluded, with a target.
 */
export function listActiveAllergyTargets(db: Database, patientId: number) {
  return db
    .select({
      id_diagnosi: diagnoses.id_diagnosi,
      tipo_diagnosi: diagnoses.tipo_diagnosi,
      diagnosi_patologia: diagnoses.diagnosi_patologia,
      target: allergyTargets,
    })
    .from(diagnoses)
    .innerJoin(allergyTargets, eq(allergyTargets.id_diagnosi, diagnoses.id_diagnosi))
    .where(
      and(
        eq(diagnoses.id_paziente, patientId),
        isNull(diagnoses.deleted_at),
        ne(diagnoses.diagnosi_stato, 2),
        inArray(diagnoses.tipo_diagnosi, ['Allergia', 'Intolleranza']),
      ),
    )
    .orderBy(asc(diagnoses.id_diagnosi));
}

/** `%`, `_` and `\` typed by the user match themselves. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** ATC classes and substances (levels 3 to 5) whose description contains the text or code starts with it. */
export function searchAtcTargets(db: Database, text: string, limit: number) {
  const term = likeEscape(text.trim());
  return db
    .select({ codice: atcCodes.codice_atc, descrizione: atcCodes.descrizione_it })
    .from(atcCodes)
    .where(
      and(
        gte(atcCodes.livello, 3),
        or(ilike(atcCodes.descrizione_it, `%${term}%`), ilike(atcCodes.codice_atc, `${term}%`)),
      ),
    )
    .orderBy(asc(atcCodes.livello), asc(atcCodes.codice_atc))
    .limit(limit);
}

/** Distinct active ingredients containing the text. */
export async function searchIngredientTargets(db: Database, text: string, limit: number) {
  const term = likeEscape(text.trim());
  const rows = await db
    .selectDistinct({ principio_attivo: drugs.principio_attivo })
    .from(drugs)
    .where(ilike(drugs.principio_attivo, `%${term}%`))
    .orderBy(asc(drugs.principio_attivo))
    .limit(limit);
  return rows.map((row) => row.principio_attivo);
}

/** Drug packs whose name contains the text, or whose AIC starts with it. */
export function searchDrugTargets(db: Database, text: string, limit: number) {
  const term = likeEscape(text.trim());
  return db
    .select({ codice: drugs.id_farmaco_codifa, descrizione: drugs.descrizione_breve })
    .from(drugs)
    .where(or(ilike(drugs.descrizione_breve, `%${term}%`), ilike(drugs.id_farmaco_codifa, `${term}%`)))
    .orderBy(asc(drugs.descrizione_breve), asc(drugs.id_farmaco_codifa))
    .limit(limit);
}

export async function findAtcCode(db: Database, code: string) {
  const [row] = await db.select().from(atcCodes).where(eq(atcCodes.codice_atc, code));
  return row;
}

/** An active ingredient as written in the drug list (case aside), if any drug has it. */
export async function findIngredient(db: Database, name: string) {
  const [row] = await db
    .select({ principio_attivo: drugs.principio_attivo })
    .from(drugs)
    .where(ilike(drugs.principio_attivo, likeEscape(name.trim())))
    .limit(1);
  return row?.principio_attivo;
}
