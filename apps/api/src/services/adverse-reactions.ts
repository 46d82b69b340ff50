import { AdverseReactionItemSchema } from '@cartella/domain';
import * as v from 'valibot';

/**
 * A stored report in its wire shape (spec 000 section 3), with the drug name of its therapy: the
 * schema keeps the report's fields and drops the columns that are not on the wire.
 */
export function adverseReactionAnswer(
  report: Record<string, unknown>,
  farmaco: string,
  createdAt: Date,
): v.InferOutput<typeof AdverseReactionItemSchema> {
  return v.parse(AdverseReactionItemSchema, { ...report, farmaco, created_at: createdAt.toISOString() });
}
