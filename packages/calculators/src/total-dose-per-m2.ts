import { bodySurfaceAreaMosteller } from './body-surface-area-mosteller.ts';
import { requireNonNegative } from './guards.ts';

/** Inputs of {@link totalDosePerM2}. */
export interface TotalDosePerM2Input {
  /** Prescribed dose, mg per m² of body surface; finite, at least 0 (the form accepts 0-10). */
  readonly doseMgPerM2: number;
  /** Height, cm; finite, greater than 0 (the form accepts 50-220). */
  readonly heightCm: number;
  /** Weight, kg; finite, greater than 0 (the form accepts 5-400). */
  readonly weightKg: number;
}

/**
 * Total dose for a dose prescribed per square metre: dose per m² × √(height × weight / 3600)
 * (the Mosteller body surface, as the spec prescribes).
 *
 * @param input.doseMgPerM2 - dose, mg/m², ≥ 0
 * @param input.heightCm - height, cm, > 0
 * @param input.weightKg - weight, kg, > 0
 * @returns total dose in mg
 * @throws {RangeError} when the dose is negative or not finite, or height or weight is not positive
 * @see Spec 001_a7c742dac97fcdb8.txt, section 9 "Dose calculation"; Mosteller RD, N Engl J Med
 *   1987;317:1098.
 * @example
 * totalDosePerM2({ doseMgPerM2: 100, heightCm: 180, weightKg: 80 }); // 200 mg (100 × 2 m²)
 */
export function totalDosePerM2({ doseMgPerM2, heightCm, weightKg }: TotalDosePerM2Input): number {
  requireNonNegative('doseMgPerM2', doseMgPerM2, 'mg/m²');
  return doseMgPerM2 * bodySurfaceAreaMosteller({ heightCm, weightKg });
}
