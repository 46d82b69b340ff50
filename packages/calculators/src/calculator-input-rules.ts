import { parseNumericInput } from './parse-numeric-input.ts';

/** Allowed range, initial value and soft warning of one calculator input. */
export interface CalculatorInputRule {
  /** Lowest accepted value, included. */
  readonly min: number;
  /** Highest accepted value, included. */
  readonly max: number;
  /** Unit shown beside the field ('' for counts). */
  readonly unit: string;
  /**
   * Value the form starts with, or null when the field starts empty and must be filled in. Never
   * substituted for a field the user left empty: see checkCalculatorInput.
   */
  readonly defaultValue: number | null;
  /** Values above this are accepted with a "rarely above" warning; null when there is none. */
  readonly rarelyAbove: number | null;
}

/** Names of the dose and kidney calculator inputs. */
export type CalculatorInputName =
  | 'doseMgPerKg'
  | 'doseMgPerM2'
  | 'administrations'
  | 'infusionDoseMcgPerKgPerMin'
  | 'vialMg'
  | 'vials'
  | 'dripVolumeMl'
  | 'solutionContentMg'
  | 'solutionVolumeMl'
  | 'dosageMg'
  | 'dropsPerMl'
  | 'urineCreatinineMgDl'
  | 'urineVolumeMlPer24h'
  | 'creatinineMgDl'
  | 'weightKg'
  | 'heightCm';

/**
 * The calculator inputs' rules from spec 001_a7c742dac97fcdb8.txt, section 5 "Calculator inputs".
 * Where this table departs from the spec (no initial value for patient measurements and the
 * dropper; warnings the spec's own maximum makes unreachable) see docs/spec-deviations/calculators.md.
 */
export const calculatorInputRules: { readonly [name in CalculatorInputName]: CalculatorInputRule } = {
  doseMgPerKg: { min: 0, max: 10, unit: 'mg/kg', defaultValue: 1, rarelyAbove: null },
  doseMgPerM2: { min: 0, max: 10, unit: 'mg/m²', defaultValue: 1, rarelyAbove: null },
  administrations: { min: 1, max: 10, unit: '', defaultValue: 1, rarelyAbove: null },
  infusionDoseMcgPerKgPerMin: { min: 1, max: 10, unit: 'µg/kg/min', defaultValue: 1, rarelyAbove: null },
  vialMg: { min: 1, max: 10, unit: 'mg', defaultValue: 1, rarelyAbove: null },
  vials: { min: 1, max: 10, unit: '', defaultValue: 1, rarelyAbove: null },
  dripVolumeMl: { min: 100, max: 500, unit: 'ml', defaultValue: 100, rarelyAbove: null },
  solutionContentMg: { min: 1, max: 10, unit: 'mg', defaultValue: 1, rarelyAbove: 50 },
  solutionVolumeMl: { min: 1, max: 10, unit: 'ml', defaultValue: 1, rarelyAbove: 100 },
  dosageMg: { min: 1, max: 10, unit: 'mg', defaultValue: 1, rarelyAbove: 10 },
  dropsPerMl: { min: 1, max: 100, unit: 'drops/ml', defaultValue: null, rarelyAbove: 50 },
  urineCreatinineMgDl: { min: 40, max: 200, unit: 'mg/dl', defaultValue: null, rarelyAbove: null },
  urineVolumeMlPer24h: { min: 800, max: 2000, unit: 'ml/24 h', defaultValue: null, rarelyAbove: null },
  creatinineMgDl: { min: 0.1, max: 13, unit: 'mg/dl', defaultValue: null, rarelyAbove: null },
  weightKg: { min: 5, max: 400, unit: 'kg', defaultValue: null, rarelyAbove: null },
  heightCm: { min: 50, max: 220, unit: 'cm', defaultValue: null, rarelyAbove: null },
};

/** Outcome of {@link checkCalculatorInput}, as a stable code with the message's parameters. */
export type CalculatorInputCheck =
  | { readonly code: 'valid'; readonly value: number }
  | { readonly code: 'rarely_above'; readonly value: number; readonly threshold: number }
  | { readonly code: 'required' }
  | { readonly code: 'not_a_positive_number' }
  | { readonly code: 'out_of_range'; readonly min: number; readonly max: number };

/**
 * Checks one calculator input against its rule: empty gives 'required'; letters, signs and
 * negatives give 'not_a_positive_number' (spec: "Non sono ammessi numeri negativi e lettere");
 * outside the range gives 'out_of_range' with min and max ("compreso tra X e Y"); above the
 * "rarely above" threshold gives 'rarely_above' (a warning: the value is usable); otherwise 'valid'.
 *
 * @param name - the input's name, a key of {@link calculatorInputRules}
 * @param value - the field's value: a number, the typed text (comma or point decimals), or empty
 * @returns the check's code and parameters; 'valid' and 'rarely_above' carry the parsed value
 * @throws {RangeError} when the name is not a calculator input
 * @see Spec 001_a7c742dac97fcdb8.txt, section 5 "Calculator inputs".
 * @example
 * checkCalculatorInput('weightKg', '450'); // { code: 'out_of_range', min: 5, max: 400 }
 */
export function checkCalculatorInput(
  name: CalculatorInputName,
  value: number | string | null | undefined,
): CalculatorInputCheck {
  if (!Object.hasOwn(calculatorInputRules, name)) {
    throw new RangeError('name must be a calculator input name');
  }
  const rule = calculatorInputRules[name];
  const parsed = parseNumericInput(value);
  if (parsed.kind === 'empty') {
    return { code: 'required' };
  }
  if (parsed.kind === 'invalid') {
    return { code: 'not_a_positive_number' };
  }
  if (parsed.value < rule.min || parsed.value > rule.max) {
    return { code: 'out_of_range', min: rule.min, max: rule.max };
  }
  if (rule.rarelyAbove !== null && parsed.value > rule.rarelyAbove) {
    return { code: 'rarely_above', value: parsed.value, threshold: rule.rarelyAbove };
  }
  return { code: 'valid', value: parsed.value };
}
