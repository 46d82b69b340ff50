import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { vitalReadings } from '../schemas/diagnoses-visits-vitals.ts';

export type VitalReadingRow = typeof vitalReadings.$inferSelect;
export type VitalReadingValues = Omit<typeof vitalReadings.$inferInsert, 'id_parametro' | 'id_paziente'>;

/** A patient's readings, newest first. */
export function listVitalReadings(db: Database, patientId: number) {
  return db
    .select()
    .from(vitalReadings)
    .where(eq(vitalReadings.id_paziente, patientId))
    .orderBy(desc(vitalReadings.created_on), desc(vitalReadings.id_parametro));
}

/** A reading by id (any patient's; the caller checks the owner). */
export async function findVitalReading(db: Database, readingId: number) {
  const [row] = await db.select().from(vitalReadings).where(eq(vitalReadings.id_parametro, readingId));
  return row;
}

export async function insertVitalReading(db: Database, patientId: number, values: VitalReadingValues) {
  const [row] = await db
    .insert(vitalReadings)
    .values({ ...values, id_paziente: patientId })
    .returning();
  return row;
}

export async function updateVitalReading(db: Database, readingId: number, values: VitalReadingValues) {
  const [row] = await db
    .update(vitalReadings)
    .set(values)
    .where(eq(vitalReadings.id_parametro, readingId))
    .returning();
  return row;
}

export async function deleteVitalReading(db: Database, readingId: number) {
  const rows = await db
    .delete(vitalReadings)
    .where(eq(vitalReadings.id_parametro, readingId))
    .returning({ id: vitalReadings.id_parametro });
  return rows.length > 0;
}
