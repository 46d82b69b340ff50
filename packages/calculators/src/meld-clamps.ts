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

/** Bounds of the MELD(Na) inputs (OPTN policy 9.1; spec 001_a7c742dac97fcdb8.txt, section 5 "Score inputs"). */
export const meldNaLimits: {
  readonly creatinineMgDl: { readonly min: number; readonly max: number; readonly dialysis: number };
  readonly bilirubinMgDl: { readonly min: number };
  readonly inr: { readonly min: number };
  readonly sodiumMmolL: { readonly min: number; readonly max: number };
  readonly maxScore: number;
} = {
  creatinineMgDl: { min: 1, max: 4, dialysis: 4 },
  bilirubinMgDl: { min: 1 },
  inr: { min: 1 },
  sodiumMmolL: { min: 125, max: 137 },
  maxScore: 40,
};

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
  const creatinine = requirePositive('creatinineMgDl', input.creatinineMgDl, 'mg/dl');
  const bilirubin = requirePositive('bilirubinMgDl', input.bilirubinMgDl, 'mg/dl');
  const inr = requirePositive('inr', input.inr, 'ratio');
  const sodium = requirePositive('sodiumMmolL', input.sodiumMmolL, 'mmol/l');
  const dialysis = requireBoolean('dialysisTwiceInPastWeek', input.dialysisTwiceInPastWeek);
  const limits = meldNaLimits;
  const clamps: MeldClampCode[] = [];

  let creatinineUsed = creatinine;
  if (dialysis) {
    creatinineUsed = limits.creatinineMgDl.dialysis;
    clamps.push('creatinine_set_by_dialysis');
  } else if (creatinine < limits.creatinineMgDl.min) {
    creatinineUsed = limits.creatinineMgDl.min;
    clamps.push('creatinine_raised_to_minimum');
  } else if (creatinine > limits.creatinineMgDl.max) {
    creatinineUsed = limits.creatinineMgDl.max;
    clamps.push('creatinine_lowered_to_maximum');
  }

  let bilirubinUsed = bilirubin;
  if (bilirubin < limits.bilirubinMgDl.min) {
    bilirubinUsed = limits.bilirubinMgDl.min;
    clamps.push('bilirubin_raised_to_minimum');
  }

  let inrUsed = inr;
  if (inr < limits.inr.min) {
    inrUsed = limits.inr.min;
    clamps.push('inr_raised_to_minimum');
  }

  let sodiumUsed = sodium;
  if (sodium < limits.sodiumMmolL.min) {
    sodiumUsed = limits.sodiumMmolL.min;
    clamps.push('sodium_raised_to_minimum');
  } else if (sodium > limits.sodiumMmolL.max) {
    sodiumUsed = limits.sodiumMmolL.max;
    clamps.push('sodium_lowered_to_maximum');
  }

  return {
    inputsUsed: {
      creatinineMgDl: creatinineUsed,
      bilirubinMgDl: bilirubinUsed,
      inr: inrUsed,
      sodiumMmolL: sodiumUsed,
    },
    clamps,
  };
}
