import * as v from 'valibot';
import { babySexes, pregnancyOutcomes } from './codes.ts';

/** A stored pregnancy (tbl_gravidanze). */
export const PregnancyItemSchema = v.object({
  /** Pregnancy id. */
  id_gravidanza: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Mother's age at the pregnancy. */
  eta: v.number(),
  /** Start date (YYYY-MM-DD). */
  inizio_gravidanza: v.string(),
  /** End date (YYYY-MM-DD), or null. */
  fine_gravidanza: v.nullable(v.string()),
  /** Outcome, or null. */
  esito: v.nullable(v.picklist(pregnancyOutcomes)),
  /** Baby's sex, or null. */
  sesso_bambino: v.nullable(v.picklist(babySexes)),
  /** Notes, or null. */
  note_gravidanza: v.nullable(v.string()),
});

export type PregnancyItem = v.InferOutput<typeof PregnancyItemSchema>;

/** The answer of GET /api/getGravidanze/{id}: the patient's pregnancies, oldest first. */
export const PregnancyListAnswerSchema = v.object({
  data: v.array(PregnancyItemSchema),
});

/** The answer of POST and PUT /api/gravidanze: the pregnancy as stored. */
export const PregnancyAnswerSchema = v.object({
  data: PregnancyItemSchema,
});

/** The answer of DELETE /api/gravidanze/{id}: which pregnancy was deleted. */
export const PregnancyDeleteAnswerSchema = v.object({
  data: v.object({
    /** The deleted pregnancy's id. */
    id_gravidanza: v.number(),
  }),
});
