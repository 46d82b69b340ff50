import { requireNonNegative, requirePositive } from './guards.ts';

/** Inputs of {@link urinaryCreatinineClearance}. */
export interface UrinaryCreatinineClearanceInput {
  /** Creatinine in the 24-hour urine, mg/dl, ≥ 0 (the form accepts 40-200). */
  readonly urineCreatinineMgDl: number;
  /** Urine collected in 24 hours, ml, ≥ 0 (the form accepts 800-2000). */
  readonly urineVolumeMlPer24h: number;
  /** Serum creatinine, mg/dl, > 0 (the form accepts 0.1-13). */
  readonly creatinineMgDl: number;
}

/**
 * Measured creatinine clearance from a 24-hour urine collection:
 * urine creatinine × urine volume / (1440 × serum creatinine); 1440 is the minutes in 24 hours.
 *
 * @param input.urineCreatinineMgDl - urine creatinine, mg/dl, ≥ 0
 * @param input.urineVolumeMlPer24h - 24-hour urine volume, ml, ≥ 0
 * @param input.creatinineMgDl - serum creatinine, mg/dl, > 0
 * @returns creatinine clearance in ml/min
 * @throws {RangeError} when a urine value is negative or serum creatinine is not positive
 * @see Clearance = U × V / P (Möller E, McIntosh JF, Van Slyke DD. J Clin Invest 1928;6:427-465);
 *   spec 001_a7c742dac97fcdb8.txt, section 9 "Kidney function".
 * @example
 * urinaryCreatinineClearance({ urineCreatinineMgDl: 100, urineVolumeMlPer24h: 1440, creatinineMgDl: 1 });
 * // 100 ml/min
 */
export function urinaryCreatinineClearance({
  urineCreatinineMgDl,
  urineVolumeMlPer24h,
  creatinineMgDl,
}: UrinaryCreatinineClearanceInput): number {
  requireNonNegative('urineCreatinineMgDl', urineCreatinineMgDl, 'mg/dl');
  requireNonNegative('urineVolumeMlPer24h', urineVolumeMlPer24h, 'ml/24 h');
  requirePositive('creatinineMgDl', creatinineMgDl, 'mg/dl');
  return (urineCreatinineMgDl * urineVolumeMlPer24h) / (1440 * creatinineMgDl);
}
