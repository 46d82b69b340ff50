import type { BodySurfaceAreaInput } from './body-surface-area-du-bois.ts';
import { requirePositive } from './guards.ts';

/** Inputs of {@link bodyMassIndex}. */
export type BodyMassIndexInput = BodySurfaceAreaInput;

/**
 * Body mass index (Quetelet index): weight over the square of height in metres.
 *
 * @param input.heightCm - height, cm, > 0
 * @param input.weightKg - weight, kg, > 0
 * @returns body mass index in kg/m²
 * @throws {RangeError} when a parameter is not a finite number greater than 0
 * @see Keys A et al. Indices of relative weight and obesity. J Chronic Dis 1972;25:329-343.
 *   WHO Technical Report Series 894 (2000). Spec 001_a7c742dac97fcdb8.txt, section 9.
 * @example
 * bodyMassIndex({ heightCm: 180, weightKg: 81 }); // 25 kg/m² (81 / 1.8²)
 */
export function bodyMassIndex({ heightCm, weightKg }: BodyMassIndexInput): number {
  requirePositive('heightCm', heightCm, 'cm');
  requirePositive('weightKg', weightKg, 'kg');
  const heightM = heightCm / 100;
  return weightKg / (heightM * heightM);
}
