import type { MonitorSyncResult } from '@cartella/ble';
import { VitalReadingSchema } from '@cartella/domain';
import * as v from 'valibot';

/**
 * What the patient chose to save from a sync (issue #37): a monitor keeps the pressure readings of
 * each of its users, and oxygen and temperature without a user, so only the patient can say which
 * are theirs.
 */
export interface ReadingsChoice {
  /** The monitor user the patient is; null: none of them (no pressure reading is saved). */
  userId: number | null;
  /** Save the oxygen readings. */
  oxygen: boolean;
  /** Save the body-temperature readings. */
  temperature: boolean;
}

/** What a past import of the same monitor remembers: the user the patient chose on it. */
export interface RememberedImport {
  numero_serie: string | null;
  id_utente_dispositivo: number | null;
}

/** The monitor's clock reading (local time, no zone) as an instant of this browser's zone. */
export function instantOf(localDateTime: string): string {
  return new Date(localDateTime).toISOString();
}

/** The monitor's users with pressure readings, in the monitor's order. */
export function pressureUsers(result: MonitorSyncResult) {
  return result.pressureByUser.filter((user) => user.records.length > 0);
}

/** Body-temperature readings (an object thermometer's are never the patient's). */
function bodyTemperatures(result: MonitorSyncResult) {
  return result.temperature.filter((record) => record.way === 'body');
}

/**
 * The choice the dialog opens with: the user chosen at the last import of this monitor (by serial
 * number) if it still has readings, or the only user when there is one; otherwise none, and the
 * patient must choose. Oxygen and temperature, which the monitor does not tie to a user, are
 * ticked only when the monitor has at most one user.
 */
export function initialChoice(
  result: MonitorSyncResult,
  imports: readonly RememberedImport[],
): { choice: ReadingsChoice; mustChoose: boolean } {
  const users = pressureUsers(result);
  const serial = result.deviceInfo?.serialNumber;
  const remembered = serial ? imports.find((entry) => entry.numero_serie === serial) : undefined;
  const sharedOnes = result.users.length <= 1;
  const base = { oxygen: sharedOnes, temperature: sharedOnes };
  if (remembered !== undefined) {
    const known = users.some((user) => user.userId === remembered.id_utente_dispositivo);
    if (known || remembered.id_utente_dispositivo === null) {
      return { choice: { ...base, userId: remembered.id_utente_dispositivo }, mustChoose: false };
    }
  }
  if (users.length === 0) return { choice: { ...base, userId: null }, mustChoose: false };
  if (users.length === 1 && sharedOnes) {
    return { choice: { ...base, userId: users[0]?.userId ?? null }, mustChoose: false };
  }
  return { choice: { ...base, userId: null }, mustChoose: true };
}

/**
 * The readings the choice saves, as vital readings: the chosen user's pressure with its pulse,
 * oxygen with its pulse, body temperature. A reading outside the vital-reading rules (a probe off
 * the finger) is left out rather than refusing the whole save.
 */
export function readingsToSave(result: MonitorSyncResult, choice: ReadingsChoice) {
  const pressure = result.pressureByUser.filter((user) => user.userId === choice.userId);
  const readings = [
    ...pressure.flatMap((user) =>
      user.records.map((record) => ({
        created_on: instantOf(record.recordedAt.localDateTime),
        parametro_pressione_massima: record.systolicMmHg,
        parametro_pressione_minima: record.diastolicMmHg,
        parametro_frequenza_cardiaca: record.pulseRateBpm,
      })),
    ),
    ...(choice.oxygen ? result.oxygen : []).map((record) => ({
      created_on: instantOf(record.recordedAt.localDateTime),
      parametro_spo2: record.oxygenSaturationPercent,
      parametro_frequenza_cardiaca: record.pulseRateBpm,
    })),
    ...(choice.temperature ? bodyTemperatures(result) : []).map((record) => ({
      created_on: instantOf(record.recordedAt.localDateTime),
      parametro_temperatura: record.temperatureCelsius,
    })),
  ];
  return readings.filter((reading) => v.is(VitalReadingSchema, reading));
}

/** How many readings of each kind the sync holds, for the choices' labels. */
export function readingCounts(result: MonitorSyncResult) {
  return {
    oxygen: result.oxygen.length,
    temperature: bodyTemperatures(result).length,
    pressureOf: (userId: number) =>
      result.pressureByUser.find((user) => user.userId === userId)?.records.length ?? 0,
  };
}
