import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodySurfaceAreaDuBois } from './body-surface-area-du-bois.ts';
import { formValue } from './test-support/arbitraries.ts';

describe('bodySurfaceAreaDuBois', () => {
  it('gives 1.9964 m² for 180 cm and 80 kg (the JSDoc example)', () => {
    expect(bodySurfaceAreaDuBois({ heightCm: 180, weightKg: 80 })).toBeCloseTo(1.9964, 4);
  });

  it('gives 1.81 m² for the reference adult of 170 cm and 70 kg (Du Bois 1916 formula)', () => {
    // 0.007184 × 170^0.725 × 70^0.425 = 0.007184 × 41.42 × 6.082 = 1.8097
    expect(bodySurfaceAreaDuBois({ heightCm: 170, weightKg: 70 })).toBeCloseTo(1.8097, 4);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws a RangeError naming heightCm for %s',
    (heightCm) => {
      expect(() => bodySurfaceAreaDuBois({ heightCm, weightKg: 70 })).toThrow(/heightCm/);
      expect(() => bodySurfaceAreaDuBois({ heightCm, weightKg: 70 })).toThrow(RangeError);
    },
  );

  it.each([0, -70, Number.NaN])('throws a RangeError naming weightKg for %s', (weightKg) => {
    expect(() => bodySurfaceAreaDuBois({ heightCm: 170, weightKg })).toThrow(/weightKg/);
  });

  it('grows with height and with weight, and is never NaN, over the form ranges', () => {
    fc.assert(
      fc.property(
        formValue('heightCm'),
        formValue('weightKg'),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        (h, w, extra) => {
          const area = bodySurfaceAreaDuBois({ heightCm: h, weightKg: w });
          expect(Number.isFinite(area)).toBe(true);
          expect(bodySurfaceAreaDuBois({ heightCm: h + extra, weightKg: w })).toBeGreaterThan(area);
          expect(bodySurfaceAreaDuBois({ heightCm: h, weightKg: w + extra })).toBeGreaterThan(area);
        },
      ),
    );
  });
});
