import { requireNonNegative, requirePositive } from './guards.ts';

/** Inputs of {@link totalDosePerKg}. */
export interface TotalDosePerKgInput {
  /** Prescribed dose, mg per kg of body weight; finite, at least 0 (the form accepts 0-10). */
  readonly doseMgPerKg: number;
  /** Weight, kg; finite, greater than 0 (the form accepts 5-400). */
  readonly weightKg: number;
}

/**
 * Total dose for a dose prescribed per kilogram: dose per kg × weight.
 *
 * @param input.doseMgPerKg - dose, mg/kg, ≥ 0
 * @param input.weightKg - weight, kg, > 0
 * @returns total dose in mg
 * @throws {RangeError} when the dose is negative or not finite, or the weight is not positive
 * @see Spec 001_a7c742dac97fcdb8.txt, section 9 "Dose calculation".
 * @example
 * totalDosePerKg({ doseMgPerKg: 2.5, weightKg: 70 }); // 175 mg
 */
export function totalDosePerKg({ doseMgPerKg, weightKg }: TotalDosePerKgInput): number {
  requireNonNegative('doseMgPerKg', doseMgPerKg, 'mg/kg');
  requirePositive('weightKg', weightKg, 'kg');
  return doseMgPerKg * weightKg;
}
