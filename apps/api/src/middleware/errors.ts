import { randomBytes } from 'node:crypto';
import {
  localeFromAcceptLanguage,
  type RequestErrorCode,
  requestErrorMessages,
  translate,
  waitText,
} from '@cartella/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, type ApiErrorDetails } from '../lib/api-error.ts';
import type { ErrorLogEntry } from '../lib/log.ts';
import { AnswerContractError } from './answers.ts';

/**
 * The one table from domain error code to HTTP status (conventions.md, habit 7). Every error the
 * API answers goes through `errorResponse`, so the body is always `{ error: { code, message,
 * fields?, id? } }` with the message in the caller's language and never a submitted value (`id`
 * only on 500: the error id of the server's log line).
 */
export const httpStatusByErrorCode = {
  validation_failed: 400,
  unauthenticated: 401,
  session_expired: 401,
  wrong_credentials: 401,
  second_factor_failed: 401,
  second_factor_expired: 401,
  second_factor_required: 403,
  forbidden: 403,
  permission_denied: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_attempts: 429,
  rate_limited: 429,
  internal: 500,
  not_configured: 501,
  timeout: 503,
  mail_failed: 502,
  gone: 410,
  // Never answered by the API: the web's code for an answer that breaks its contract (a bad gateway
  // from the browser's point of view), listed so the table stays total.
  invalid_answer: 502,
} as const satisfies Record<RequestErrorCode, ContentfulStatusCode>;

/** Builds the single error body for a code. */
export function errorResponse(c: Context, code: RequestErrorCode, details: ApiErrorDetails = {}): Response {
  const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
  const retry = details.retryAfterSeconds;
  const params = retry === undefined ? details.params : { ...details.params, wait: waitText(retry, locale) };
  const message = translate(details.message ?? requestErrorMessages[code], locale, params);
  for (const [name, value] of Object.entries(details.headers ?? {})) c.header(name, value);
  if (retry !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(retry))));
  const body = {
    code,
    message,
    ...(details.fields === undefined ? {} : { fields: details.fields }),
    ...(details.errorId === undefined ? {} : { id: details.errorId }),
  };
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

/**
 * The SQLSTATE of a database error (PGlite and node-postgres both set `code`), looked up on the
 * error and its causes, since drizzle wraps the driver's error in a DrizzleQueryError.
 */
function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Constructor names of an error and its causes (never their messages, which may hold values). */
function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    // The class name first: drizzle's DrizzleQueryError keeps the generic `name` "Error".
    const className = (current as { constructor?: { name?: unknown } }).constructor?.name;
    const name =
      typeof className === 'string' && className !== 'Error' && className !== 'Object'
        ? className
        : (current as { name?: unknown }).name;
    names.push(typeof name === 'string' ? name.slice(0, 60) : 'unknown');
    current = (current as { cause?: unknown }).cause;
  }
  return names;
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22: untranslatable character 22P05, numeric out of
 * range 22003, invalid text representation 22P02, 22021 bad byte sequence…) means a value of the
 * request did not fit its column: the caller's mistake (400), whatever schema let it through. It
 * is the safety net under the domain schemas, not their replacement.
 */
function isDataException(sqlState: string | undefined): boolean {
  return sqlState?.startsWith('22') ?? false;
}

/** A short random id that ties a 500 answer to its log line. */
function newErrorId(): string {
  return randomBytes(8).toString('hex');
}

/**
 * app.onError: expected errors keep their status; a data exception of the database is 400;
 * anything else is logged (method, route, error names, SQLSTATE and an error id: no message, no
 * stack, no value) and answered as 500 with the same error id.
 */
export function createErrorHandler(logError: (message: string, entry: ErrorLogEntry) => void) {
  return (error: Error, c: Context): Response => {
    // A broken answer contract is the test's failure, not the caller's: let it reach the test.
    if (error instanceof AnswerContractError) throw error;
    if (error instanceof ApiError) return errorResponse(c, error.code, error.details);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, codeForHttpStatus(error.status));
    }
    const sqlState = sqlStateOf(error);
    const entry: ErrorLogEntry = {
      errorId: newErrorId(),
      method: c.req.method,
      route: c.req.routePath,
      names: errorNames(error),
      ...(sqlState === undefined ? {} : { sqlState }),
    };
    if (isDataException(sqlState)) {
      // Logged all the same: a value the schemas let through is a gap to close.
      logError('Database refused a value of the request', entry);
      return errorResponse(c, 'validation_failed');
    }
    logError('Unexpected error', entry);
    return errorResponse(c, 'internal', { errorId: entry.errorId });
  };
}
