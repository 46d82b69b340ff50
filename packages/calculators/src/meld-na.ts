import { clampMeldInputs, type MeldClampInput, type MeldLabValues, meldNaLimits } from './meld-clamps.ts';

/** Inputs of {@link meldNa}: laboratory values (finite, > 0) and the dialysis answer. */
export type MeldNaInput = MeldClampInput;

/** Result of {@link meldNa}. */
export interface MeldNaResult {
  /** MELD(Na), a whole number from 6 to 40. */
  readonly score: number;
  /** Estimated 3-month mortality by score band, percent (Wiesner 2003). */
  readonly mortality3MonthPercent: number;
  /** The laboratory values after the bounds of {@link clampMeldInputs}. */
  readonly inputsUsed: MeldLabValues;
}

/** 3-month mortality by MELD band: the lowest score of each band and its mortality, percent. */
export const meldMortalityBands: readonly {
  readonly minScore: number;
  readonly mortality3MonthPercent: number;
}[] = [
  { minScore: 40, mortality3MonthPercent: 71.3 },
  { minScore: 30, mortality3MonthPercent: 52.6 },
  { minScore: 20, mortality3MonthPercent: 19.6 },
  { minScore: 10, mortality3MonthPercent: 6 },
  { minScore: 0, mortality3MonthPercent: 1.9 },
];

/**
 * MELD(Na) as used by OPTN/UNOS from 2016 to 2023:
 * MELD(i) = round(10 × (0.957 ln creatinine + 0.378 ln bilirubin + 1.120 ln INR + 0.643));
 * when MELD(i) > 11, MELD = MELD(i) + 1.32 × (137 − Na) − 0.033 × MELD(i) × (137 − Na);
 * rounded to a whole number and capped at 40. Inputs are bounded first ({@link clampMeldInputs}).
 *
 * @param input.creatinineMgDl - serum creatinine, mg/dl, > 0 (bounded to 1-4; 4 after dialysis)
 * @param input.bilirubinMgDl - total bilirubin, mg/dl, > 0 (at least 1)
 * @param input.inr - INR, > 0 (at least 1)
 * @param input.sodiumMmolL - serum sodium, mmol/l, > 0 (bounded to 125-137)
 * @param input.dialysisTwiceInPastWeek - dialysis twice (or 24 h CVVHD) in the past week
 * @returns the score (6-40), the 3-month mortality of its band in percent, and the values used
 * @throws {RangeError} when a laboratory value is not a finite number greater than 0
 * @see Kamath PS et al. Hepatology 2001;33:464-470 (MELD); Kim WR et al. N Engl J Med
 *   2008;359:1018-1026 (MELD-Na); OPTN Policy 9.1 (2016); Wiesner R et al. Gastroenterology
 *   2003;124:91-96 (mortality bands). Spec 001_a7c742dac97fcdb8.txt, sections 5 and 9 "MELD".
 * @example
 * meldNa({ creatinineMgDl: 1.2, bilirubinMgDl: 2, inr: 1.5, sodiumMmolL: 135, dialysisTwiceInPastWeek: false });
 * // MELD(i) = round(15.336) = 15; 15 + 2.64 − 0.99 = 16.65 -> { score: 17, mortality3MonthPercent: 6, ... }
 */
export function meldNa(input: MeldNaInput): MeldNaResult {
  const { inputsUsed } = clampMeldInputs(input);
  const { creatinineMgDl, bilirubinMgDl, inr, sodiumMmolL } = inputsUsed;
  const meldI = Math.round(
    10 * (0.957 * Math.log(creatinineMgDl) + 0.378 * Math.log(bilirubinMgDl) + 1.12 * Math.log(inr) + 0.643),
  );
  const sodiumGap = 137 - sodiumMmolL;
  const withSodium = meldI > 11 ? Math.round(meldI + 1.32 * sodiumGap - 0.033 * meldI * sodiumGap) : meldI;
  const score = Math.min(withSodium, meldNaLimits.maxScore);
  return { score, mortality3MonthPercent: meldMortality3MonthPercent(score), inputsUsed };
}

/**
 * 3-month mortality for a MELD score by the bands of Wiesner 2003: ≤ 9: 1.9%; 10-19: 6.0%;
 * 20-29: 19.6%; 30-39: 52.6%; ≥ 40: 71.3%.
 *
 * @param score - MELD score (finite)
 * @returns mortality in percent
 * @throws {RangeError} when the score is not finite
 * @see Wiesner R et al. Model for end-stage liver disease (MELD) and allocation of donor livers.
 *   Gastroenterology 2003;124:91-96. Spec 001_a7c742dac97fcdb8.txt, section 9 "MELD".
 * @example
 * meldMortality3MonthPercent(17); // 6
 */
export function meldMortality3MonthPercent(score: number): number {
  if (!Number.isFinite(score)) {
    throw new RangeError('score must be a finite number');
  }
  const band = meldMortalityBands.find((candidate) => score >= candidate.minScore);
  return band === undefined ? 1.9 : band.mortality3MonthPercent;
}
