import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cockcroftGault } from './cockcroft-gault.ts';
import { formValue } from './test-support/arbitraries.ts';

const age = fc.double({ min: 18, max: 120, noNaN: true });
const weight = formValue('weightKg');
const creatinine = formValue('creatinineMgDl');

describe('cockcroftGault', () => {
  it('gives 80 ml/min for a 60-year-old man of 72 kg with creatinine 1 mg/dl (the JSDoc example)', () => {
    // (140 − 60) × 72 / (72 × 1) = 80
    expect(cockcroftGault({ ageYears: 60, sex: 'male', weightKg: 72, creatinineMgDl: 1 })).toBeCloseTo(
      80,
      10,
    );
  });

  it('gives 85% of that for a woman: 68 ml/min (Cockcroft & Gault 1976: "× 0.85 for women")', () => {
    expect(cockcroftGault({ ageYears: 60, sex: 'female', weightKg: 72, creatinineMgDl: 1 })).toBeCloseTo(
      68,
      10,
    );
  });

  it('reproduces the textbook case: 40-year-old man, 70 kg, creatinine 1.2 mg/dl -> 81.0 ml/min', () => {
    // (140 − 40) × 70 / (72 × 1.2) = 7000 / 86.4 = 81.02
    expect(cockcroftGault({ ageYears: 40, sex: 'male', weightKg: 70, creatinineMgDl: 1.2 })).toBeCloseTo(
      81.02,
      2,
    );
  });

  it('accepts both ends of the adult age range and refuses just outside them', () => {
    expect(cockcroftGault({ ageYears: 18, sex: 'male', weightKg: 70, creatinineMgDl: 1 })).toBeGreaterThan(0);
    expect(cockcroftGault({ ageYears: 120, sex: 'male', weightKg: 70, creatinineMgDl: 1 })).toBeGreaterThan(
      0,
    );
    expect(() => cockcroftGault({ ageYears: 17.9, sex: 'male', weightKg: 70, creatinineMgDl: 1 })).toThrow(
      /ageYears/,
    );
    expect(() => cockcroftGault({ ageYears: 121, sex: 'male', weightKg: 70, creatinineMgDl: 1 })).toThrow(
      /ageYears/,
    );
  });

  it('throws a RangeError naming the parameter for zero creatinine, zero weight or an unknown sex', () => {
    expect(() => cockcroftGault({ ageYears: 50, sex: 'male', weightKg: 70, creatinineMgDl: 0 })).toThrow(
      /creatinineMgDl/,
    );
    expect(() => cockcroftGault({ ageYears: 50, sex: 'male', weightKg: 0, creatinineMgDl: 1 })).toThrow(
      /weightKg/,
    );
    const unknownSex: 'male' = JSON.parse('"unknown"');
    expect(() => cockcroftGault({ ageYears: 50, sex: unknownSex, weightKg: 70, creatinineMgDl: 1 })).toThrow(
      RangeError,
    );
  });

  it('falls with age and creatinine, rises with weight, and is never NaN', () => {
    fc.assert(
      fc.property(fc.double({ min: 18, max: 119, noNaN: true }), weight, creatinine, (a, w, c) => {
        const clearance = cockcroftGault({ ageYears: a, sex: 'male', weightKg: w, creatinineMgDl: c });
        expect(Number.isFinite(clearance)).toBe(true);
        expect(cockcroftGault({ ageYears: a + 1, sex: 'male', weightKg: w, creatinineMgDl: c })).toBeLessThan(
          clearance,
        );
        expect(
          cockcroftGault({ ageYears: a, sex: 'male', weightKg: w, creatinineMgDl: c * 1.1 }),
        ).toBeLessThan(clearance);
        expect(
          cockcroftGault({ ageYears: a, sex: 'male', weightKg: w + 1, creatinineMgDl: c }),
        ).toBeGreaterThan(clearance);
      }),
    );
  });

  it('gives women 0.85 times the value for men', () => {
    fc.assert(
      fc.property(age, weight, creatinine, (a, w, c) => {
        const male = cockcroftGault({ ageYears: a, sex: 'male', weightKg: w, creatinineMgDl: c });
        const female = cockcroftGault({ ageYears: a, sex: 'female', weightKg: w, creatinineMgDl: c });
        expect(female).toBeCloseTo(male * 0.85, 9);
      }),
    );
  });
});
