import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { patients } from '../schema.ts';
import { careproviders, diagnoses } from '../schemas/care.ts';
import {
  adverseReactions,
  drugGroups,
  drugs,
  pharmacovigilanceStructures,
  therapies,
} from '../schemas/therapies.ts';

export type TherapyRow = typeof therapies.$inferSelect;
export type NewTherapyRow = typeof therapies.$inferInsert;
export type NewAdverseReactionRow = typeof adverseReactions.$inferInsert;

/** The patient id of a user (each user has at most one patient record). */
export async function findPatientIdOfUser(db: Database, userId: number) {
  const [row] = await db
    .select({ id_paziente: patients.id_paziente })
    .from(patients)
    .where(eq(patients.id_utente, userId));
  return row?.id_paziente;
}

/**
 * Therapies with their drug, the linked diagnosis (only while it is one of the patient's and not
 * deleted) and the linked prescriber's name.
 */
function selectTherapyDetails(db: Database) {
  return db
    .select({
      therapy: therapies,
      drug: {
        descrizione_breve: drugs.descrizione_breve,
        somministrazione: drugGroups.somministrazione,
        codice_atc: drugs.codice_atc,
      },
      diagnosis: { diagnosi_patologia: diagnoses.diagnosi_patologia },
      prescriber: { fullname: careproviders.fullname },
    })
    .from(therapies)
    .innerJoin(drugs, eq(drugs.id_farmaco_codifa, therapies.id_farmaco_codifa))
    .innerJoin(drugGroups, eq(drugGroups.gruppo, drugs.gruppo))
    .leftJoin(
      diagnoses,
      and(
        eq(diagnoses.id_diagnosi, therapies.id_diagnosi),
        eq(diagnoses.id_paziente, therapies.id_paziente),
        isNull(diagnoses.deleted_at),
      ),
    )
    .leftJoin(careproviders, eq(careproviders.id_careprovider, therapies.id_prescrittore));
}

export type TherapyDetailsRow = Awaited<ReturnType<typeof selectTherapyDetails>>[number];

/** A patient's therapies with their drug and links; `type` null lists all three lists. */
export function listTherapies(db: Database, patientId: number, type: number | null) {
  const byPatient = eq(therapies.id_paziente, patientId);
  return selectTherapyDetails(db)
    .where(type === null ? byPatient : and(byPatient, eq(therapies.tipo_terapia, type)))
    .orderBy(asc(therapies.tipo_terapia), desc(therapies.data_inizio), desc(therapies.id_terapie));
}

/** One therapy with its drug and links (the save answer). */
export async function findTherapyDetails(db: Database, therapyId: number) {
  const [row] = await selectTherapyDetails(db).where(eq(therapies.id_terapie, therapyId));
  return row;
}

export async function findTherapy(db: Database, therapyId: number) {
  const [row] = await db.select().from(therapies).where(eq(therapies.id_terapie, therapyId));
  return row;
}

export async function insertTherapy(db: Database, values: NewTherapyRow) {
  const [row] = await db.insert(therapies).values(values).returning();
  return row;
}

export async function updateTherapy(db: Database, therapyId: number, values: Partial<NewTherapyRow>) {
  const [row] = await db.update(therapies).set(values).where(eq(therapies.id_terapie, therapyId)).returning();
  return row;
}

export async function deleteTherapy(db: Database, therapyId: number) {
  await db.delete(therapies).where(eq(therapies.id_terapie, therapyId));
}

export async function findPharmacovigilanceStructure(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(pharmacovigilanceStructures)
    .where(eq(pharmacovigilanceStructures.id, id));
  return row;
}

export async function insertAdverseReaction(db: Database, values: NewAdverseReactionRow) {
  const [row] = await db.insert(adverseReactions).values(values).returning();
  return row;
}

/** A user's reports, newest first, with the name of the suspected drug (kept on the report). */
export function listAdverseReactions(db: Database, userId: number) {
  return db
    .select({ report: adverseReactions, drug: { descrizione_breve: drugs.descrizione_breve } })
    .from(adverseReactions)
    .innerJoin(drugs, eq(drugs.id_farmaco_codifa, adverseReactions.id_farmaco_codifa))
    .where(eq(adverseReactions.id_utente, userId))
    .orderBy(desc(adverseReactions.created_at), desc(adverseReactions.id));
}

export async function findAdverseReaction(db: Database, reportId: number) {
  const [row] = await db.select().from(adverseReactions).where(eq(adverseReactions.id, reportId));
  return row;
}
