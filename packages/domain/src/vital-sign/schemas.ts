import * as v from 'valibot';
import { boundedText, firstIssueOnly, IdSchema, NewOrIdSchema, TEXT_LIMITS } from '../shared/limits.ts';
import { numberInRange } from '../shared/numbers.ts';

/**
 * Plausible ranges of each measure (issue #16): wide enough for any real patient, narrow enough to
 * catch a slip of the keyboard (a weight of 700, a temperature of 375).
 */
const vitalRanges = {
  /** kg */
  parametro_peso: { min: 0.5, max: 400 },
  /** cm */
  parametro_altezza: { min: 30, max: 250 },
  /** mmHg */
  parametro_pressione_massima: { min: 50, max: 300 },
  /** mmHg */
  parametro_pressione_minima: { min: 20, max: 200 },
  /** beats per minute */
  parametro_frequenza_cardiaca: { min: 20, max: 250 },
  /** % */
  parametro_spo2: { min: 50, max: 100 },
  /** °C */
  parametro_temperatura: { min: 30, max: 45 },
  /** mg/dL */
  parametro_glicemia: { min: 20, max: 1000 },
} as const;

export type VitalMeasure = keyof typeof vitalRanges;
export const vitalMeasures = Object.keys(vitalRanges) as VitalMeasure[];

function measure(key: VitalMeasure) {
  const { min, max } = vitalRanges[key];
  return v.nullish(
    firstIssueOnly(v.pipe(v.number('invalid_type'), v.finite('invalid_type'), numberInRange(min, max))),
  );
}

const VitalFieldsSchema = v.object({
  /** Reading id; 0 when new. */
  id_parametro: NewOrIdSchema,
  /** When the reading was taken (ISO 8601 with time zone). */
  created_on: firstIssueOnly(
    v.pipe(
      boundedText(TEXT_LIMITS.date, 'required'),
      v.check((text) => text.trim() !== '', 'required'),
      v.isoTimestamp('date_invalid'),
    ),
  ),
  /** Weight, kg. */
  parametro_peso: measure('parametro_peso'),
  /** Height, cm. */
  parametro_altezza: measure('parametro_altezza'),
  /** Systolic pressure, mmHg. */
  parametro_pressione_massima: measure('parametro_pressione_massima'),
  /** Diastolic pressure, mmHg (below the systolic). */
  parametro_pressione_minima: measure('parametro_pressione_minima'),
  /** Heart rate, beats/min. */
  parametro_frequenza_cardiaca: measure('parametro_frequenza_cardiaca'),
  /** Oxygen saturation, %. */
  parametro_spo2: measure('parametro_spo2'),
  /** Body temperature, °C. */
  parametro_temperatura: measure('parametro_temperatura'),
  /** Blood glucose, mg/dL. */
  parametro_glicemia: measure('parametro_glicemia'),
});

type VitalFields = v.InferOutput<typeof VitalFieldsSchema>;

/**
 * A vital reading (spec 001 section 3 "Vital readings"): a date and time and at least one measure,
 * each within its range; the diastolic pressure below the systolic.
 */
export const VitalReadingSchema = v.pipe(
  VitalFieldsSchema,
  v.forward(
    v.check(
      (reading: VitalFields) =>
        vitalMeasures.some((key) => reading[key] !== null && reading[key] !== undefined),
      'reading_empty',
    ),
    ['parametro_peso'],
  ),
  v.forward(
    v.check(
      (reading: VitalFields) =>
        reading.parametro_pressione_minima == null ||
        reading.parametro_pressione_massima == null ||
        reading.parametro_pressione_minima < reading.parametro_pressione_massima,
      'diastolic_not_below_systolic',
    ),
    ['parametro_pressione_minima'],
  ),
);

export type VitalReadingInput = v.InferInput<typeof VitalReadingSchema>;

/**
 * The add body as documented (POST /api/rilevazioni): the reading's fields plus the patient. The
 * API checks the body with VitalReadingSchema too (its cross-field rules).
 */
export const VitalReadingCreateSchema = v.object({
  ...VitalFieldsSchema.entries,
  /** Patient id (the caller's own). */
  id_paziente: IdSchema,
});
