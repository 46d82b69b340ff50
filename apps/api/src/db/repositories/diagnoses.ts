import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { careproviders, diagnoses } from '../schemas/care.ts';

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
