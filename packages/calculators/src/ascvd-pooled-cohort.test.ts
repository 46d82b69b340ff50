import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorAgeRangesYears } from './age-ranges.ts';
import { ascvdPooledCohort, ascvdPooledCohortCoefficients } from './ascvd-pooled-cohort.ts';
import { coronaryRiskFactors } from './test-support/arbitraries.ts';
import { goffExample } from './test-support/patients.ts';

// Goff 2013, table A "Example calculations" (goffExample). The table rounds each logarithm to two
// decimals (white men: sum 60.69, 5.3%); with exact logarithms the sum is 60.70 and the risk 5.39%,
// so the published percentages are matched within 0.1 percentage point.

describe('ascvdPooledCohort', () => {
  it.each([
    ['female', 'white', 2.1],
    ['female', 'african-american', 3.0],
    ['male', 'white', 5.3],
    ['male', 'african-american', 6.1],
  ] as const)("reproduces Goff 2013's worked example for %s %s: %d%%", (sex, race, percent) => {
    expect(Math.abs(ascvdPooledCohort({ ...goffExample, sex, race }).riskPercent - percent)).toBeLessThan(
      0.1,
    );
  });

  it('uses the white equations for race "other"', () => {
    expect(ascvdPooledCohort({ ...goffExample, race: 'other' })).toEqual(ascvdPooledCohort(goffExample));
    expect(ascvdPooledCohort({ ...goffExample, sex: 'male', race: 'other' })).toEqual(
      ascvdPooledCohort({ ...goffExample, sex: 'male' }),
    );
  });

  it("uses the spec's baseline survivals and means, which match Goff 2013", () => {
    const groups = ascvdPooledCohortCoefficients;
    expect(
      [groups.whiteFemale, groups.africanAmericanFemale, groups.whiteMale, groups.africanAmericanMale].map(
        (g) => [g.baselineSurvival, g.meanSum],
      ),
    ).toEqual([
      [0.9665, -29.18],
      [0.9533, 86.61],
      [0.9144, 61.18],
      [0.8954, 19.54],
    ]);
  });

  it('switches between the treated and untreated systolic coefficients', () => {
    const treated = ascvdPooledCohort({ ...goffExample, bpTreated: true }).riskPercent;
    expect(treated).toBeGreaterThan(ascvdPooledCohort(goffExample).riskPercent);
  });

  it('raises risk with diabetes in every group', () => {
    for (const sex of ['male', 'female'] as const) {
      for (const race of ['white', 'african-american'] as const) {
        const input = { ...goffExample, sex, race };
        expect(ascvdPooledCohort({ ...input, diabetes: true }).riskPercent).toBeGreaterThan(
          ascvdPooledCohort(input).riskPercent,
        );
      }
    }
  });

  it('accepts ages 40 and 79 and refuses 39 and 80 (Goff 2013)', () => {
    expect(ascvdPooledCohort({ ...goffExample, ageYears: 40 }).riskPercent).toBeGreaterThan(0);
    expect(ascvdPooledCohort({ ...goffExample, ageYears: 79 }).riskPercent).toBeGreaterThan(0);
    expect(() => ascvdPooledCohort({ ...goffExample, ageYears: 39 })).toThrow(/ageYears/);
    expect(() => ascvdPooledCohort({ ...goffExample, ageYears: 80 })).toThrow(/ageYears/);
  });

  it('throws a RangeError naming the parameter for an unknown race or impossible measurements', () => {
    const race: 'white' = JSON.parse('"asian"');
    expect(() => ascvdPooledCohort({ ...goffExample, race })).toThrow(/race/);
    expect(() => ascvdPooledCohort({ ...goffExample, hdlCholesterolMgDl: 0 })).toThrow(/hdlCholesterolMgDl/);
  });

  it('stays within 0-100%, never NaN, and rises with systolic pressure', () => {
    fc.assert(
      fc.property(
        coronaryRiskFactors({
          ageYears: calculatorAgeRangesYears.ascvdPooledCohort,
          totalCholesterolMgDl: { min: 130, max: 320 },
          hdlCholesterolMgDl: { min: 20, max: 100 },
          systolicBpMmHg: { min: 90, max: 190 },
        }),
        fc.constantFrom('white', 'african-american', 'other'),
        fc.boolean(),
        (riskFactors, race, diabetes) => {
          const input = { ...riskFactors, race, diabetes };
          const { riskPercent } = ascvdPooledCohort(input);
          expect(riskPercent).toBeGreaterThanOrEqual(0);
          expect(riskPercent).toBeLessThanOrEqual(100);
          expect(
            ascvdPooledCohort({ ...input, systolicBpMmHg: input.systolicBpMmHg + 10 }).riskPercent,
          ).toBeGreaterThan(riskPercent);
        },
      ),
    );
  });
});
