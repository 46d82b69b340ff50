import { requireNonNegative, requirePositive } from './guards.ts';

/** Inputs of {@link infusionRate}. */
export interface InfusionRateInput {
  /** Weight, kg; greater than 0 (the form accepts 5-400). */
  readonly weightKg: number;
  /** Prescribed dose, micrograms per kg per minute; at least 0 (the form accepts 1-10). */
  readonly doseMcgPerKgPerMin: number;
  /** Concentration of the infusion, mg/ml; greater than 0 (see {@link infusionConcentration}). */
  readonly concentrationMgPerMl: number;
}

/**
 * Pump rate for a weight-based infusion: weight × dose × 60 / (1000 × concentration).
 * The 60 turns minutes into hours and the 1000 micrograms into milligrams.
 *
 * @param input.weightKg - weight, kg, > 0
 * @param input.doseMcgPerKgPerMin - dose, µg/kg/min, ≥ 0
 * @param input.concentrationMgPerMl - concentration, mg/ml, > 0
 * @returns infusion rate in ml/h
 * @throws {RangeError} when weight or concentration is not positive, or the dose is negative
 * @see Spec 001_a7c742dac97fcdb8.txt, section 9 "Dose calculation".
 * @example
 * infusionRate({ weightKg: 70, doseMcgPerKgPerMin: 5, concentrationMgPerMl: 1.6 }); // 13.125 ml/h
 */
export function infusionRate({
  weightKg,
  doseMcgPerKgPerMin,
  concentrationMgPerMl,
}: InfusionRateInput): number {
  requirePositive('weightKg', weightKg, 'kg');
  requireNonNegative('doseMcgPerKgPerMin', doseMcgPerKgPerMin, 'µg/kg/min');
  requirePositive('concentrationMgPerMl', concentrationMgPerMl, 'mg/ml');
  return (weightKg * doseMcgPerKgPerMin * 60) / (1000 * concentrationMgPerMl);
}
