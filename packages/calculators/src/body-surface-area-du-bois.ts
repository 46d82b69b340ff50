import { requirePositive } from './guards.ts';

/** Inputs of {@link bodySurfaceAreaDuBois}. */
export interface BodySurfaceAreaInput {
  /** Height in centimetres; finite and greater than 0 (the dose calculator accepts 50-220). */
  readonly heightCm: number;
  /** Weight in kilograms; finite and greater than 0 (the dose calculator accepts 5-400). */
  readonly weightKg: number;
}

/**
 * Body surface area by the Du Bois formula: 0.007184 × height^0.725 × weight^0.425.
 *
 * @param input.heightCm - height, cm, > 0
 * @param input.weightKg - weight, kg, > 0
 * @returns body surface area in m²
 * @throws {RangeError} when a parameter is not a finite number greater than 0
 * @see Du Bois D, Du Bois EF. A formula to estimate the approximate surface area if height and
 *   weight be known. Arch Intern Med 1916;17:863-871. Spec 001_a7c742dac97fcdb8.txt, section 9.
 * @example
 * bodySurfaceAreaDuBois({ heightCm: 180, weightKg: 80 }); // 1.9964... m²
 */
export function bodySurfaceAreaDuBois({ heightCm, weightKg }: BodySurfaceAreaInput): number {
  requirePositive('heightCm', heightCm, 'cm');
  requirePositive('weightKg', weightKg, 'kg');
  return 0.007184 * heightCm ** 0.725 * weightKg ** 0.425;
}
