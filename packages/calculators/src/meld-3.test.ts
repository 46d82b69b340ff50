import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meld3 } from './meld-3.ts';

const example = {
  sex: 'male',
  ageYears: 50,
  creatinineMgDl: 1.2,
  bilirubinMgDl: 2.5,
  inr: 1.5,
  sodiumMmolL: 135,
  albuminGDl: 3,
  dialysisTwiceInPastWeek: false,
} as const;
const normal = { ...example, creatinineMgDl: 1, bilirubinMgDl: 1, inr: 1, sodiumMmolL: 137, albuminGDl: 3.5 };

describe('meld3', () => {
  it('gives 18 for the JSDoc example (a man of 50)', () => {
    // 4.56 ln 2.5 + 0.82 × 2 − 0.24 × 2 × ln 2.5 + 9.09 ln 1.5 + 11.14 ln 1.2 + 1.85 × 0.5 − 1.83 × 0.5 × ln 1.2 + 6
    // = 4.178 + 1.64 − 0.440 + 3.686 + 2.031 + 0.925 − 0.167 + 6 = 17.85
    expect(meld3(example).score).toBe(18);
  });

  it('adds 1.33 for a woman: 19.18 -> 19 (Kim 2021)', () => {
    expect(meld3({ ...example, sex: 'female' }).score).toBe(19);
    expect(meld3({ ...example, sex: 'female' }).inputsUsed.femaleTermApplied).toBe(true);
  });

  it('adds 1.33 for a boy aged 12-17 too (OPTN policy 9.1, 2023), not for a man of 18', () => {
    expect(meld3({ ...example, ageYears: 17 }).score).toBe(19);
    expect(meld3({ ...example, ageYears: 12 }).inputsUsed.femaleTermApplied).toBe(true);
    expect(meld3({ ...example, ageYears: 18 }).score).toBe(18);
  });

  it('gives 6 when every value is normal, 7 for a woman (6 + 1.33)', () => {
    expect(meld3(normal).score).toBe(6);
    expect(meld3({ ...normal, sex: 'female' }).score).toBe(7);
  });

  it('caps creatinine at 3 and sets it to 3 after dialysis', () => {
    expect(meld3({ ...example, creatinineMgDl: 5 }).inputsUsed.creatinineMgDl).toBe(3);
    expect(meld3({ ...example, creatinineMgDl: 5 }).score).toBe(
      meld3({ ...example, creatinineMgDl: 3 }).score,
    );
    expect(
      meld3({ ...example, creatinineMgDl: 0.7, dialysisTwiceInPastWeek: true }).inputsUsed.creatinineMgDl,
    ).toBe(3);
  });

  it('bounds albumin to 1.5-3.5, sodium to 125-137 and raises bilirubin, INR and creatinine to 1', () => {
    const low = meld3({
      ...example,
      albuminGDl: 1,
      sodiumMmolL: 110,
      bilirubinMgDl: 0.5,
      inr: 0.9,
      creatinineMgDl: 0.6,
    });
    expect(low.inputsUsed).toEqual({
      creatinineMgDl: 1,
      bilirubinMgDl: 1,
      inr: 1,
      sodiumMmolL: 125,
      albuminGDl: 1.5,
      femaleTermApplied: false,
    });
    expect(meld3({ ...example, albuminGDl: 4.2 }).inputsUsed.albuminGDl).toBe(3.5);
    expect(meld3({ ...example, sodiumMmolL: 145 }).inputsUsed.sodiumMmolL).toBe(137);
  });

  it('caps the score at 40', () => {
    expect(
      meld3({ ...example, bilirubinMgDl: 30, inr: 4, creatinineMgDl: 3, albuminGDl: 1.5, sodiumMmolL: 125 })
        .score,
    ).toBe(40);
  });

  it('throws a RangeError naming the parameter for a child under 12 or impossible values', () => {
    expect(() => meld3({ ...example, ageYears: 11 })).toThrow(/ageYears/);
    expect(() => meld3({ ...example, albuminGDl: 0 })).toThrow(/albuminGDl/);
    expect(() => meld3({ ...example, creatinineMgDl: Number.NaN })).toThrow(/creatinineMgDl/);
  });

  const input = fc.record({
    sex: fc.constantFrom('male', 'female'),
    ageYears: fc.double({ min: 12, max: 120, noNaN: true }),
    creatinineMgDl: fc.double({ min: 0.1, max: 15, noNaN: true }),
    bilirubinMgDl: fc.double({ min: 0.1, max: 60, noNaN: true }),
    inr: fc.double({ min: 0.5, max: 10, noNaN: true }),
    sodiumMmolL: fc.double({ min: 100, max: 170, noNaN: true }),
    albuminGDl: fc.double({ min: 0.5, max: 6, noNaN: true }),
    dialysisTwiceInPastWeek: fc.boolean(),
  });

  it('always gives a whole number from 6 to 40', () => {
    fc.assert(
      fc.property(input, (value) => {
        const { score } = meld3(value);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(6);
        expect(score).toBeLessThanOrEqual(40);
      }),
    );
  });

  it('never falls when bilirubin, INR or creatinine rises', () => {
    fc.assert(
      fc.property(input, (value) => {
        const { score } = meld3(value);
        expect(meld3({ ...value, bilirubinMgDl: value.bilirubinMgDl * 1.5 }).score).toBeGreaterThanOrEqual(
          score,
        );
        expect(meld3({ ...value, inr: value.inr * 1.5 }).score).toBeGreaterThanOrEqual(score);
        expect(meld3({ ...value, creatinineMgDl: value.creatinineMgDl * 1.5 }).score).toBeGreaterThanOrEqual(
          score,
        );
      }),
    );
  });
});
