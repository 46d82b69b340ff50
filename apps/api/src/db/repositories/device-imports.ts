import { DEVICE_READING_SOURCE } from '@cartella/domain';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { deviceImports, vitalReadings } from '../schemas/diagnoses-visits-vitals.ts';

export type DeviceImportValues = Pick<
  typeof deviceImports.$inferInsert,
  'dispositivo' | 'numero_serie' | 'id_utente_dispositivo' | 'utente_dispositivo'
>;
export type DeviceReadingValues = Omit<
  typeof vitalReadings.$inferInsert,
  'id_parametro' | 'id_paziente' | 'source' | 'id_importazione'
>;

/** Holds the patient's device saves one at a time until the transaction ends. */
export async function lockDeviceSaves(db: Database, patientId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(21, ${patientId})`);
}

/** The patient's readings from a device taken between two instants (both included). */
export function deviceReadingsBetween(db: Database, patientId: number, from: Date, to: Date) {
  return db
    .select()
    .from(vitalReadings)
    .where(
      and(
        eq(vitalReadings.id_paziente, patientId),
        eq(vitalReadings.source, DEVICE_READING_SOURCE),
        gte(vitalReadings.created_on, from),
        lte(vitalReadings.created_on, to),
      ),
    );
}

/** A new import with its readings (source `dispositivo`); answers the import's id. */
export async function insertDeviceImport(
  db: Database,
  patientId: number,
  values: DeviceImportValues,
  readings: readonly DeviceReadingValues[],
): Promise<number> {
  const [row] = await db
    .insert(deviceImports)
    .values({ ...values, id_paziente: patientId })
    .returning({ id: deviceImports.id_importazione });
  if (row === undefined) throw new Error('insert returned no row');
  await db.insert(vitalReadings).values(
    readings.map((reading) => ({
      ...reading,
      id_paziente: patientId,
      source: DEVICE_READING_SOURCE,
      id_importazione: row.id,
    })),
  );
  return row.id;
}

/** The patient's imports, newest first, each with the number of its readings still stored. */
export function listDeviceImports(db: Database, patientId: number) {
  return db
    .select({
      id_importazione: deviceImports.id_importazione,
      created_on: deviceImports.created_on,
      dispositivo: deviceImports.dispositivo,
      numero_serie: deviceImports.numero_serie,
      id_utente_dispositivo: deviceImports.id_utente_dispositivo,
      utente_dispositivo: deviceImports.utente_dispositivo,
      misure: count(vitalReadings.id_parametro),
    })
    .from(deviceImports)
    .leftJoin(vitalReadings, eq(vitalReadings.id_importazione, deviceImports.id_importazione))
    .where(eq(deviceImports.id_paziente, patientId))
    .groupBy(deviceImports.id_importazione)
    .orderBy(desc(deviceImports.created_on), desc(deviceImports.id_importazione));
}

/** An import by id (any patient's; the caller checks the owner). */
export async function findDeviceImport(db: Database, importId: number) {
  const [row] = await db.select().from(deviceImports).where(eq(deviceImports.id_importazione, importId));
  return row;
}

/** Deletes an import and its readings; answers how many readings went. */
export async function deleteDeviceImport(db: Database, importId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(vitalReadings)
      .where(eq(vitalReadings.id_importazione, importId))
      .returning({ id: vitalReadings.id_parametro });
    await tx.delete(deviceImports).where(eq(deviceImports.id_importazione, importId));
    return removed.length;
  });
}
