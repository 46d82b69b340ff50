import * as v from 'valibot';
import { requiredIsoDate } from '../shared/dates.ts';
import { IdSchema, NewOrIdSchema, requiredText, TEXT_LIMITS } from '../shared/limits.ts';

/** Visit add and edit (spec 001, section 5): reason, observations and conclusions required. */
export const VisitSchema = v.object({
  /** Visit id; 0 when new. */
  id_visita: NewOrIdSchema,
  /** Visit date. */
  visita_data: requiredIsoDate(),
  /** Reason. */
  visita_motivazione: requiredText(TEXT_LIMITS.clinical),
  /** Observations. */
  visita_osservazioni: requiredText(TEXT_LIMITS.clinical),
  /** Conclusions. */
  visita_conclusioni: requiredText(TEXT_LIMITS.clinical),
});

export type VisitInput = v.InferInput<typeof VisitSchema>;

/** The add body (POST /api/visite): the form plus the patient it belongs to. */
export const VisitCreateSchema = v.object({
  ...VisitSchema.entries,
  /** Patient id (the caller's own). */
  id_paziente: IdSchema,
});
