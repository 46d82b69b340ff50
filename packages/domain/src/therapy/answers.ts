import * as v from 'valibot';
import { TherapyAnswerItemSchema } from './entities.ts';

/** The answer of GET /api/getFarmaci/{patient}/{type}: the patient's therapies. */
export const TherapyListAnswerSchema = v.object({
  /** The therapies of the asked list (type 3: all three). */
  data: v.array(TherapyAnswerItemSchema),
});

/** The answer of POST /api/farmaci: the translated outcome and the therapy as stored. */
export const TherapySaveAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The saved therapy, or null after a deletion. */
  data: v.nullable(TherapyAnswerItemSchema),
});
