import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampMeldInputs } from './meld-clamps.ts';
import { meldMortality3MonthPercent, meldNa } from './meld-na.ts';

const normal = {
  creatinineMgDl: 1,
  bilirubinMgDl: 1,
  inr: 1,
  sodiumMmolL: 137,
  dialysisTwiceInPastWeek: false,
};

describe('meldNa', () => {
  it('gives 17 for creatinine 1.2, bilirubin 2, INR 1.5, sodium 135 (the JSDoc example)', () => {
    // MELD(i) = round(10 × (0.1745 + 0.2620 + 0.4541 + 0.643)) = round(15.336) = 15;
    // 15 + 1.32 × 2 − 0.033 × 15 × 2 = 16.65 -> 17
    const result = meldNa({
      creatinineMgDl: 1.2,
      bilirubinMgDl: 2,
      inr: 1.5,
      sodiumMmolL: 135,
      dialysisTwiceInPastWeek: false,
    });
    expect(result).toEqual({
      score: 17,
      mortality3MonthPercent: 6,
      inputsUsed: { creatinineMgDl: 1.2, bilirubinMgDl: 2, inr: 1.5, sodiumMmolL: 135 },
    });
  });

  it('gives the floor of 6 when every value is normal (10 × 0.643 = 6.43)', () => {
    expect(meldNa(normal).score).toBe(6);
    expect(meldNa(normal).mortality3MonthPercent).toBe(1.9);
  });

  it('adds no sodium term when MELD(i) is 11, however low the sodium', () => {
    // creatinine 1.6: 10 × (0.957 ln 1.6 + 0.643) = 10.93 -> 11
    expect(meldNa({ ...normal, creatinineMgDl: 1.6, sodiumMmolL: 125 }).score).toBe(11);
  });

  it('adds the sodium term when MELD(i) is 12', () => {
    // creatinine 1.8: 10 × (0.957 ln 1.8 + 0.643) = 12.06 -> 12; 12 + 1.32 × 12 − 0.033 × 12 × 12 = 23.09
    expect(meldNa({ ...normal, creatinineMgDl: 1.8, sodiumMmolL: 137 }).score).toBe(12);
    expect(meldNa({ ...normal, creatinineMgDl: 1.8, sodiumMmolL: 125 }).score).toBe(23);
  });

  it('bounds sodium to 125-137', () => {
    const low = { ...normal, creatinineMgDl: 1.8 };
    expect(meldNa({ ...low, sodiumMmolL: 110 }).score).toBe(meldNa({ ...low, sodiumMmolL: 125 }).score);
    expect(meldNa({ ...low, sodiumMmolL: 150 }).score).toBe(meldNa({ ...low, sodiumMmolL: 137 }).score);
    expect(meldNa({ ...low, sodiumMmolL: 110 }).inputsUsed.sodiumMmolL).toBe(125);
    expect(meldNa({ ...low, sodiumMmolL: 150 }).inputsUsed.sodiumMmolL).toBe(137);
  });

  it('raises creatinine, bilirubin and INR below 1 to 1', () => {
    const result = meldNa({ ...normal, creatinineMgDl: 0.5, bilirubinMgDl: 0.3, inr: 0.9 });
    expect(result.inputsUsed).toEqual({ creatinineMgDl: 1, bilirubinMgDl: 1, inr: 1, sodiumMmolL: 137 });
    expect(result.score).toBe(6);
  });

  it('caps creatinine at 4 and sets it to 4 after dialysis, whatever was measured', () => {
    expect(meldNa({ ...normal, creatinineMgDl: 6 }).inputsUsed.creatinineMgDl).toBe(4);
    expect(meldNa({ ...normal, creatinineMgDl: 6 }).score).toBe(
      meldNa({ ...normal, creatinineMgDl: 4 }).score,
    );
    expect(
      meldNa({ ...normal, creatinineMgDl: 0.6, dialysisTwiceInPastWeek: true }).inputsUsed.creatinineMgDl,
    ).toBe(4);
    // 10 × (0.957 ln 4 + 0.643) = 19.70 -> 20
    expect(meldNa({ ...normal, creatinineMgDl: 0.6, dialysisTwiceInPastWeek: true }).score).toBe(20);
  });

  it('caps the score at 40 with the 71.3% band', () => {
    const result = meldNa({
      creatinineMgDl: 4,
      bilirubinMgDl: 40,
      inr: 5,
      sodiumMmolL: 125,
      dialysisTwiceInPastWeek: true,
    });
    expect(result.score).toBe(40);
    expect(result.mortality3MonthPercent).toBe(71.3);
  });

  it('throws a RangeError naming the parameter for zero, negative or NaN values', () => {
    expect(() => meldNa({ ...normal, creatinineMgDl: 0 })).toThrow(/creatinineMgDl/);
    expect(() => meldNa({ ...normal, bilirubinMgDl: -1 })).toThrow(/bilirubinMgDl/);
    expect(() => meldNa({ ...normal, inr: Number.NaN })).toThrow(/inr/);
    expect(() => meldNa({ ...normal, sodiumMmolL: 0 })).toThrow(/sodiumMmolL/);
  });

  const labs = fc.record({
    creatinineMgDl: fc.double({ min: 0.1, max: 15, noNaN: true }),
    bilirubinMgDl: fc.double({ min: 0.1, max: 60, noNaN: true }),
    inr: fc.double({ min: 0.5, max: 10, noNaN: true }),
    sodiumMmolL: fc.double({ min: 100, max: 170, noNaN: true }),
    dialysisTwiceInPastWeek: fc.boolean(),
  });

  it('always gives a whole number from 6 to 40 and bounded inputs', () => {
    fc.assert(
      fc.property(labs, (input) => {
        const { score, inputsUsed } = meldNa(input);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(6);
        expect(score).toBeLessThanOrEqual(40);
        expect(inputsUsed.creatinineMgDl).toBeGreaterThanOrEqual(1);
        expect(inputsUsed.creatinineMgDl).toBeLessThanOrEqual(4);
        expect(inputsUsed.sodiumMmolL).toBeGreaterThanOrEqual(125);
        expect(inputsUsed.sodiumMmolL).toBeLessThanOrEqual(137);
      }),
    );
  });

  it('never falls when bilirubin, INR or creatinine rises, or when sodium falls', () => {
    fc.assert(
      fc.property(labs, (input) => {
        const { score } = meldNa(input);
        expect(meldNa({ ...input, bilirubinMgDl: input.bilirubinMgDl * 1.5 }).score).toBeGreaterThanOrEqual(
          score,
        );
        expect(meldNa({ ...input, inr: input.inr * 1.5 }).score).toBeGreaterThanOrEqual(score);
        expect(meldNa({ ...input, creatinineMgDl: input.creatinineMgDl * 1.5 }).score).toBeGreaterThanOrEqual(
          score,
        );
        expect(meldNa({ ...input, sodiumMmolL: input.sodiumMmolL - 3 }).score).toBeGreaterThanOrEqual(score);
      }),
    );
  });
});

