// Precondition checks shared by every calculator. Conventions (docs/conventions.md, habit 6):
// broken preconditions throw a RangeError naming the parameter and its range; a calculator never
// returns NaN. Messages never echo the received value, which may be patient data.

/** Biological sex as the published equations use it. */
export type Sex = 'male' | 'female';

/** Whether a value is one of the sexes the equations know. */
export function isSex(value: unknown): value is Sex {
  return value === 'male' || value === 'female';
}

export function requireSex(name: string, value: unknown): Sex {
  if (!isSex(value)) {
    throw new RangeError(`${name} must be 'male' or 'female'`);
  }
  return value;
}

export function requireBoolean(name: string, value: unknown): boolean {
  if (typeof value !== 'boolean') {
    throw new RangeError(`${name} must be true or false`);
  }
  return value;
}

/** A finite number strictly greater than zero. */
export function requirePositive(name: string, value: number, unit: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a finite number greater than 0 (${unit})`);
  }
  return value;
}

/** A finite number greater than or equal to zero. */
export function requireNonNegative(name: string, value: number, unit: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of at least 0 (${unit})`);
  }
  return value;
}

/** A finite number within [min, max], both included. */
export function requireInRange(name: string, value: number, min: number, max: number, unit: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a number from ${min} to ${max} (${unit})`);
  }
  return value;
}

/** A whole number of at least 1. */
export function requirePositiveInteger(name: string, value: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number of at least 1`);
  }
  return value;
}
