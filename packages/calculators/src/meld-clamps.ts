import { requireBoolean, requirePositive } from './guards.ts';

/** Laboratory values entering a MELD score. */
export interface MeldLabValues {
  /** Serum creatinine, mg/dl. */
  readonly creatinineMgDl: number;
  /** Total bilirubin, mg/dl. */
  readonly bilirubinMgDl: number;
  /** International normalised ratio (no unit). */
  readonly inr: number;
  /** Serum sodium, mmol/l (= mEq/l). */
  readonly sodiumMmolL: number;
}

/** Inputs of {@link clampMeldInputs}. */
export interface MeldClampInput extends MeldLabValues {
  /** Dialysis at least twice, or 24 hours of CVVHD, in the past week. */
  readonly dialysisTwiceInPastWeek: boolean;
}

/** One adjustment {@link clampMeldInputs} made, as a stable code for the UI. */
export type MeldClampCode =
  | 'creatinine_set_by_dialysis'
  | 'creatinine_raised_to_minimum'
  | 'creatinine_lowered_to_maximum'
  | 'bilirubin_raised_to_minimum'
  | 'inr_raised_to_minimum'
  | 'sodium_raised_to_minimum'
  | 'sodium_lowered_to_maximum';

/** Result of {@link clampMeldInputs}. */
export interface MeldClampResult {
  /** The values the score uses. */
  readonly inputsUsed: MeldLabValues;
  /** Every adjustment made, in the order creatinine, bilirubin, INR, sodium. */
  readonly clamps: readonly MeldClampCode[];
}

/** Bounds of the laboratory values a MELD score uses, and the score's cap. */
export interface MeldLimits {
  /** The creatinine's range, and the value used after dialysis twice in the past week. */
  readonly creatinineMgDl: { readonly min: number; readonly max: number; readonly dialysis: number };
  readonly bilirubinMgDl: { readonly min: number };
  readonly inr: { readonly min: number };
  readonly sodiumMmolL: { readonly min: number; readonly max: number };
  readonly maxScore: number;
}

/** Bounds of the MELD(Na) inputs (OPTN policy 9.1; spec 001_a7c742dac97fcdb8.txt, section 5 "Score inputs"). */
export const meldNaLimits: MeldLimits = {
  creatinineMgDl: { min: 1, max: 4, dialysis: 4 },
  bilirubinMgDl: { min: 1 },
  inr: { min: 1 },
  sodiumMmolL: { min: 125, max: 137 },
  maxScore: 40,
};

/** The four laboratory values, each a finite number greater than 0 (a RangeError naming it otherwise). */
export function requireMeldLabValues(input: MeldLabValues): MeldLabValues {
  return {
    creatinineMgDl: requirePositive('creatinineMgDl', input.creatinineMgDl, 'mg/dl'),
    bilirubinMgDl: requirePositive('bilirubinMgDl', input.bilirubinMgDl, 'mg/dl'),
    inr: requirePositive('inr', input.inr, 'ratio'),
    sodiumMmolL: requirePositive('sodiumMmolL', input.sodiumMmolL, 'mmol/l'),
  };
}

/**
 * The value raised to the limit's minimum, or lowered to its maximum when it has one; a move is
 * noted in `clamps` with its code.
 */
function bound(
  value: number,
  limit: { readonly min: number; readonly max?: number },
  clamps: MeldClampCode[],
  raised: MeldClampCode,
  lowered?: MeldClampCode,
): number {
  if (value < limit.min) {
    clamps.push(raised);
    return limit.min;
  }
  if (limit.max !== undefined && lowered !== undefined && value > limit.max) {
    clamps.push(lowered);
    return limit.max;
  }
  return value;
}

/**
 * Applies the MELD(Na) bounds: creatinine 1-4 mg/dl and 4 after dialysis twice in the past week;
 * bilirubin and INR at least 1; sodium 125-137 mmol/l.
 *
 * @param input - laboratory values (each finite and > 0) and the dialysis answer
 * @returns the values used and the list of adjustments as codes
 * @throws {RangeError} when a value is not a finite number greater than 0
 * @see OPTN Policy 9.1 (MELD-Na, 2016); Kim WR et al. N Engl J Med 2008;359:1018-1026.
 *   Spec 001_a7c742dac97fcdb8.txt, section 5 "Score inputs".
 * @example
 * clampMeldInputs({ creatinineMgDl: 0.8, bilirubinMgDl: 2, inr: 1.1, sodiumMmolL: 140, dialysisTwiceInPastWeek: false });
 * // { inputsUsed: { creatinineMgDl: 1, bilirubinMgDl: 2, inr: 1.1, sodiumMmolL: 137 },
 * //   clamps: ['creatinine_raised_to_minimum', 'sodium_lowered_to_maximum'] }
 */
export function clampMeldInputs(input: MeldClampInput): MeldClampResult {
  const values = requireMeldLabValues(input);
  const dialysis = requireBoolean('dialysisTwiceInPastWeek', input.dialysisTwiceInPastWeek);
  const limits = meldNaLimits;
  const clamps: MeldClampCode[] = [];
  let creatinineMgDl: number;
  if (dialysis) {
    creatinineMgDl = limits.creatinineMgDl.dialysis;
    clamps.push('creatinine_set_by_dialysis');
  } else {
    creatinineMgDl = bound(
      values.creatinineMgDl,
      limits.creatinineMgDl,
      clamps,
      'creatinine_raised_to_minimum',
      'creatinine_lowered_to_maximum',
    );
  }
  const bilirubinMgDl = bound(
    values.bilirubinMgDl,
    limits.bilirubinMgDl,
    clamps,
    'bilirubin_raised_to_minimum',
  );
  const inr = bound(values.inr, limits.inr, clamps, 'inr_raised_to_minimum');
  const sodiumMmolL = bound(
    values.sodiumMmolL,
    limits.sodiumMmolL,
    clamps,
    'sodium_raised_to_minimum',
    'sodium_lowered_to_maximum',
  );
  return { inputsUsed: { creatinineMgDl, bilirubinMgDl, inr, sodiumMmolL }, clamps };
}
