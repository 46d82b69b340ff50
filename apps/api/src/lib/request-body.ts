import { IdSchema, validate } from '@cartella/domain';
import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './api-error.ts';

const jsonContentType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads a JSON body: a wrong content type is 415, malformed JSON is 400, and a body that fails the
 * schema is 400 with field paths and issue codes only (toolchain.md: never echo patient data).
 */
export async function parseJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  if (!jsonContentType.test(c.req.header('content-type') ?? '')) throw new ApiError('unsupported_media_type');
  const text = await readBodyText(c);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw new ApiError('validation_failed', { fields: [{ path: '', code: 'invalid_type' }] });
  }
  const result = validate(schema, input);
  if (!result.success) throw new ApiError('validation_failed', { fields: result.issues });
  return result.output;
}

/**
 * A body that stopped coming: the client hung up half-way (or its stream broke). The caller's
 * doing, so 400 and no error line (issue #34, T8): anyone could otherwise fill the error log with
 * aborted uploads and hide real 500s.
 */
export function incompleteBody(): ApiError {
  return new ApiError('validation_failed', { fields: [{ path: '', code: 'invalid_type' }] });
}

/**
 * The body as text. A read that fails because the client hung up or the stream broke is
 * `incompleteBody()`; the body limit's own 413 (middleware/body-limit.ts) passes through.
 */
export async function readBodyText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw incompleteBody();
  }
}

/** A positive integer path parameter (ids), or 400 naming the parameter. */
export function integerParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  // At most 10 digits before Number(): the same ids as the bodies' IdSchema (1 to ID_MAX).
  const value = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!v.is(IdSchema, value)) {
    throw new ApiError('validation_failed', { fields: [{ path: name, code: 'invalid_type' }] });
  }
  return value;
}

/** Refuses the body with one field issue (400 validation_failed), e.g. an option the caller may not use. */
export function fieldError(path: string, code: string): never {
  throw new ApiError('validation_failed', { fields: [{ path, code }] });
}
