import * as v from 'valibot';
import { EmailSchema } from '../shared/email.ts';
import { boundedText, firstIssueOnly, requiredText, TEXT_LIMITS } from '../shared/limits.ts';

/** Mail to a doctor or a centre (spec 000 and 001, section 3 "Mail payload"). */
export const MailSchema = v.object({
  /** Subject. */
  topic: requiredText(TEXT_LIMITS.short),
  /** Body. */
  text: requiredText(TEXT_LIMITS.clinical),
  /** Sender address (the signed-in user's; the API overrides it). */
  from: EmailSchema,
  /** Recipient address. */
  to: EmailSchema,
  /** Sender name. */
  name: firstIssueOnly(boundedText(TEXT_LIMITS.name, 'required')),
  /** Recipient name. */
  recName: firstIssueOnly(boundedText(TEXT_LIMITS.name, 'required')),
});
