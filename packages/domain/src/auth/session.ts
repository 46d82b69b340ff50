import * as v from 'valibot';
import { boundedText, firstIssueOnly, TEXT_LIMITS } from '../shared/limits.ts';

/**
 * Login form and request body (spec part 2, section 5 "Login": e-mail and password required).
 * Messages are issue codes; the UI and API translate them.
 */
export const LoginSchema = v.object({
  /** The account's e-mail address. */
  email: firstIssueOnly(
    v.pipe(boundedText(TEXT_LIMITS.email, 'required'), v.nonEmpty('required'), v.email('email_invalid')),
  ),
  /** The password, checked against the stored argon2id hash. */
  password: firstIssueOnly(v.pipe(boundedText(TEXT_LIMITS.password, 'required'), v.nonEmpty('required'))),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** Session constants (spec part 1 section 9, part 2 section 9 "Session and storage"). */
export const SESSION_LIFETIME_MINUTES = 120;
export const IDLE_LOGOUT_SECONDS = 600;
export const IDLE_CHECK_INTERVAL_SECONDS = 60;
export const MENU_WAIT_POLLS = 6;
export const MENU_WAIT_INTERVAL_MS = 1000;

/**
 * Open sessions one account may keep (issue #23: a new sign-in does not silently keep an unlimited
 * number of old sessions). Signing in beyond it ends the least recently used ones.
 */
export const MAX_OPEN_SESSIONS = 10;
