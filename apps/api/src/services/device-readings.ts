import type { DestructiveConfirmationSchema, DeviceReadingsRequestSchema } from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  type DeviceReadingValues,
  deleteDeviceImport,
  deviceReadingsBetween,
  findDeviceImport,
  insertDeviceImport,
  listDeviceImports,
  lockDeviceSaves,
} from '../db/repositories/device-imports.ts';
import { vitalMeasures } from '../db/schemas/diagnoses-visits-vitals.ts';
import type { RouteDeps } from '../env.ts';
import { confirmPasswordAndCode } from './second-factor.ts';

type DeviceReadingsRequest = v.InferOutput<typeof DeviceReadingsRequestSchema>;

/** What makes two readings the same: the instant and every measure. */
function keyOf(
  createdOn: Date,
  values: Partial<Record<(typeof vitalMeasures)[number], number | null | undefined>>,
) {
  return [createdOn.toISOString(), ...vitalMeasures.map((measure) => values[measure] ?? '')].join('|');
}

/**
 * Saves a device's readings as vital readings with source `dispositivo` (issue #20), skipping any
 * the patient's record already holds with the same instant and values, and repeats in the batch,
 * so a second sync adds nothing. The readings added form one import that names the monitor and
 * the user chosen on it (issue #37). One transaction under a per-patient lock, so two saves at
 * once cannot both add the same reading.
 */
export async function saveDeviceReadings(
  db: Database,
  patientId: number,
  body: Pick<DeviceReadingsRequest, 'dispositivo' | 'readings'>,
): Promise<{ added: number; skipped: number; id_importazione: number | null }> {
  const { readings, dispositivo } = body;
  if (readings.length === 0) return { added: 0, skipped: 0, id_importazione: null };
  return db.transaction(async (tx) => {
    await lockDeviceSaves(tx, patientId);
    const instants = readings.map((reading) => new Date(reading.created_on).getTime());
    const stored = await deviceReadingsBetween(
      tx,
      patientId,
      new Date(Math.min(...instants)),
      new Date(Math.max(...instants)),
    );
    const seen = new Set(stored.map((row) => keyOf(row.created_on, row)));
    const fresh: DeviceReadingValues[] = [];
    for (const reading of readings) {
      const createdOn = new Date(reading.created_on);
      const key = keyOf(createdOn, reading);
      if (seen.has(key)) continue;
      seen.add(key);
      fresh.push({
        created_on: createdOn,
        ...Object.fromEntries(vitalMeasures.map((measure) => [measure, reading[measure] ?? null])),
      });
    }
    if (fresh.length === 0) return { added: 0, skipped: readings.length, id_importazione: null };
    const importId = await insertDeviceImport(
      tx,
      patientId,
      {
        dispositivo: dispositivo.nome,
        numero_serie: dispositivo.numero_serie ?? null,
        id_utente_dispositivo: dispositivo.id_utente_dispositivo,
        utente_dispositivo: dispositivo.utente_dispositivo ?? null,
      },
      fresh,
    );
    return { added: fresh.length, skipped: readings.length - fresh.length, id_importazione: importId };
  });
}

/** The patient's device imports, newest first, with their readings still in the record. */
export async function deviceImportsOf(db: Database, patientId: number) {
  const rows = await listDeviceImports(db, patientId);
  return rows.map((row) => ({ ...row, created_on: row.created_on.toISOString() }));
}

/** An import by id, for the owner check. */
export function deviceImportById(db: Database, importId: number) {
  return findDeviceImport(db, importId);
}

/**
 * Undoes an import (issue #37): confirmed with the password (and a code with app codes on) as
 * every destructive action is, then the import and all its readings go. Answers how many readings
 * were removed.
 */
export async function undoDeviceImport(
  deps: Pick<RouteDeps, 'db' | 'config'>,
  userId: number,
  importId: number,
  confirmation: v.InferOutput<typeof DestructiveConfirmationSchema>,
): Promise<{ removed: number }> {
  await confirmPasswordAndCode(deps, userId, confirmation);
  return { removed: await deleteDeviceImport(deps.db, importId) };
}
