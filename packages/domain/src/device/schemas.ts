import * as v from 'valibot';
import { IdSchema, integerInRange, optionalText, requiredText } from '../shared/limits.ts';
import { VitalReadingSchema } from '../vital-sign/schemas.ts';

/** Most readings one save of a device may carry (a monitor keeps a few hundred). */
export const DEVICE_READINGS_MAX = 1000;

/** The `source` of a vital reading saved from a device (the typed ones are `manuale`). */
export const DEVICE_READING_SOURCE = 'dispositivo';

/** Longest device name, serial number or monitor user name kept with an import. */
export const DEVICE_NAME_MAX = 64;

/**
 * The monitor a save came from and which of its users the patient said they are (issue #37: a
 * monitor keeps several people's readings; only the patient's go in the record).
 */
export const DeviceSourceSchema = v.object({
  /** The device's name, as it announces itself over Bluetooth. */
  nome: requiredText(DEVICE_NAME_MAX),
  /** Its serial number, when it gave one: the next sync of the same monitor preselects the same user. */
  numero_serie: optionalText(DEVICE_NAME_MAX),
  /** The monitor user (the id byte of usr.dat) whose pressure readings are saved; null: none. */
  id_utente_dispositivo: v.nullable(integerInRange(0, 255)),
  /** That user's name on the monitor; null when no user was chosen. */
  utente_dispositivo: optionalText(DEVICE_NAME_MAX),
});

/**
 * POST /api/rilevazioniDispositivo (beyond the spec, issue #20): the readings of a synced monitor
 * (pressure with pulse, oxygen with pulse, body temperature) become vital readings with source
 * `dispositivo`; a reading already saved (same time, same values) is skipped, so syncing twice
 * adds nothing. The readings saved together form one import, which can be undone (issue #37).
 */
export const DeviceReadingsRequestSchema = v.object({
  /** The caller's patient id. */
  id_paziente: IdSchema,
  /** The monitor and the user chosen on it. */
  dispositivo: DeviceSourceSchema,
  /** The readings, each with the vital-reading rules (time with zone, ranges, one measure at least). */
  readings: v.pipe(v.array(VitalReadingSchema, 'invalid_type'), v.maxLength(DEVICE_READINGS_MAX, 'too_long')),
});

/** The answer: how many readings were added and how many were already there. */
export const DeviceReadingsAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  data: v.object({
    /** Readings stored now. */
    added: v.number(),
    /** Readings skipped because the record already holds them. */
    skipped: v.number(),
    /** The import the added readings belong to; null when nothing was added. */
    id_importazione: v.nullable(v.number()),
  }),
});

/** One save of a device's readings, as the devices panel lists it (issue #37). */
export const DeviceImportSchema = v.object({
  /** Import id. */
  id_importazione: v.number(),
  /** When the readings were saved (ISO 8601). */
  created_on: v.string(),
  /** The device's name. */
  dispositivo: v.string(),
  /** Its serial number, or null. */
  numero_serie: v.nullable(v.string()),
  /** The monitor user chosen, or null for none. */
  id_utente_dispositivo: v.nullable(v.number()),
  /** That user's name, or null. */
  utente_dispositivo: v.nullable(v.string()),
  /** Readings of this import still in the record. */
  misure: v.number(),
});

/** GET /api/importazioniDispositivo/{id_paziente}: the patient's imports, newest first. */
export const DeviceImportListAnswerSchema = v.object({
  /** The imports. */
  data: v.array(DeviceImportSchema),
});

/** POST /api/annullaImportazione/{id_importazione}: the import and its readings are gone. */
export const DeviceImportUndoAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  data: v.object({
    /** Readings removed from the record. */
    removed: v.number(),
  }),
});

/** Most samples of one ECG a save may carry (60 s at 250 Hz, twice the monitor's 30 s). */
export const ECG_SAMPLES_MAX = 15_001;

/**
 * POST /api/ecgDispositivo (beyond the spec, issue #20): an ECG read from the monitor becomes a
 * Kardia file, a PDF of the strip with its date, mode and result.
 */
export const DeviceEcgRequestSchema = v.object({
  /** The caller's patient id. */
  id_paziente: IdSchema,
  /** Recording time (ISO 8601 with zone). */
  recorded_at: v.pipe(
    v.string('invalid_type'),
    v.maxLength(40, 'invalid_type'),
    v.isoTimestamp('date_invalid'),
  ),
  /** Lead mode. */
  mode: v.picklist(['hand-hand', 'hand-chest', '1-lead', '2-lead', 'unknown'], 'invalid_type'),
  /** The device's verdict. */
  result: v.picklist(['happy', 'sad', 'unknown'], 'invalid_type'),
  /** Mean heart rate, beats/min. */
  average_bpm: integerInRange(0, 400),
  /** Samples per second. */
  sample_rate_hz: integerInRange(50, 1000),
  /** The trace in millivolts; null where the lead was off. */
  samples_mv: v.pipe(
    v.array(
      v.nullable(
        v.pipe(
          v.number('invalid_type'),
          v.finite('invalid_type'),
          v.minValue(-50, 'invalid_type'),
          v.maxValue(50, 'invalid_type'),
        ),
      ),
      'invalid_type',
    ),
    v.minLength(2, 'required'),
    v.maxLength(ECG_SAMPLES_MAX, 'too_long'),
  ),
});
