import {
  type FieldIssue,
  localeFromAcceptLanguage,
  type RequestErrorCode,
  requestErrorMessages,
  translate,
} from '@cartella/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one table from domain error code to HTTP status (conventions.md, habit 7). Every error the
 * API answers goes through `errorResponse`, so the body is always `{ error: { code, message,
 * fields? } }` with the message in the caller's language and never a submitted value.
 */
export const httpStatusByErrorCode = {
  validation_failed: 400,
  unauthenticated: 401,
  session_expired: 401,
  wrong_credentials: 401,
  forbidden: 403,
  permission_denied: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_attempts: 429,
  internal: 500,
  not_configured: 501,
} as const satisfies Record<RequestErrorCode, ContentfulStatusCode>;

export interface ApiErrorDetails {
  /** Field-level issues (validation failures). */
  fields?: FieldIssue[];
  /** Values for the message's placeholders (e.g. { minutes }). */
  params?: Record<string, string | number>;
  /** Extra response headers (Retry-After, WWW-Authenticate). */
  headers?: Record<string, string>;
}

/** An expected failure, answered with its code's status. Thrown by handlers and middleware. */
export class ApiError extends Error {
  readonly code: RequestErrorCode;
  readonly details: ApiErrorDetails;
  constructor(code: RequestErrorCode, details: ApiErrorDetails = {}) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
  }
}

/** Builds the single error body for a code. */
export function errorResponse(c: Context, code: RequestErrorCode, details: ApiErrorDetails = {}): Response {
  const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
  const message = translate(requestErrorMessages[code], locale, details.params);
  for (const [name, value] of Object.entries(details.headers ?? {})) c.header(name, value);
  const body = details.fields === undefined ? { code, message } : { code, message, fields: details.fields };
  return c.json({ error: body }, httpStatusByErrorCode[code]);
}

/** Hono's HTTPExceptions (from built-in middleware) by status, mapped to our codes. */
function codeForHttpStatus(status: number): RequestErrorCode {
  switch (status) {
    case 400:
      return 'validation_failed';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    default:
      return 'internal';
  }
}

/** app.onError: expected errors keep their status; anything else is logged and answered as 500. */
export function createErrorHandler(logError: (message: string, error: unknown) => void) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) return errorResponse(c, error.code, error.details);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, codeForHttpStatus(error.status));
    }
    // Method and path only: request bodies carry patient data and never reach the log.
    logError(`Unexpected error on ${c.req.method} ${c.req.path}`, error);
    return errorResponse(c, 'internal');
  };
}
