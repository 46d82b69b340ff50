import * as v from 'valibot';
import { IdSchema, integerInRange } from '../shared/limits.ts';
import { VitalReadingSchema } from '../vital-sign/schemas.ts';

/** Most readings one save of a device may carry (a monitor keeps a few hundred). */
export const DEVICE_READINGS_MAX = 1000;

/** The `source` of a vital reading saved from a device (the typed ones are `manuale`). */
export const DEVICE_READING_SOURCE = 'dispositivo';

/**
 * POST /api/rilevazioniDispositivo (beyond the spec, issue #20): the readings of a synced monitor
 * (pressure with pulse, oxygen with pulse, body temperature) become vital readings with source
 * `dispositivo`; a reading already saved (same time, same values) is skipped, so syncing twice
 * adds nothing.
 */
export const DeviceReadingsRequestSchema = v.object({
  /** The caller's patient id. */
  id_paziente: IdSchema,
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
