import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ckdEpi2009 } from './ckd-epi-2009.ts';
import { formValue } from './test-support/arbitraries.ts';

const base = { ageYears: 50, sex: 'male', creatinineMgDl: 0.9, africanAncestry: false } as const;

describe('ckdEpi2009', () => {
  it('gives 141 × 0.993^50 = 99.24 for a 50-year-old man at creatinine κ = 0.9 (the JSDoc example)', () => {
    expect(ckdEpi2009(base)).toBeCloseTo(99.2388, 3);
  });

  it('uses exponent α = −0.411 below κ and −1.209 above it for men (Levey 2009)', () => {
    const atKappa = ckdEpi2009(base);
    expect(ckdEpi2009({ ...base, creatinineMgDl: 0.45 }) / atKappa).toBeCloseTo(0.5 ** -0.411, 10);
    expect(ckdEpi2009({ ...base, creatinineMgDl: 1.8 }) / atKappa).toBeCloseTo(2 ** -1.209, 10);
  });

  it('uses κ = 0.7, α = −0.329 and the factor 1.018 for women', () => {
    const woman = { ...base, sex: 'female', creatinineMgDl: 0.7 } as const;
    expect(ckdEpi2009(woman)).toBeCloseTo(141 * 0.993 ** 50 * 1.018, 8);
    expect(ckdEpi2009({ ...woman, creatinineMgDl: 0.35 }) / ckdEpi2009(woman)).toBeCloseTo(0.5 ** -0.329, 10);
    expect(ckdEpi2009({ ...woman, creatinineMgDl: 1.4 }) / ckdEpi2009(woman)).toBeCloseTo(2 ** -1.209, 10);
  });

  it('multiplies by 1.159 for African ancestry', () => {
    expect(ckdEpi2009({ ...base, africanAncestry: true }) / ckdEpi2009(base)).toBeCloseTo(1.159, 10);
  });

  it('is continuous across κ on both sides', () => {
    expect(ckdEpi2009({ ...base, creatinineMgDl: 0.9 - 1e-9 })).toBeCloseTo(ckdEpi2009(base), 5);
    expect(ckdEpi2009({ ...base, creatinineMgDl: 0.9 + 1e-9 })).toBeCloseTo(ckdEpi2009(base), 5);
  });

  it('gives 80.1 for a 60-year-old woman with creatinine 0.8 mg/dl', () => {
    // 141 × (0.8/0.7)^−1.209 × 0.993^60 × 1.018 = 141 × 0.8509 × 0.6561 × 1.018 = 80.13
    expect(
      ckdEpi2009({ ageYears: 60, sex: 'female', creatinineMgDl: 0.8, africanAncestry: false }),
    ).toBeCloseTo(80.13, 2);
  });

  it('throws a RangeError naming the parameter for a child, zero creatinine or an unknown sex', () => {
    expect(() => ckdEpi2009({ ...base, ageYears: 17 })).toThrow(/ageYears/);
    expect(() => ckdEpi2009({ ...base, creatinineMgDl: 0 })).toThrow(/creatinineMgDl/);
    const unknownSex: 'male' = JSON.parse('"x"');
    expect(() => ckdEpi2009({ ...base, sex: unknownSex })).toThrow(/sex/);
  });

  it('falls with creatinine and age, never NaN', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 18, max: 119, noNaN: true }),
        fc.constantFrom('male', 'female'),
        formValue('creatinineMgDl'),
        fc.boolean(),
        (ageYears, sex, creatinineMgDl, africanAncestry) => {
          const gfr = ckdEpi2009({ ageYears, sex, creatinineMgDl, africanAncestry });
          expect(Number.isFinite(gfr)).toBe(true);
          expect(ckdEpi2009({ ageYears: ageYears + 1, sex, creatinineMgDl, africanAncestry })).toBeLessThan(
            gfr,
          );
          expect(
            ckdEpi2009({ ageYears, sex, creatinineMgDl: creatinineMgDl * 1.1, africanAncestry }),
          ).toBeLessThan(gfr);
        },
      ),
    );
  });
});
