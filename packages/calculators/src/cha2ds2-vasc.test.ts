import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Cha2ds2VascInput,
  cha2ds2Vasc,
  cha2ds2VascCriteria,
  cha2ds2VascStrokeRiskTable,
} from './cha2ds2-vasc.ts';

const none: Cha2ds2VascInput = {
  ageYears: 50,
  sex: 'male',
  congestiveHeartFailure: false,
  hypertension: false,
  diabetes: false,
  strokeTiaThromboembolism: false,
  vascularDisease: false,
};

describe('cha2ds2Vasc', () => {
  it('gives 3, 3.2% and 4.6% for a hypertensive woman of 70 (the JSDoc example)', () => {
    expect(cha2ds2Vasc({ ...none, ageYears: 70, sex: 'female', hypertension: true })).toEqual({
      score: 3,
      ischemicStrokeRiskPercent: 3.2,
      strokeTiaEmbolismRiskPercent: 4.6,
    });
  });

  it('gives 0, 0.2% and 0.3% for a man under 65 with no risk factor (Friberg 2012)', () => {
    expect(cha2ds2Vasc(none)).toEqual({
      score: 0,
      ischemicStrokeRiskPercent: 0.2,
      strokeTiaEmbolismRiskPercent: 0.3,
    });
  });

  it.each([
    [64, 0],
    [65, 1],
    [74, 1],
    [75, 2],
    [90, 2],
  ])('scores age %i as %i', (ageYears, points) => {
    expect(cha2ds2Vasc({ ...none, ageYears }).score).toBe(points);
  });

  it('scores female sex 1, stroke/TIA/thromboembolism 2 and each other criterion 1', () => {
    expect(cha2ds2Vasc({ ...none, sex: 'female' }).score).toBe(1);
    expect(cha2ds2Vasc({ ...none, strokeTiaThromboembolism: true }).score).toBe(2);
    expect(cha2ds2Vasc({ ...none, congestiveHeartFailure: true }).score).toBe(1);
    expect(cha2ds2Vasc({ ...none, hypertension: true }).score).toBe(1);
    expect(cha2ds2Vasc({ ...none, diabetes: true }).score).toBe(1);
    expect(cha2ds2Vasc({ ...none, vascularDisease: true }).score).toBe(1);
  });

  it('reaches 9 with 12.2% and 17.4% when everything is present', () => {
    expect(
      cha2ds2Vasc({
        ageYears: 80,
        sex: 'female',
        congestiveHeartFailure: true,
        hypertension: true,
        diabetes: true,
        strokeTiaThromboembolism: true,
        vascularDisease: true,
      }),
    ).toEqual({ score: 9, ischemicStrokeRiskPercent: 12.2, strokeTiaEmbolismRiskPercent: 17.4 });
  });

  it('publishes the Friberg 2012 table for every score 0-9', () => {
    expect(cha2ds2VascStrokeRiskTable.map((row) => row.ischemicStrokeRiskPercent)).toEqual([
      0.2, 0.6, 2.2, 3.2, 4.8, 7.2, 9.7, 11.2, 10.8, 12.2,
    ]);
    expect(cha2ds2VascStrokeRiskTable.map((row) => row.strokeTiaEmbolismRiskPercent)).toEqual([
      0.3, 0.9, 2.9, 4.6, 6.7, 10, 13.6, 15.7, 15.2, 17.4,
    ]);
  });

  it('exposes the age criterion with three answers, the third worth double', () => {
    const age = cha2ds2VascCriteria.find((criterion) => criterion.id === 'ageYears');
    expect(age?.options.map((option) => option.points)).toEqual([0, 1, 2]);
    expect(cha2ds2VascCriteria.reduce((sum, criterion) => sum + criterion.points, 0)).toBe(9);
  });

  it('throws a RangeError naming the parameter for an impossible age or an unknown sex', () => {
    expect(() => cha2ds2Vasc({ ...none, ageYears: -1 })).toThrow(/ageYears/);
    const unknownSex: 'male' = JSON.parse('"?"');
    expect(() => cha2ds2Vasc({ ...none, sex: unknownSex })).toThrow(/sex/);
  });

  it('never falls with age and stays within 0-9', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('male', 'female'),
        fc.boolean(),
        fc.boolean(),
        (ageYears, sex, hypertension, strokeTiaThromboembolism) => {
          const input = { ...none, ageYears, sex, hypertension, strokeTiaThromboembolism };
          const { score } = cha2ds2Vasc(input);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(9);
          expect(cha2ds2Vasc({ ...input, ageYears: ageYears + 1 }).score).toBeGreaterThanOrEqual(score);
        },
      ),
    );
  });
});
