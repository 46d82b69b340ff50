import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { anamnesisVersions, pregnancies } from '../schemas/anamnesis.ts';

/** How many versions of a section a read lists (newest first). */
const ANAMNESIS_VERSIONS_LISTED = 100;

/** A section's versions, newest first, at most ANAMNESIS_VERSIONS_LISTED. */
export function listAnamnesisVersions(db: Database, patientId: number, section: string) {
  return db
    .select({
      id_anamnesi_log: anamnesisVersions.id_anamnesi_log,
      dataAggiornamento: anamnesisVersions.dataAggiornamento,
    })
    .from(anamnesisVersions)
    .where(and(eq(anamnesisVersions.id_paziente, patientId), eq(anamnesisVersions.sezione, section)))
    .orderBy(desc(anamnesisVersions.id_anamnesi_log))
    .limit(ANAMNESIS_VERSIONS_LISTED);
}

/** A section's newest version, or undefined when it was never saved. */
export async function latestAnamnesisVersion(db: Database, patientId: number, section: string) {
  const [row] = await db
    .select()
    .from(anamnesisVersions)
    .where(and(eq(anamnesisVersions.id_paziente, patientId), eq(anamnesisVersions.sezione, section)))
    .orderBy(desc(anamnesisVersions.id_anamnesi_log))
    .limit(1);
  return row;
}

/** One version by its id, whoever it belongs to (the caller checks the owner). */
export async function findAnamnesisVersion(db: Database, versionId: number) {
  const [row] = await db
    .select()
    .from(anamnesisVersions)
    .where(eq(anamnesisVersions.id_anamnesi_log, versionId));
  return row;
}

export type AnamnesisVersionRow = typeof anamnesisVersions.$inferSelect;

export async function insertAnamnesisVersion(
  db: Database,
  values: Omit<typeof anamnesisVersions.$inferInsert, 'id_anamnesi_log'>,
) {
  const [row] = await db.insert(anamnesisVersions).values(values).returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

type PregnancyRow = typeof pregnancies.$inferSelect;

/** A pregnancy's wire columns (the record's JSON carries them without the timestamps' types). */
export type StoredPregnancy = Omit<PregnancyRow, 'created_at' | 'updated_at'>;

export interface PregnancyValues {
  eta: number;
  inizio_gravidanza: string;
  fine_gravidanza: string | null;
  esito: string | null;
  sesso_bambino: string | null;
  note_gravidanza: string | null;
}

/** A patient's pregnancies, oldest start first. */
export function listPregnancies(db: Database, patientId: number) {
  return db
    .select()
    .from(pregnancies)
    .where(eq(pregnancies.id_paziente, patientId))
    .orderBy(asc(pregnancies.inizio_gravidanza), asc(pregnancies.id_gravidanza));
}

export async function findPregnancy(db: Database, pregnancyId: number) {
  const [row] = await db.select().from(pregnancies).where(eq(pregnancies.id_gravidanza, pregnancyId));
  return row;
}

export async function insertPregnancy(
  db: Database,
  values: PregnancyValues & { id_paziente: number; now: Date },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(pregnancies)
    .values({ ...rest, created_at: now, updated_at: now })
    .returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function updatePregnancy(db: Database, pregnancyId: number, values: PregnancyValues, now: Date) {
  const [row] = await db
    .update(pregnancies)
    .set({ ...values, updated_at: now })
    .where(eq(pregnancies.id_gravidanza, pregnancyId))
    .returning();
  return row;
}

export async function deletePregnancy(db: Database, pregnancyId: number) {
  const [row] = await db
    .delete(pregnancies)
    .where(eq(pregnancies.id_gravidanza, pregnancyId))
    .returning({ id_gravidanza: pregnancies.id_gravidanza });
  return row;
}
