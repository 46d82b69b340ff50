import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyMassIndex } from './body-mass-index.ts';
import { formValue } from './test-support/arbitraries.ts';

describe('bodyMassIndex', () => {
  it('gives 25 kg/m² for 180 cm and 81 kg (the JSDoc example)', () => {
    expect(bodyMassIndex({ heightCm: 180, weightKg: 81 })).toBeCloseTo(25, 10);
  });

  it('puts 175 cm and 70 kg at 22.86 kg/m², inside WHO normal weight (18.5-24.9)', () => {
    expect(bodyMassIndex({ heightCm: 175, weightKg: 70 })).toBeCloseTo(22.857, 3);
  });

  it('throws a RangeError naming the parameter for impossible inputs', () => {
    expect(() => bodyMassIndex({ heightCm: Number.NaN, weightKg: 70 })).toThrow(/heightCm/);
    expect(() => bodyMassIndex({ heightCm: 175, weightKg: 0 })).toThrow(/weightKg/);
  });

  it('rises with weight and falls with height, never NaN', () => {
    fc.assert(
      fc.property(
        formValue('heightCm'),
        formValue('weightKg'),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        (h, w, extra) => {
          const bmi = bodyMassIndex({ heightCm: h, weightKg: w });
          expect(Number.isFinite(bmi)).toBe(true);
          expect(bodyMassIndex({ heightCm: h, weightKg: w + extra })).toBeGreaterThan(bmi);
          expect(bodyMassIndex({ heightCm: h + extra, weightKg: w })).toBeLessThan(bmi);
        },
      ),
    );
  });
});
