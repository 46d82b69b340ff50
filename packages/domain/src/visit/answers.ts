import * as v from 'valibot';

/** A visit as the API answers it (spec 001 section 3 "Visit"). */
const VisitAnswerItemSchema = v.object({
  /** Visit id. */
  id_visita: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Visit date (YYYY-MM-DD). */
  visita_data: v.string(),
  /** Reason. */
  visita_motivazione: v.string(),
  /** Observations. */
  visita_osservazioni: v.string(),
  /** Conclusions. */
  visita_conclusioni: v.string(),
});

/** The answer of GET /api/visitePatient/{id}: the patient's visits, newest first. */
export const VisitListAnswerSchema = v.object({
  /** The visits. */
  data: v.array(VisitAnswerItemSchema),
});

/** The answer of the add and edit calls: the outcome message and the visit as stored. */
export const VisitSaveAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The saved visit. */
  data: VisitAnswerItemSchema,
});

/** The answer of DELETE /api/visite/{id}: 'Visita eliminata con successo!' (spec 001 section 8). */
export const VisitDeleteAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The deleted visit id. */
  data: v.object({ id_visita: v.number() }),
});
