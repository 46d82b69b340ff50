import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { infusionConcentration } from './infusion-concentration.ts';
import { infusionRate } from './infusion-rate.ts';
import { formValue } from './test-support/arbitraries.ts';

const weightKg = formValue('weightKg');

describe('infusionRate', () => {
  it('gives 13.125 ml/h for 5 µg/kg/min in 70 kg at 1.6 mg/ml (the JSDoc example)', () => {
    // 70 kg × 5 µg/kg/min = 350 µg/min = 21 mg/h; 21 mg/h ÷ 1.6 mg/ml = 13.125 ml/h
    expect(infusionRate({ weightKg: 70, doseMcgPerKgPerMin: 5, concentrationMgPerMl: 1.6 })).toBeCloseTo(
      13.125,
      10,
    );
  });

  it('gives the textbook dopamine rate: 5 µg/kg/min, 80 kg, 400 mg in 250 ml is 15 ml/h', () => {
    const concentrationMgPerMl = infusionConcentration({ vialMg: 200, vials: 2, volumeMl: 250 });
    expect(infusionRate({ weightKg: 80, doseMcgPerKgPerMin: 5, concentrationMgPerMl })).toBeCloseTo(15, 10);
  });

  it('throws a RangeError naming the parameter for impossible inputs', () => {
    expect(() => infusionRate({ weightKg: 0, doseMcgPerKgPerMin: 5, concentrationMgPerMl: 1 })).toThrow(
      /weightKg/,
    );
    expect(() => infusionRate({ weightKg: 70, doseMcgPerKgPerMin: -5, concentrationMgPerMl: 1 })).toThrow(
      /doseMcgPerKgPerMin/,
    );
    expect(() => infusionRate({ weightKg: 70, doseMcgPerKgPerMin: 5, concentrationMgPerMl: 0 })).toThrow(
      /concentrationMgPerMl/,
    );
  });

  it('rises with dose and weight and falls with concentration', () => {
    fc.assert(
      fc.property(
        weightKg,
        fc.double({ min: 1, max: 10, noNaN: true }),
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        (w, d, c) => {
          const rate = infusionRate({ weightKg: w, doseMcgPerKgPerMin: d, concentrationMgPerMl: c });
          expect(Number.isFinite(rate)).toBe(true);
          expect(
            infusionRate({ weightKg: w, doseMcgPerKgPerMin: d + 1, concentrationMgPerMl: c }),
          ).toBeGreaterThan(rate);
          expect(
            infusionRate({ weightKg: w + 1, doseMcgPerKgPerMin: d, concentrationMgPerMl: c }),
          ).toBeGreaterThan(rate);
          expect(
            infusionRate({ weightKg: w, doseMcgPerKgPerMin: d, concentrationMgPerMl: c * 2 }),
          ).toBeLessThan(rate);
        },
      ),
    );
  });
});
