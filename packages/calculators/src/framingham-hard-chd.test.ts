import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorAgeRangesYears } from './age-ranges.ts';
import {
  type FraminghamHardChdInput,
  framinghamHardChd,
  framinghamHardChdCoefficients,
} from './framingham-hard-chd.ts';
import { coronaryRiskFactors } from './test-support/arbitraries.ts';

const man50: FraminghamHardChdInput = {
  sex: 'male',
  ageYears: 50,
  totalCholesterolMgDl: 200,
  hdlCholesterolMgDl: 50,
  systolicBpMmHg: 120,
  bpTreated: false,
  smoker: false,
};

// ln(1 − risk) = exp(L) × ln S0, so the ratio of two people's ln(1 − risk) is exp(L1 − L2).
function linearPredictorGap(a: FraminghamHardChdInput, b: FraminghamHardChdInput): number {
  const logSurvival = (input: FraminghamHardChdInput) =>
    Math.log(1 - framinghamHardChd(input).riskPercent / 100);
  return Math.log(logSurvival(a) / logSurvival(b));
}

describe('framinghamHardChd', () => {
  it('gives 3.94% for a non-smoking man of 50 with 200/50 mg/dl and 120 mmHg (the JSDoc example)', () => {
    expect(framinghamHardChd(man50).riskPercent).toBeCloseTo(3.938, 2);
  });

  it("agrees with ATP III's point tables (Circulation 2002, appendix) within a few points", () => {
    // Man 50: 6 + 3 + 0 + 0 = 9 points -> 5%. Woman 50: 6 + 4 + 0 + 1 = 11 points -> 1%.
    expect(Math.abs(framinghamHardChd(man50).riskPercent - 5)).toBeLessThan(1.5);
    expect(Math.abs(framinghamHardChd({ ...man50, sex: 'female' }).riskPercent - 1)).toBeLessThan(1);
    // Man 62, smoker, 250/35 mg/dl, treated 150 mmHg: 11 + 3 + 1 + 2 + 2 = 19 points -> ≥ 30%.
    const highRisk = {
      ...man50,
      ageYears: 62,
      totalCholesterolMgDl: 250,
      hdlCholesterolMgDl: 35,
      systolicBpMmHg: 150,
      bpTreated: true,
      smoker: true,
    };
    expect(framinghamHardChd(highRisk).riskPercent).toBeGreaterThanOrEqual(30);
    // Same woman: 10 + 3 + 2 + 2 + 5 = 22 points -> 17%.
    expect(Math.abs(framinghamHardChd({ ...highRisk, sex: 'female' }).riskPercent - 17)).toBeLessThan(4);
  });

  it('uses baseline survival 0.9402 for men and 0.98767 for women, the reverse of the spec', () => {
    expect(framinghamHardChdCoefficients.male.baselineSurvival).toBe(0.9402);
    expect(framinghamHardChdCoefficients.female.baselineSurvival).toBe(0.98767);
    // With the spec's assignment a woman of 50 would score above a man of 50; in ATP III men carry more risk.
    expect(framinghamHardChd(man50).riskPercent).toBeGreaterThan(
      framinghamHardChd({ ...man50, sex: 'female' }).riskPercent,
    );
  });

  it("freezes the smoking interaction's age at 70 for men and 78 for women", () => {
    const smokingGap = (input: FraminghamHardChdInput) =>
      linearPredictorGap({ ...input, smoker: true }, input);
    expect(smokingGap({ ...man50, ageYears: 72 })).toBeCloseTo(smokingGap({ ...man50, ageYears: 79 }), 8);
    expect(smokingGap({ ...man50, ageYears: 60 })).not.toBeCloseTo(smokingGap({ ...man50, ageYears: 70 }), 3);
    const woman = { ...man50, sex: 'female' } as const;
    expect(smokingGap({ ...woman, ageYears: 78 })).toBeCloseTo(smokingGap({ ...woman, ageYears: 79 }), 8);
    expect(smokingGap({ ...woman, ageYears: 70 })).not.toBeCloseTo(smokingGap({ ...woman, ageYears: 78 }), 3);
  });

  it('adds 0.241549 (men) and 0.420251 (women) to L for treated blood pressure', () => {
    expect(linearPredictorGap({ ...man50, bpTreated: true }, man50)).toBeCloseTo(0.241549, 8);
    const woman = { ...man50, sex: 'female' } as const;
    expect(linearPredictorGap({ ...woman, bpTreated: true }, woman)).toBeCloseTo(0.420251, 8);
  });

  it('accepts ages 20 and 79 and refuses 19 and 80 (ATP III scope)', () => {
    expect(framinghamHardChd({ ...man50, ageYears: 20 }).riskPercent).toBeGreaterThanOrEqual(0);
    expect(framinghamHardChd({ ...man50, ageYears: 79 }).riskPercent).toBeGreaterThan(0);
    expect(() => framinghamHardChd({ ...man50, ageYears: 19 })).toThrow(/ageYears/);
    expect(() => framinghamHardChd({ ...man50, ageYears: 80 })).toThrow(/ageYears/);
  });

  it('throws a RangeError naming the parameter for impossible measurements', () => {
    expect(() => framinghamHardChd({ ...man50, totalCholesterolMgDl: 0 })).toThrow(/totalCholesterolMgDl/);
    expect(() => framinghamHardChd({ ...man50, hdlCholesterolMgDl: -5 })).toThrow(/hdlCholesterolMgDl/);
    expect(() => framinghamHardChd({ ...man50, systolicBpMmHg: Number.NaN })).toThrow(/systolicBpMmHg/);
  });

  it('stays within 0-100%, never NaN, rises with systolic pressure and falls with HDL', () => {
    fc.assert(
      fc.property(
        coronaryRiskFactors({
          ageYears: calculatorAgeRangesYears.framinghamHardChd,
          totalCholesterolMgDl: { min: 100, max: 400 },
          hdlCholesterolMgDl: { min: 20, max: 95 },
          systolicBpMmHg: { min: 90, max: 200 },
        }),
        (input) => {
          const { riskPercent } = framinghamHardChd(input);
          expect(riskPercent).toBeGreaterThanOrEqual(0);
          expect(riskPercent).toBeLessThanOrEqual(100);
          expect(
            framinghamHardChd({ ...input, systolicBpMmHg: input.systolicBpMmHg + 10 }).riskPercent,
          ).toBeGreaterThanOrEqual(riskPercent);
          expect(
            framinghamHardChd({ ...input, hdlCholesterolMgDl: input.hdlCholesterolMgDl + 5 }).riskPercent,
          ).toBeLessThanOrEqual(riskPercent);
        },
      ),
    );
  });
});
