import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HasBledInput, hasBled, hasBledBleedingRiskTable, hasBledCriteria } from './has-bled.ts';

const none: HasBledInput = {
  uncontrolledHypertension: false,
  abnormalRenalFunction: false,
  abnormalLiverFunction: false,
  stroke: false,
  bleeding: false,
  labileInr: false,
  elderly: false,
  drugs: false,
  alcohol: false,
};
const ids = Object.keys(none) as (keyof HasBledInput)[];

describe('hasBled', () => {
  it('gives 3 and 3.74 bleeds per 100 patient-years for hypertension, age and drugs (the JSDoc example)', () => {
    expect(hasBled({ ...none, uncontrolledHypertension: true, elderly: true, drugs: true })).toEqual({
      score: 3,
      bleedsPer100PatientYears: 3.74,
    });
  });

  it.each([
    [0, 1.13],
    [1, 1.02],
    [2, 1.88],
    [3, 3.74],
    [4, 8.7],
    [5, 12.5],
  ])('gives Pisters 2010 rate for score %i: %d', (score, rate) => {
    const input = { ...none };
    for (const id of ids.slice(0, score)) input[id] = true;
    expect(hasBled(input)).toEqual({ score, bleedsPer100PatientYears: rate });
  });

  it.each([6, 7, 8, 9])('gives no rate for score %i, where the paper has too few patients', (score) => {
    const input = { ...none };
    for (const id of ids.slice(0, score)) input[id] = true;
    expect(hasBled(input)).toEqual({ score, bleedsPer100PatientYears: null });
  });

  it.each(ids)('counts one point for %s alone', (id) => {
    expect(hasBled({ ...none, [id]: true }).score).toBe(1);
  });

  it('exposes nine one-point criteria whose ids are the input fields, and the table for 0-9', () => {
    expect(hasBledCriteria.map((criterion) => criterion.id)).toEqual(ids);
    expect(hasBledCriteria.every((criterion) => criterion.points === 1)).toBe(true);
    expect(hasBledBleedingRiskTable.map((row) => row.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('throws a RangeError naming a criterion whose answer is not a boolean', () => {
    const input: HasBledInput = JSON.parse(JSON.stringify({ ...none, stroke: 'yes' }));
    expect(() => hasBled(input)).toThrow(/stroke/);
  });

  it('equals the number of criteria answered yes', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), (answers) => {
        const input = { ...none };
        ids.forEach((id, index) => {
          input[id] = answers[index] === true;
        });
        expect(hasBled(input).score).toBe(answers.filter(Boolean).length);
      }),
    );
  });
});
