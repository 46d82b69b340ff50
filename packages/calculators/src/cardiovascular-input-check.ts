import { calculatorAgeRangesYears } from './age-ranges.ts';
import { ascvdDerivationRanges } from './ascvd-pooled-cohort.ts';
import { isSex } from './guards.ts';
import { parseNumericInput } from './parse-numeric-input.ts';

/** The cardiovascular page's fields as the form holds them, before any check. */
export interface CardiovascularInputsDraft {
  readonly sex: unknown;
  readonly race: unknown;
  readonly ageYears: number | string | null | undefined;
  readonly totalCholesterolMgDl: number | string | null | undefined;
  readonly hdlCholesterolMgDl: number | string | null | undefined;
  readonly systolicBpMmHg: number | string | null | undefined;
}

/** A field of {@link CardiovascularInputsDraft}. */
export type CardiovascularField = keyof CardiovascularInputsDraft;

/** A measurement outside the range the ACC/AHA estimator accepts: the risk is an extrapolation. */
export interface CardiovascularWarning {
  readonly code: 'outside_derivation_range';
  readonly field: 'totalCholesterolMgDl' | 'hdlCholesterolMgDl' | 'systolicBpMmHg';
  readonly min: number;
  readonly max: number;
}

/** Outcome of {@link checkCardiovascularInputs}. */
export type CardiovascularInputsCheck =
  | { readonly code: 'missing_fields'; readonly fields: readonly CardiovascularField[] }
  | { readonly code: 'invalid_values'; readonly fields: readonly CardiovascularField[] }
  | { readonly code: 'age_out_of_range'; readonly min: number; readonly max: number }
  | { readonly code: 'valid'; readonly warnings: readonly CardiovascularWarning[] };

const numericFields = ['ageYears', 'totalCholesterolMgDl', 'hdlCholesterolMgDl', 'systolicBpMmHg'] as const;
const measuredFields = ['totalCholesterolMgDl', 'hdlCholesterolMgDl', 'systolicBpMmHg'] as const;

/**
 * Checks the cardiovascular (Pooled Cohort) page before computing, in this order:
 * 'missing_fields' when sex or race is not one the equations know, or a number is empty
 * (spec: 'Compila e/o seleziona tutti i campi!'); 'invalid_values' when a number is not numeric or
 * not positive (spec: 'Inserire dei valori validi!'); 'age_out_of_range' outside 40-79 (Goff 2013);
 * otherwise 'valid', with warnings for measurements outside the estimator's ranges.
 *
 * @param draft - the form's fields
 * @returns the first failing condition with the fields concerned, or 'valid' with warnings
 * @see Spec 001_a7c742dac97fcdb8.txt, sections 5 "Score inputs" and 8; Goff DC Jr et al.
 *   Circulation 2014;129(25 Suppl 2):S49-S73.
 * @example
 * checkCardiovascularInputs({ sex: 'female', race: 'white', ageYears: 55, totalCholesterolMgDl: '0',
 *   hdlCholesterolMgDl: 50, systolicBpMmHg: 120 });
 * // { code: 'invalid_values', fields: ['totalCholesterolMgDl'] }
 */
export function checkCardiovascularInputs(draft: CardiovascularInputsDraft): CardiovascularInputsCheck {
  const missing: CardiovascularField[] = [];
  const invalid: CardiovascularField[] = [];
  if (!isSex(draft.sex)) missing.push('sex');
  if (draft.race !== 'white' && draft.race !== 'african-american' && draft.race !== 'other')
    missing.push('race');
  const values = new Map<CardiovascularField, number>();
  for (const field of numericFields) {
    const parsed = parseNumericInput(draft[field]);
    if (parsed.kind === 'empty') missing.push(field);
    else if (parsed.kind === 'invalid' || parsed.value <= 0) invalid.push(field);
    else values.set(field, parsed.value);
  }
  if (missing.length > 0) {
    return { code: 'missing_fields', fields: missing };
  }
  if (invalid.length > 0) {
    return { code: 'invalid_values', fields: invalid };
  }
  const age = values.get('ageYears') ?? 0;
  const ageRange = calculatorAgeRangesYears.ascvdPooledCohort;
  if (age < ageRange.min || age > ageRange.max) {
    return { code: 'age_out_of_range', min: ageRange.min, max: ageRange.max };
  }
  const warnings: CardiovascularWarning[] = [];
  for (const field of measuredFields) {
    const value = values.get(field) ?? 0;
    const { min, max } = ascvdDerivationRanges[field];
    if (value < min || value > max) {
      warnings.push({ code: 'outside_derivation_range', field, min, max });
    }
  }
  return { code: 'valid', warnings };
}
