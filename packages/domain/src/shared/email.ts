import * as v from 'valibot';
import { boundedText, firstIssueOnly, TEXT_LIMITS } from './limits.ts';

/** An e-mail address: 'required', 'too_long' (254), then the address rule on a capped text. */
export const EmailSchema = firstIssueOnly(
  v.pipe(boundedText(TEXT_LIMITS.email, 'required'), v.nonEmpty('required'), v.email('email_invalid')),
);
