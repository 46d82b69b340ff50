import { requireNonNegative, requirePositive } from './guards.ts';

/** Inputs of {@link drops}. */
export interface DropsInput {
  /** Dose to give, mg; at least 0 (the form accepts 1-10). */
  readonly doseMg: number;
  /** Concentration of the oral solution, mg/ml; greater than 0. */
  readonly concentrationMgPerMl: number;
  /** Drops per ml of the product's dropper; greater than 0 (the form accepts 1-100). */
  readonly dropsPerMl: number;
}

/** Result of {@link drops}. */
export interface DropsResult {
  /** Volume of solution holding the dose, ml. */
  readonly volumeMl: number;
  /** Number of drops, not rounded: round for display with the product's dropper in mind. */
  readonly drops: number;
}

/**
 * Volume and number of drops holding a dose of an oral solution: ml = dose / concentration;
 * drops = ml × drops per ml.
 *
 * @param input.doseMg - dose, mg, ≥ 0
 * @param input.concentrationMgPerMl - concentration, mg/ml, > 0
 * @param input.dropsPerMl - drops per ml, > 0
 * @returns the volume in ml and the number of drops
 * @throws {RangeError} when the dose is negative, or the concentration or drops per ml is not positive
 * @see Spec 001_a7c742dac97fcdb8.txt, section 9 "Dose calculation".
 * @example
 * drops({ doseMg: 10, concentrationMgPerMl: 5, dropsPerMl: 20 }); // { volumeMl: 2, drops: 40 }
 */
export function drops({ doseMg, concentrationMgPerMl, dropsPerMl }: DropsInput): DropsResult {
  requireNonNegative('doseMg', doseMg, 'mg');
  requirePositive('concentrationMgPerMl', concentrationMgPerMl, 'mg/ml');
  requirePositive('dropsPerMl', dropsPerMl, 'drops/ml');
  const volumeMl = doseMg / concentrationMgPerMl;
  return { volumeMl, drops: volumeMl * dropsPerMl };
}
