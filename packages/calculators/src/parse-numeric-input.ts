/** What a form field holds once read as a number. */
export type ParsedNumericInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'number'; readonly value: number };

// Digits with at most one decimal separator; the comma is accepted because Italian users type it.
// Signs, exponents and letters are refused, as the spec's key handler does (section 5).
const unsignedDecimal = /^(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a form value as a non-negative number: empty (null, undefined, blank), invalid (letters,
 * signs, NaN, infinities, negatives) or a number.
 */
export function parseNumericInput(value: number | string | null | undefined): ParsedNumericInput {
  if (value === null || value === undefined) {
    return { kind: 'empty' };
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? { kind: 'number', value } : { kind: 'invalid' };
  }
  if (typeof value !== 'string') {
    return { kind: 'invalid' };
  }
  const trimmed = value.trim();
  if (trimmed === '') {
    return { kind: 'empty' };
  }
  if (!unsignedDecimal.test(trimmed)) {
    return { kind: 'invalid' };
  }
  return { kind: 'number', value: Number(trimmed.replace(',', '.')) };
}
