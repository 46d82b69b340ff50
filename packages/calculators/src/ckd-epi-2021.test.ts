import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ckdEpi2009 } from './ckd-epi-2009.ts';
import { ckdEpi2021 } from './ckd-epi-2021.ts';
import { formValue } from './test-support/arbitraries.ts';

const base = { ageYears: 50, sex: 'male', creatinineMgDl: 0.9 } as const;

describe('ckdEpi2021', () => {
  it('gives 142 × 0.9938^50 = 104.05 for a 50-year-old man at κ = 0.9 (the JSDoc example)', () => {
    expect(ckdEpi2021(base)).toBeCloseTo(104.049, 3);
  });

  it('uses α = −0.302 below κ and −1.200 above it for men (Inker 2021)', () => {
    const atKappa = ckdEpi2021(base);
    expect(ckdEpi2021({ ...base, creatinineMgDl: 0.45 }) / atKappa).toBeCloseTo(0.5 ** -0.302, 10);
    expect(ckdEpi2021({ ...base, creatinineMgDl: 1.8 }) / atKappa).toBeCloseTo(2 ** -1.2, 10);
  });

  it('uses κ = 0.7, α = −0.241 and the factor 1.012 for women', () => {
    const woman = { ...base, sex: 'female', creatinineMgDl: 0.7 } as const;
    expect(ckdEpi2021(woman)).toBeCloseTo(142 * 0.9938 ** 50 * 1.012, 8);
    expect(ckdEpi2021({ ...woman, creatinineMgDl: 0.35 }) / ckdEpi2021(woman)).toBeCloseTo(0.5 ** -0.241, 10);
    expect(ckdEpi2021({ ...woman, creatinineMgDl: 1.4 }) / ckdEpi2021(woman)).toBeCloseTo(2 ** -1.2, 10);
  });

  it('differs from the 2009 equation the spec describes (141, 0.993, −0.411/−0.329)', () => {
    expect(ckdEpi2021(base)).not.toBeCloseTo(ckdEpi2009({ ...base, africanAncestry: false }), 0);
  });

  it('throws a RangeError naming the parameter for impossible inputs', () => {
    expect(() => ckdEpi2021({ ...base, ageYears: Number.NaN })).toThrow(/ageYears/);
    expect(() => ckdEpi2021({ ...base, creatinineMgDl: -1 })).toThrow(/creatinineMgDl/);
  });

  it('falls with creatinine and age, never NaN', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 18, max: 119, noNaN: true }),
        fc.constantFrom('male', 'female'),
        formValue('creatinineMgDl'),
        (ageYears, sex, creatinineMgDl) => {
          const gfr = ckdEpi2021({ ageYears, sex, creatinineMgDl });
          expect(Number.isFinite(gfr)).toBe(true);
          expect(ckdEpi2021({ ageYears: ageYears + 1, sex, creatinineMgDl })).toBeLessThan(gfr);
          expect(ckdEpi2021({ ageYears, sex, creatinineMgDl: creatinineMgDl * 1.1 })).toBeLessThan(gfr);
        },
      ),
    );
  });
});
