import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formValue } from './test-support/arbitraries.ts';
import { totalDosePerKg } from './total-dose-per-kg.ts';

const dose = formValue('doseMgPerKg');
const weightKg = formValue('weightKg');

describe('totalDosePerKg', () => {
  it('gives 175 mg for 2.5 mg/kg in 70 kg (the JSDoc example)', () => {
    expect(totalDosePerKg({ doseMgPerKg: 2.5, weightKg: 70 })).toBe(175);
  });

  it('accepts a dose of 0, the bottom of the spec range, and gives 0 mg', () => {
    expect(totalDosePerKg({ doseMgPerKg: 0, weightKg: 70 })).toBe(0);
  });

  it('throws a RangeError naming the parameter for a negative dose or a zero weight', () => {
    expect(() => totalDosePerKg({ doseMgPerKg: -1, weightKg: 70 })).toThrow(/doseMgPerKg/);
    expect(() => totalDosePerKg({ doseMgPerKg: 1, weightKg: 0 })).toThrow(/weightKg/);
  });

  it('is proportional to weight', () => {
    fc.assert(
      fc.property(dose, weightKg, (d, w) => {
        expect(totalDosePerKg({ doseMgPerKg: d, weightKg: 2 * w })).toBeCloseTo(
          2 * totalDosePerKg({ doseMgPerKg: d, weightKg: w }),
          9,
        );
      }),
    );
  });
});
