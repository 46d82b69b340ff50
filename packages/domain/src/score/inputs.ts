import {
  type AscvdRace,
  type CalculatorInputName,
  type CardiovascularInputsDraft,
  calculatorInputRules,
  checkCalculatorInput,
  checkCardiovascularInputs,
  classifyFraminghamValue,
  type FraminghamCheckedInputName,
} from '@cartella/calculators';
import type { IssueParams } from '../shared/issues.ts';
import type { IssueCode } from '../shared/messages.ts';
import { parseDecimal } from '../shared/numbers.ts';
import { type CardiovascularEthnicity, cardiovascularEthnicities } from './codes.ts';

/**
 * Calculator and score inputs (spec 001, section 5 "Calculator inputs" and "Score inputs"). The
 * ranges, thresholds and classifications live in @cartella/calculators; this module only turns
 * their results into the catalogue's issue codes, so the web and the API say the same words.
 */

/** The ethnicity radios use the calculators' race codes, so a choice passes through unchanged. */
export const cardiovascularRaceByEthnicity = {
  white: 'white',
  'african-american': 'african-american',
  other: 'other',
} as const satisfies Record<CardiovascularEthnicity, AscvdRace>;

/** Whether a value is one of the ethnicity radios' codes. */
export function isCardiovascularEthnicity(value: unknown): value is CardiovascularEthnicity {
  return typeof value === 'string' && (cardiovascularEthnicities as readonly string[]).includes(value);
}

/** An input's issue: an error blocks the calculation, a warning only informs. */
export interface InputIssue {
  /** Issue code (see `issueMessages`). */
  code: IssueCode;
  /** Message parameters. */
  params?: IssueParams;
  /** Whether the value is still usable. */
  severity: 'error' | 'warning';
}

/** The checked value (null when unusable) and its issue (null when none). */
export interface CheckedInput {
  value: number | null;
  issue: InputIssue | null;
}

/**
 * One dose or kidney calculator input: 'Non sono ammessi numeri negativi e lettere...' for
 * letters and negatives, 'Controlla il valore inserito. Il valore deve essere compreso tra X e Y'
 * outside the range, a "rarely above" warning, or nothing.
 */
export function checkCalculatorField(
  name: CalculatorInputName,
  value: number | string | null | undefined,
): CheckedInput {
  const result = checkCalculatorInput(name, value);
  switch (result.code) {
    case 'valid':
      return { value: result.value, issue: null };
    case 'rarely_above':
      return {
        value: result.value,
        issue: {
          code: 'value_unusually_high',
          params: { limit: result.threshold, unit: calculatorInputRules[name].unit },
          severity: 'warning',
        },
      };
    case 'required':
      return { value: null, issue: { code: 'required', severity: 'error' } };
    case 'not_a_positive_number':
      return { value: null, issue: { code: 'number_not_positive', severity: 'error' } };
    case 'out_of_range':
      return {
        value: null,
        issue: { code: 'out_of_range', params: { min: result.min, max: result.max }, severity: 'error' },
      };
    default:
      return result satisfies never;
  }
}

/**
 * Parses a score field: required, a number (Italian comma or dot, read by `parseDecimal`), at
 * least 0 (spec 001, section 5 "Score inputs").
 */
export function parseScoreNumber(value: number | string | null | undefined): CheckedInput {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return { value: null, issue: { code: 'required', severity: 'error' } };
  }
  const number = typeof value === 'number' ? value : parseDecimal(value);
  if (number === null || !Number.isFinite(number) || number < 0 || Object.is(number, -0)) {
    return { value: null, issue: { code: 'number_not_positive', severity: 'error' } };
  }
  return { value: number, issue: null };
}

/** The key handler of score fields: only digits and a point (plus editing keys). */
export function isScoreInputKeyAllowed(key: string): boolean {
  return (
    /^[\d.]$/.test(key) ||
    ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter'].includes(key)
  );
}

/**
 * A Framingham input: far outside the usual range gives 'Per favore inserisci un valore valido!
 * Solitamente è compreso tra {low} e {high}.'; somewhat outside gives the 'riscontrato
 * raramente' warning.
 */
export function checkFraminghamField(
  name: FraminghamCheckedInputName,
  value: number | string | null | undefined,
): CheckedInput {
  const parsed = parseScoreNumber(value);
  if (parsed.value === null) return parsed;
  const result = classifyFraminghamValue(name, parsed.value);
  switch (result.code) {
    case 'valid':
      return parsed;
    case 'rare':
      return { value: parsed.value, issue: { code: 'value_rare', severity: 'warning' } };
    case 'invalid':
      return {
        value: null,
        issue: {
          code: 'framingham_out_of_range',
          params: { low: result.low, high: result.high },
          severity: 'error',
        },
      };
    default:
      return result satisfies never;
  }
}

/**
 * The cardiovascular score's inputs: 'Compila e/o seleziona tutti i campi!' when sex or
 * ethnicity is unmapped or a field is missing, 'Inserire dei valori validi!' for non-positive or
 * non-numeric values, and the age range when outside the equations' validity.
 */
export function checkCardiovascularScoreInputs(draft: CardiovascularInputsDraft): InputIssue | null {
  const result = checkCardiovascularInputs(draft);
  switch (result.code) {
    case 'valid':
      return null;
    case 'missing_fields':
      return { code: 'score_fields_missing', severity: 'error' };
    case 'invalid_values':
      return { code: 'score_values_invalid', severity: 'error' };
    case 'age_out_of_range':
      return { code: 'out_of_range', params: { min: result.min, max: result.max }, severity: 'error' };
    default:
      return result satisfies never;
  }
}

/** Dose per kg and per m² exclude each other: editing one clears the other (spec 001, section 5). */
export function exclusiveDoseBasis<T extends { doseMgPerKg: unknown; doseMgPerM2: unknown }>(
  form: T,
  edited: 'doseMgPerKg' | 'doseMgPerM2',
): T {
  return edited === 'doseMgPerKg' ? { ...form, doseMgPerM2: null } : { ...form, doseMgPerKg: null };
}
