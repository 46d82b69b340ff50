import { calculatorAgeRangesYears } from './age-ranges.ts';
import { requireBoolean, requireInRange, requirePositive, requireSex, type Sex } from './guards.ts';

/** Inputs of {@link ckdEpi2009}. */
export interface CkdEpi2009Input {
  /** Age, years, 18-120. */
  readonly ageYears: number;
  readonly sex: Sex;
  /** Serum creatinine (IDMS-traceable), mg/dl, > 0. */
  readonly creatinineMgDl: number;
  /** Whether the patient is Black / of African ancestry (the 2009 equation's race coefficient). */
  readonly africanAncestry: boolean;
}

/**
 * Estimated GFR by the CKD-EPI 2009 creatinine equation:
 * 141 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.209 × 0.993^age × 1.018 [female] × 1.159 [Black],
 * κ = 0.7 (female) or 0.9 (male), α = −0.329 (female) or −0.411 (male).
 * Prefer the race-free {@link ckdEpi2021} (NKF-ASN Task Force, 2021).
 *
 * @param input.ageYears - age, years, 18-120
 * @param input.sex - 'male' or 'female'
 * @param input.creatinineMgDl - serum creatinine, mg/dl, > 0
 * @param input.africanAncestry - Black / African ancestry
 * @returns eGFR in ml/min/1.73 m²
 * @throws {RangeError} for an age outside 18-120, an unknown sex or a non-positive creatinine
 * @see Levey AS, Stevens LA, Schmid CH, et al. A new equation to estimate glomerular filtration
 *   rate. Ann Intern Med 2009;150:604-612. Spec 001_a7c742dac97fcdb8.txt, section 9 "Kidney function".
 * @example
 * ckdEpi2009({ ageYears: 50, sex: 'male', creatinineMgDl: 0.9, africanAncestry: false });
 * // 141 × 0.993^50 = 99.2... ml/min/1.73 m²
 */
export function ckdEpi2009({ ageYears, sex, creatinineMgDl, africanAncestry }: CkdEpi2009Input): number {
  const { min, max } = calculatorAgeRangesYears.ckdEpi;
  requireInRange('ageYears', ageYears, min, max, 'years');
  requireSex('sex', sex);
  requirePositive('creatinineMgDl', creatinineMgDl, 'mg/dl');
  requireBoolean('africanAncestry', africanAncestry);
  const female = sex === 'female';
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.329 : -0.411;
  const ratio = creatinineMgDl / kappa;
  return (
    141 *
    Math.min(ratio, 1) ** alpha *
    Math.max(ratio, 1) ** -1.209 *
    0.993 ** ageYears *
    (female ? 1.018 : 1) *
    (africanAncestry ? 1.159 : 1)
  );
}
