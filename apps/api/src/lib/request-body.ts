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
  const text = await c.req.text();
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
