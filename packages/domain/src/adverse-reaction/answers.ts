import * as v from 'valibot';
import { AdverseReactionItemSchema } from './entities.ts';

export type AdverseReport = v.InferOutput<typeof AdverseReactionItemSchema>;

/** The answer of GET /api/getAdverseReaction/{id}: the caller's reports, newest first. */
export const AdverseReactionListAnswerSchema = v.object({
  /** The reports. */
  data: v.array(AdverseReactionItemSchema),
});

/** The answer of POST /api/adverseReaction: the translated outcome and the new report's id. */
export const AdverseReactionSaveAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The report's id. */
  id: v.number(),
});
