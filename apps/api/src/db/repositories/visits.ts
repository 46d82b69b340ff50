import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { visits } from '../schemas/diagnoses-visits-vitals.ts';

export type VisitRow = typeof visits.$inferSelect;
type NewVisitRow = typeof visits.$inferInsert;

/** A patient's visits, newest date first. */
export function listVisits(db: Database, patientId: number) {
  return db
    .select()
    .from(visits)
    .where(eq(visits.id_paziente, patientId))
    .orderBy(desc(visits.visita_data), desc(visits.id_visita));
}

/** A visit by id (any patient's; the caller checks the owner). */
export async function findVisit(db: Database, visitId: number) {
  const [row] = await db.select().from(visits).where(eq(visits.id_visita, visitId));
  return row;
}

export async function insertVisit(db: Database, values: NewVisitRow) {
  const [row] = await db.insert(visits).values(values).returning();
  return row;
}

export async function updateVisit(
  db: Database,
  visitId: number,
  values: Pick<
    NewVisitRow,
    'visita_data' | 'visita_motivazione' | 'visita_osservazioni' | 'visita_conclusioni'
  >,
) {
  const [row] = await db.update(visits).set(values).where(eq(visits.id_visita, visitId)).returning();
  return row;
}

/** Deletes a visit; answers whether a row went. */
export async function deleteVisit(db: Database, visitId: number) {
  const rows = await db
    .delete(visits)
    .where(eq(visits.id_visita, visitId))
    .returning({ id: visits.id_visita });
  return rows.length > 0;
}
