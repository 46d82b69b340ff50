import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodySurfaceAreaDuBois } from './body-surface-area-du-bois.ts';
import { bodySurfaceAreaMosteller } from './body-surface-area-mosteller.ts';
import { formValue } from './test-support/arbitraries.ts';

const adultHeightCm = fc.double({ min: 140, max: 200, noNaN: true });
const adultWeightKg = fc.double({ min: 40, max: 120, noNaN: true });

describe('bodySurfaceAreaMosteller', () => {
  it('gives exactly 2 m² for 180 cm and 80 kg (√(14400/3600), the JSDoc example)', () => {
    expect(bodySurfaceAreaMosteller({ heightCm: 180, weightKg: 80 })).toBe(2);
  });

  it('throws a RangeError naming the parameter for zero or negative inputs', () => {
    expect(() => bodySurfaceAreaMosteller({ heightCm: 0, weightKg: 80 })).toThrow(/heightCm/);
    expect(() => bodySurfaceAreaMosteller({ heightCm: 180, weightKg: -1 })).toThrow(/weightKg/);
  });

  it('stays within 10% of Du Bois for adults, as Mosteller 1987 reports the two agree', () => {
    fc.assert(
      fc.property(adultHeightCm, adultWeightKg, (h, w) => {
        const mosteller = bodySurfaceAreaMosteller({ heightCm: h, weightKg: w });
        const duBois = bodySurfaceAreaDuBois({ heightCm: h, weightKg: w });
        expect(Math.abs(mosteller - duBois) / duBois).toBeLessThan(0.1);
      }),
    );
  });

  it('doubles when height × weight quadruples', () => {
    fc.assert(
      fc.property(formValue('heightCm'), fc.double({ min: 5, max: 100, noNaN: true }), (h, w) => {
        const area = bodySurfaceAreaMosteller({ heightCm: h, weightKg: w });
        expect(bodySurfaceAreaMosteller({ heightCm: h, weightKg: 4 * w })).toBeCloseTo(2 * area, 10);
      }),
    );
  });
});
