import { requirePositive, requirePositiveInteger } from './guards.ts';

/** Inputs of {@link infusionConcentration}. */
export interface InfusionConcentrationInput {
  /** Drug content of one vial, mg; finite, greater than 0 (the form accepts 1-10). */
  readonly vialMg: number;
  /** Number of vials diluted; a whole number ≥ 1 (the form accepts 1-10). */
  readonly vials: number;
  /** Volume of the infusion the vials are diluted in, ml; greater than 0 (the form accepts 100-500). */
  readonly volumeMl: number;
}

/**
 * Concentration of an infusion: vial content × vials / volume.
 *
 * @param input.vialMg - mg per vial, > 0
 * @param input.vials - vials diluted, whole number ≥ 1
 * @param input.volumeMl - infusion volume, ml, > 0
 * @returns concentration in mg/ml
 * @throws {RangeError} when a parameter is not positive (vials: not a whole number ≥ 1)
 * @see Spec 001_a7c742dac97fcdb8.txt, section 9 "Dose calculation".
 * @example
 * infusionConcentration({ vialMg: 200, vials: 2, volumeMl: 250 }); // 1.6 mg/ml
 */
export function infusionConcentration({ vialMg, vials, volumeMl }: InfusionConcentrationInput): number {
  requirePositive('vialMg', vialMg, 'mg');
  requirePositiveInteger('vials', vials);
  requirePositive('volumeMl', volumeMl, 'ml');
  return (vialMg * vials) / volumeMl;
}
