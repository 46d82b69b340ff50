import type { VitalReadingSchema } from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import type { StoredVitalReading } from '../db/repositories/patient-record.ts';
import {
  deleteVitalReading,
  findVitalReading,
  insertVitalReading,
  listVitalReadings,
  updateVitalReading,
  type VitalReadingRow,
} from '../db/repositories/vital-readings.ts';
import { ApiError } from '../lib/api-error.ts';

/** The vital-reading calls (issue #16): the route authorises, these write and answer. */

type VitalReadingInput = v.InferOutput<typeof VitalReadingSchema>;

/** The reading behind an id, whoever owns it (the route checks the owner). */
export function vitalReadingById(db: Database, readingId: number) {
  return findVitalReading(db, readingId);
}

/** A stored reading in its wire shape (created_on as ISO 8601 in UTC). */
export function toVitalReadingAnswer(row: VitalReadingRow | StoredVitalReading) {
  return {
    id_parametro: row.id_parametro,
    id_paziente: row.id_paziente,
    created_on: new Date(row.created_on).toISOString(),
    parametro_peso: row.parametro_peso,
    parametro_altezza: row.parametro_altezza,
    parametro_pressione_massima: row.parametro_pressione_massima,
    parametro_pressione_minima: row.parametro_pressione_minima,
    parametro_frequenza_cardiaca: row.parametro_frequenza_cardiaca,
    parametro_spo2: row.parametro_spo2,
    parametro_temperatura: row.parametro_temperatura,
    parametro_glicemia: row.parametro_glicemia,
    source: row.source,
  };
}

export async function vitalReadingsOf(db: Database, patientId: number) {
  return (await listVitalReadings(db, patientId)).map(toVitalReadingAnswer);
}

/** The columns of a checked reading; a typed reading's source is `manuale`. */
function valuesOf(input: VitalReadingInput) {
  return {
    created_on: new Date(input.created_on),
    parametro_peso: input.parametro_peso ?? null,
    parametro_altezza: input.parametro_altezza ?? null,
    parametro_pressione_massima: input.parametro_pressione_massima ?? null,
    parametro_pressione_minima: input.parametro_pressione_minima ?? null,
    parametro_frequenza_cardiaca: input.parametro_frequenza_cardiaca ?? null,
    parametro_spo2: input.parametro_spo2 ?? null,
    parametro_temperatura: input.parametro_temperatura ?? null,
    parametro_glicemia: input.parametro_glicemia ?? null,
    source: 'manuale',
  };
}

export async function addVitalReading(db: Database, patientId: number, input: VitalReadingInput) {
  const row = await insertVitalReading(db, patientId, valuesOf(input));
  if (row === undefined) throw new ApiError('internal');
  return toVitalReadingAnswer(row);
}

/** Edits a reading; its source stays what it was (a device's reading corrected by hand is still the device's). */
export async function editVitalReading(db: Database, stored: VitalReadingRow, input: VitalReadingInput) {
  const row = await updateVitalReading(db, stored.id_parametro, {
    ...valuesOf(input),
    source: stored.source,
  });
  if (row === undefined) throw new ApiError('not_found');
  return toVitalReadingAnswer(row);
}

export async function deleteOwnVitalReading(db: Database, stored: VitalReadingRow) {
  if (!(await deleteVitalReading(db, stored.id_parametro))) throw new ApiError('not_found');
}
