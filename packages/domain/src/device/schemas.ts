import * as v from 'valibot';
import { IdSchema } from '../shared/limits.ts';
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
