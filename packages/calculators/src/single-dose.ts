import { requireNonNegative, requirePositiveInteger } from './guards.ts';

/** Inputs of {@link singleDose}. */
export interface SingleDoseInput {
  /** Total dose, mg; finite, at least 0. */
  readonly totalDoseMg: number;
  /** Number of administrations the total is split into; a whole number ≥ 1 (the form accepts 1-10). */
  readonly administrations: number;
}

/**
 * Single dose when a total dose is split into equal administrations: total / administrations.
 *
 * @param input.totalDoseMg - total dose, mg, ≥ 0
 * @param input.administrations - number of administrations, whole number ≥ 1
 * @returns single dose in mg
 * @throws {RangeError} when the total is negative or not finite, or administrations is not a
 *   whole number of at least 1
 * @see Spec 001_a7c742dac97fcdb8.txt, section 9 "Dose calculation".
 * @example
 * singleDose({ totalDoseMg: 175, administrations: 2 }); // 87.5 mg
 */
export function singleDose({ totalDoseMg, administrations }: SingleDoseInput): number {
  requireNonNegative('totalDoseMg', totalDoseMg, 'mg');
  requirePositiveInteger('administrations', administrations);
  return totalDoseMg / administrations;
}
