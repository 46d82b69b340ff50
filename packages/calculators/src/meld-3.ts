import { calculatorAgeRangesYears } from './age-ranges.ts';
import { requireBoolean, requireInRange, requirePositive, requireSex, type Sex } from './guards.ts';
import { type MeldLimits, requireMeldLabValues } from './meld-clamps.ts';

/** Inputs of {@link meld3}. */
export interface Meld3Input {
  readonly sex: Sex;
  /** Age, years, 12-120 (MELD is for candidates aged 12 and over; 12-17 get the 1.33 points). */
  readonly ageYears: number;
  /** Serum creatinine, mg/dl, > 0 (bounded to 1-3; 3 after dialysis). */
  readonly creatinineMgDl: number;
  /** Total bilirubin, mg/dl, > 0 (at least 1). */
  readonly bilirubinMgDl: number;
  /** INR, > 0 (at least 1). */
  readonly inr: number;
  /** Serum sodium, mmol/l, > 0 (bounded to 125-137). */
  readonly sodiumMmolL: number;
  /** Serum albumin, g/dl, > 0 (bounded to 1.5-3.5). */
  readonly albuminGDl: number;
  /** Dialysis at least twice, or 24 hours of CVVHD, in the past week. */
  readonly dialysisTwiceInPastWeek: boolean;
}

/** The values {@link meld3} used after its bounds. */
export interface Meld3InputsUsed {
  readonly creatinineMgDl: number;
  readonly bilirubinMgDl: number;
  readonly inr: number;
  readonly sodiumMmolL: number;
  readonly albuminGDl: number;
  /** Whether the 1.33 points were added (female, or any candidate aged 12-17). */
  readonly femaleTermApplied: boolean;
}

/** Result of {@link meld3}. */
export interface Meld3Result {
  /** MELD 3.0, a whole number from 6 to 40. */
  readonly score: number;
  readonly inputsUsed: Meld3InputsUsed;
}

/** Bounds of the MELD 3.0 inputs (Kim 2021; OPTN Policy 9.1, 2023). */
export const meld3Limits: MeldLimits & {
  readonly albuminGDl: { readonly min: number; readonly max: number };
  readonly adolescentMaxAgeYears: number;
} = {
  creatinineMgDl: { min: 1, max: 3, dialysis: 3 },
  bilirubinMgDl: { min: 1 },
  inr: { min: 1 },
  sodiumMmolL: { min: 125, max: 137 },
  albuminGDl: { min: 1.5, max: 3.5 },
  adolescentMaxAgeYears: 17,
  maxScore: 40,
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * MELD 3.0, used for liver allocation in the United States since July 2023:
 * 1.33 [female] + 4.56 ln(bilirubin) + 0.82 (137 − Na) − 0.24 (137 − Na) ln(bilirubin)
 * + 9.09 ln(INR) + 11.14 ln(creatinine) + 1.85 (3.5 − albumin) − 1.83 (3.5 − albumin) ln(creatinine) + 6,
 * rounded to a whole number. Bounds: creatinine 1-3 (3 after dialysis), bilirubin and INR ≥ 1,
 * sodium 125-137, albumin 1.5-3.5. OPTN gives the 1.33 points to every candidate aged 12-17 and
 * keeps the allocation cap of 40.
 *
 * @param input - sex, age (12-120), laboratory values (each finite and > 0) and the dialysis answer
 * @returns the score (6-40) and the values used
 * @throws {RangeError} for an age outside 12-120, an unknown sex or a non-positive laboratory value
 * @see Kim WR, Mannalithara A, Heimbach JK, et al. MELD 3.0: the model for end-stage liver disease
 *   updated for the modern era. Gastroenterology 2021;161:1887-1895. OPTN Policy 9.1.D (2023).
 * @example
 * meld3({ sex: 'male', ageYears: 50, creatinineMgDl: 1.2, bilirubinMgDl: 2.5, inr: 1.5,
 *   sodiumMmolL: 135, albuminGDl: 3, dialysisTwiceInPastWeek: false });
 * // 17.85... -> { score: 18, ... }
 */
export function meld3(input: Meld3Input): Meld3Result {
  const { min: minAge, max: maxAge } = calculatorAgeRangesYears.meld;
  const sex = requireSex('sex', input.sex);
  const ageYears = requireInRange('ageYears', input.ageYears, minAge, maxAge, 'years');
  const values = requireMeldLabValues(input);
  const albumin = requirePositive('albuminGDl', input.albuminGDl, 'g/dl');
  const dialysis = requireBoolean('dialysisTwiceInPastWeek', input.dialysisTwiceInPastWeek);
  const limits = meld3Limits;

  const inputsUsed: Meld3InputsUsed = {
    creatinineMgDl: dialysis
      ? limits.creatinineMgDl.dialysis
      : clamp(values.creatinineMgDl, limits.creatinineMgDl.min, limits.creatinineMgDl.max),
    bilirubinMgDl: Math.max(values.bilirubinMgDl, limits.bilirubinMgDl.min),
    inr: Math.max(values.inr, limits.inr.min),
    sodiumMmolL: clamp(values.sodiumMmolL, limits.sodiumMmolL.min, limits.sodiumMmolL.max),
    albuminGDl: clamp(albumin, limits.albuminGDl.min, limits.albuminGDl.max),
    femaleTermApplied: sex === 'female' || ageYears <= limits.adolescentMaxAgeYears,
  };

  const lnBilirubin = Math.log(inputsUsed.bilirubinMgDl);
  const lnCreatinine = Math.log(inputsUsed.creatinineMgDl);
  const sodiumGap = 137 - inputsUsed.sodiumMmolL;
  const albuminGap = 3.5 - inputsUsed.albuminGDl;
  const raw =
    (inputsUsed.femaleTermApplied ? 1.33 : 0) +
    4.56 * lnBilirubin +
    0.82 * sodiumGap -
    0.24 * sodiumGap * lnBilirubin +
    9.09 * Math.log(inputsUsed.inr) +
    11.14 * lnCreatinine +
    1.85 * albuminGap -
    1.83 * albuminGap * lnCreatinine +
    6;
  return { score: Math.min(Math.round(raw), limits.maxScore), inputsUsed };
}
