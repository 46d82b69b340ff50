import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formValue } from './test-support/arbitraries.ts';
import { totalDosePerM2 } from './total-dose-per-m2.ts';

const weightKg = formValue('weightKg');
const heightCm = formValue('heightCm');

describe('totalDosePerM2', () => {
  it('gives 200 mg for 100 mg/m² at 180 cm and 80 kg (2 m², the JSDoc example)', () => {
    expect(totalDosePerM2({ doseMgPerM2: 100, heightCm: 180, weightKg: 80 })).toBe(200);
  });

  it("uses the spec's square-root surface: 2 mg/m² at 170 cm, 70 kg is 2 × √(11900/3600) = 3.636 mg", () => {
    expect(totalDosePerM2({ doseMgPerM2: 2, heightCm: 170, weightKg: 70 })).toBeCloseTo(3.6362, 4);
  });

  it('throws a RangeError naming the parameter for impossible inputs', () => {
    expect(() => totalDosePerM2({ doseMgPerM2: -0.5, heightCm: 170, weightKg: 70 })).toThrow(/doseMgPerM2/);
    expect(() => totalDosePerM2({ doseMgPerM2: 1, heightCm: 0, weightKg: 70 })).toThrow(/heightCm/);
    expect(() => totalDosePerM2({ doseMgPerM2: 1, heightCm: 170, weightKg: Number.NaN })).toThrow(/weightKg/);
  });

  it('never returns NaN and grows with height and weight for a positive dose', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 10, noNaN: true }), heightCm, weightKg, (d, h, w) => {
        const total = totalDosePerM2({ doseMgPerM2: d, heightCm: h, weightKg: w });
        expect(Number.isFinite(total)).toBe(true);
        expect(totalDosePerM2({ doseMgPerM2: d, heightCm: h + 1, weightKg: w })).toBeGreaterThan(total);
        expect(totalDosePerM2({ doseMgPerM2: d, heightCm: h, weightKg: w + 1 })).toBeGreaterThan(total);
      }),
    );
  });
});
