import { calculatorAgeRangesYears } from './age-ranges.ts';
import { requireInRange, requirePositive, requireSex, type Sex } from './guards.ts';

/** Inputs of {@link ckdEpi2021}. */
export interface CkdEpi2021Input {
  /** Age, years, 18-120. */
  readonly ageYears: number;
  readonly sex: Sex;
  /** Serum creatinine (IDMS-traceable), mg/dl, > 0. */
  readonly creatinineMgDl: number;
}

/**
 * Estimated GFR by the race-free CKD-EPI 2021 creatinine equation:
 * 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 [female],
 * κ = 0.7 (female) or 0.9 (male), α = −0.241 (female) or −0.302 (male).
 *
 * @param input.ageYears - age, years, 18-120
 * @param input.sex - 'male' or 'female'
 * @param input.creatinineMgDl - serum creatinine, mg/dl, > 0
 * @returns eGFR in ml/min/1.73 m²
 * @throws {RangeError} for an age outside 18-120, an unknown sex or a non-positive creatinine
 * @see Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to
 *   estimate GFR without race. N Engl J Med 2021;385:1737-1749. Recommended by the NKF-ASN Task
 *   Force (Delgado C et al., Am J Kidney Dis 2022;79:268-288).
 * @example
 * ckdEpi2021({ ageYears: 50, sex: 'male', creatinineMgDl: 0.9 }); // 142 × 0.9938^50 = 104.0... ml/min/1.73 m²
 */
export function ckdEpi2021({ ageYears, sex, creatinineMgDl }: CkdEpi2021Input): number {
  const { min, max } = calculatorAgeRangesYears.ckdEpi;
  requireInRange('ageYears', ageYears, min, max, 'years');
  requireSex('sex', sex);
  requirePositive('creatinineMgDl', creatinineMgDl, 'mg/dl');
  const female = sex === 'female';
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = creatinineMgDl / kappa;
  return (
    142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** ageYears * (female ? 1.012 : 1)
  );
}
