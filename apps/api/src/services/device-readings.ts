import { DEVICE_READING_SOURCE, type DeviceReadingsRequestSchema } from '@cartella/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { vitalMeasures, vitalReadings } from '../db/schemas/diagnoses-visits-vitals.ts';

type DeviceReading = v.InferOutput<typeof DeviceReadingsRequestSchema>['readings'][number];

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
 * so a second sync adds nothing. One transaction under a per-patient lock, so two saves at once
 * cannot both add the same reading.
 */
export async function saveDeviceReadings(
  db: Database,
  patientId: number,
  readings: readonly DeviceReading[],
): Promise<{ added: number; skipped: number }> {
  if (readings.length === 0) return { added: 0, skipped: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(21, ${patientId})`);
    const instants = readings.map((reading) => new Date(reading.created_on).getTime());
    const stored = await tx
      .select()
      .from(vitalReadings)
      .where(
        and(
          eq(vitalReadings.id_paziente, patientId),
          eq(vitalReadings.source, DEVICE_READING_SOURCE),
          gte(vitalReadings.created_on, new Date(Math.min(...instants))),
          lte(vitalReadings.created_on, new Date(Math.max(...instants))),
        ),
      );
    const seen = new Set(stored.map((row) => keyOf(row.created_on, row)));
    let added = 0;
    for (const reading of readings) {
      const createdOn = new Date(reading.created_on);
      const key = keyOf(createdOn, reading);
      if (seen.has(key)) continue;
      seen.add(key);
      await tx.insert(vitalReadings).values({
        id_paziente: patientId,
        created_on: createdOn,
        ...Object.fromEntries(vitalMeasures.map((measure) => [measure, reading[measure] ?? null])),
        source: DEVICE_READING_SOURCE,
      });
      added += 1;
    }
    return { added, skipped: readings.length - added };
  });
}
