import type * as v from 'valibot';
import { validate } from '../issues.ts';

/** The issue codes a schema reports for one dotted path (empty when the input is valid there). */
export function codesAt(schema: v.GenericSchema, input: unknown, path: string): string[] {
  const result = validate(schema, input);
  if (result.success) return [];
  return result.issues.filter((issue) => issue.path === path).map((issue) => issue.code);
}

/** Every issue code a schema reports, by path. */
export function allCodes(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = validate(schema, input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.issues) {
    byPath[issue.path] = [...(byPath[issue.path] ?? []), issue.code];
  }
  return byPath;
}
