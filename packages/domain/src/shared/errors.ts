/**
 * Cartella's one error vocabulary (conventions.md, habit 7). Request-level codes are mapped to
 * HTTP status by the API in one table; field-level issue codes travel in `fields`. Codes are
 * stable identifiers, never text: the text comes from `messages.ts`.
 */
export const requestErrorCodes = [
  'validation_failed',
  'unauthenticated',
  'session_expired',
  'wrong_credentials',
  'too_many_attempts',
  'rate_limited',
  'forbidden',
  'permission_denied',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'not_configured',
  'timeout',
  // The mail server refused a message or could not be reached (issue 18).
  'mail_failed',
  // A share link that was revoked or has expired (issue #22).
  'gone',
  // Issue #23: the second step of a sign-in failed or came too late; the admin area needs one.
  'second_factor_failed',
  'second_factor_expired',
  'second_factor_required',
  'internal',
  // The web's own code: an answer that does not match its response schema (never sent by the API).
  'invalid_answer',
] as const;

/** A request-level error code: what went wrong with the request as a whole. */
export type RequestErrorCode = (typeof requestErrorCodes)[number];

/** One field's problem, as sent on the wire: `{ path: 'paziente_codfiscale', code: 'tax_code_invalid' }`. */
export interface FieldIssue {
  /** Dotted path of the field in the request body. */
  path: string;
  /** Stable issue code (see `IssueCode` in messages.ts). */
  code: string;
  /** Values the message interpolates (ranges, limits); never the submitted value. */
  params?: Record<string, string | number>;
}
