import * as v from 'valibot';

const measure = v.nullable(v.number());

/** A vital reading as the API answers it (spec 001 section 3 "Vital readings (tbl_parametri_vitalis)"). */
export const VitalReadingAnswerItemSchema = v.object({
  /** Reading id. */
  id_parametro: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** When the reading was taken (ISO 8601). */
  created_on: v.string(),
  /** Weight, kg. */
  parametro_peso: measure,
  /** Height, cm. */
  parametro_altezza: measure,
  /** Systolic pressure, mmHg. */
  parametro_pressione_massima: measure,
  /** Diastolic pressure, mmHg. */
  parametro_pressione_minima: measure,
  /** Heart rate, beats/min. */
  parametro_frequenza_cardiaca: measure,
  /** Oxygen saturation, %. */
  parametro_spo2: measure,
  /** Body temperature, °C. */
  parametro_temperatura: measure,
  /** Blood glucose, mg/dL. */
  parametro_glicemia: measure,
  /** Where it came from: manuale (typed), or a device. */
  source: v.string(),
});

/** The answer of GET /api/rilevazioniPatient/{patientId}: the readings, newest first. */
export const VitalReadingListAnswerSchema = v.object({
  /** The readings. */
  data: v.array(VitalReadingAnswerItemSchema),
});

/** The answer of the add and edit calls. */
export const VitalReadingSaveAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The saved reading. */
  data: VitalReadingAnswerItemSchema,
});

/** The answer of DELETE /api/rilevazioni/{id}. */
export const VitalReadingDeleteAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The deleted reading id. */
  data: v.object({ id_parametro: v.number() }),
});
