import * as v from 'valibot';
import { withParams } from './issues.ts';
import type { IssueCode } from './messages.ts';

/** A number in a closed range, reported as out_of_range with {min, max}. */
export function numberInRange(min: number, max: number, code: IssueCode = 'out_of_range') {
  return v.check(
    withParams((value: number) => value >= min && value <= max, { min, max }),
    code,
  );
}

/** The longest text `parseDecimal` reads; a typed clinical number is never longer. */
export const DECIMAL_TEXT_MAX_LENGTH = 32;

// An optional sign, then digits with an optional fraction or a bare fraction; the separator is the
// Italian comma or the dot. Each part is one character class, so a refused text cannot backtrack.
const decimalPattern = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/**
 * The one reader of a typed decimal number: "72,5", "72.5", "-3", "+0,5" and ",5" read as numbers;
 * surrounding spaces are ignored. Anything else (empty, letters, two separators, exponents, a
 * text longer than DECIMAL_TEXT_MAX_LENGTH) gives null.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed.length > DECIMAL_TEXT_MAX_LENGTH || !decimalPattern.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}
