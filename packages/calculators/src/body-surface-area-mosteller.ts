import type { BodySurfaceAreaInput } from './body-surface-area-du-bois.ts';
import { requirePositive } from './guards.ts';

/**
 * Body surface area by the Mosteller formula: √(height × weight / 3600). It is the "square root"
 * body surface the spec uses for doses per m².
 *
 * @param input.heightCm - height, cm, > 0
 * @param input.weightKg - weight, kg, > 0
 * @returns body surface area in m²
 * @throws {RangeError} when a parameter is not a finite number greater than 0
 * @see Mosteller RD. Simplified calculation of body-surface area. N Engl J Med 1987;317:1098.
 *   Spec 001_a7c742dac97fcdb8.txt, section 9 "Dose calculation".
 * @example
 * bodySurfaceAreaMosteller({ heightCm: 180, weightKg: 80 }); // 2 m² (√(14400 / 3600))
 */
export function bodySurfaceAreaMosteller({ heightCm, weightKg }: BodySurfaceAreaInput): number {
  requirePositive('heightCm', heightCm, 'cm');
  requirePositive('weightKg', weightKg, 'kg');
  return Math.sqrt((heightCm * weightKg) / 3600);
}
