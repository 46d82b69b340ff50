import { calculatorAgeRangesYears } from './age-ranges.ts';
import { requireInRange, requirePositive, requireSex, type Sex } from './guards.ts';

/** Inputs of {@link cockcroftGault}. */
export interface CockcroftGaultInput {
  /** Age, years, 18-120 (adults: the formula was derived in adults). */
  readonly ageYears: number;
  readonly sex: Sex;
  /** Actual body weight, kg, > 0 (the form accepts 5-400). */
  readonly weightKg: number;
  /** Serum creatinine, mg/dl, > 0 (the form accepts 0.1-13). */
  readonly creatinineMgDl: number;
}

/**
 * Creatinine clearance by Cockcroft-Gault: (140 − age) × weight / (72 × serum creatinine),
 * × 0.85 for women.
 *
 * @param input.ageYears - age, years, 18-120
 * @param input.sex - 'male' or 'female'
 * @param input.weightKg - weight, kg, > 0
 * @param input.creatinineMgDl - serum creatinine, mg/dl, > 0
 * @returns estimated creatinine clearance in ml/min (not indexed to body surface)
 * @throws {RangeError} for an age outside 18-120, an unknown sex, or a non-positive weight or creatinine
 * @see Cockcroft DW, Gault MH. Prediction of creatinine clearance from serum creatinine.
 *   Nephron 1976;16:31-41. Spec 001_a7c742dac97fcdb8.txt, section 9 "Kidney function".
 * @example
 * cockcroftGault({ ageYears: 60, sex: 'male', weightKg: 72, creatinineMgDl: 1 }); // 80 ml/min
 */
export function cockcroftGault({ ageYears, sex, weightKg, creatinineMgDl }: CockcroftGaultInput): number {
  const { min, max } = calculatorAgeRangesYears.cockcroftGault;
  requireInRange('ageYears', ageYears, min, max, 'years');
  requireSex('sex', sex);
  requirePositive('weightKg', weightKg, 'kg');
  requirePositive('creatinineMgDl', creatinineMgDl, 'mg/dl');
  const clearance = ((140 - ageYears) * weightKg) / (72 * creatinineMgDl);
  return sex === 'female' ? clearance * 0.85 : clearance;
}