describe('meldMortality3MonthPercent', () => {
  it.each([
    [6, 1.9],
    [9, 1.9],
    [10, 6],
    [19, 6],
    [20, 19.6],
    [29, 19.6],
    [30, 52.6],
    [39, 52.6],
    [40, 71.3],
  ])('gives the Wiesner 2003 band for score %i: %d%%', (score, percent) => {
    expect(meldMortality3MonthPercent(score)).toBe(percent);
  });

  it('throws for a score that is not a number', () => {
    expect(() => meldMortality3MonthPercent(Number.NaN)).toThrow(RangeError);
  });
});

describe('clampMeldInputs', () => {
  it('lists creatinine raised and sodium lowered (the JSDoc example)', () => {
    expect(
      clampMeldInputs({
        creatinineMgDl: 0.8,
        bilirubinMgDl: 2,
        inr: 1.1,
        sodiumMmolL: 140,
        dialysisTwiceInPastWeek: false,
      }),
    ).toEqual({
      inputsUsed: { creatinineMgDl: 1, bilirubinMgDl: 2, inr: 1.1, sodiumMmolL: 137 },
      clamps: ['creatinine_raised_to_minimum', 'sodium_lowered_to_maximum'],
    });
  });

  it('reports every clamp by its code', () => {
    expect(clampMeldInputs({ ...normal, creatinineMgDl: 5 }).clamps).toEqual([
      'creatinine_lowered_to_maximum',
    ]);
    expect(clampMeldInputs({ ...normal, dialysisTwiceInPastWeek: true }).clamps).toEqual([
      'creatinine_set_by_dialysis',
    ]);
    expect(clampMeldInputs({ ...normal, bilirubinMgDl: 0.4 }).clamps).toEqual([
      'bilirubin_raised_to_minimum',
    ]);
    expect(clampMeldInputs({ ...normal, inr: 0.9 }).clamps).toEqual(['inr_raised_to_minimum']);
    expect(clampMeldInputs({ ...normal, sodiumMmolL: 120 }).clamps).toEqual(['sodium_raised_to_minimum']);
  });

  it('leaves values exactly on the bounds alone', () => {
    expect(clampMeldInputs({ ...normal, creatinineMgDl: 4, sodiumMmolL: 125 }).clamps).toEqual([]);
    expect(clampMeldInputs(normal).clamps).toEqual([]);
  });

  it('throws when the dialysis answer is not a boolean', () => {
    const answer: boolean = JSON.parse('"yes"');
    expect(() => clampMeldInputs({ ...normal, dialysisTwiceInPastWeek: answer })).toThrow(
      /dialysisTwiceInPastWeek/,
    );
  });
});
