import * as v from 'valibot';
import { confidentialityLevels } from '../shared/confidentiality.ts';

/** A diary entry without its drawings: a list row (spec 000 section 3 "Diary entry"). */
export const DiaryEntrySummarySchema = v.object({
  /** Entry id. */
  id_taccuino: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Author id (the patient). */
  author_id: v.number(),
  /** Always 1: the drawing is 2-D. */
  taccuino_2d_drawn: v.literal(1),
  /** Entry date (YYYY-MM-DD). */
  taccuino_data: v.string(),
  /** Description of the pain or symptom. */
  taccuino_descrizione: v.string(),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
  /** When the entry was deleted (ISO-8601), or null. */
  deleted_at: v.nullable(v.string()),
});
