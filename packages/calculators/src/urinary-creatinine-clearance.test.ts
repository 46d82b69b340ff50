import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formValue } from './test-support/arbitraries.ts';
import { urinaryCreatinineClearance } from './urinary-creatinine-clearance.ts';

describe('urinaryCreatinineClearance', () => {
  it('gives 100 ml/min for 100 mg/dl in 1440 ml with serum 1 mg/dl (the JSDoc example)', () => {
    expect(
      urinaryCreatinineClearance({ urineCreatinineMgDl: 100, urineVolumeMlPer24h: 1440, creatinineMgDl: 1 }),
    ).toBeCloseTo(100, 10);
  });

  it('gives 69.4 ml/min for 40 mg/dl in 2000 ml with serum 0.8 mg/dl', () => {
    // 40 × 2000 / (1440 × 0.8) = 80000 / 1152 = 69.44
    expect(
      urinaryCreatinineClearance({ urineCreatinineMgDl: 40, urineVolumeMlPer24h: 2000, creatinineMgDl: 0.8 }),
    ).toBeCloseTo(69.44, 2);
  });

  it('throws a RangeError naming the parameter for zero serum creatinine or negative urine values', () => {
    expect(() =>
      urinaryCreatinineClearance({ urineCreatinineMgDl: 100, urineVolumeMlPer24h: 1440, creatinineMgDl: 0 }),
    ).toThrow(/creatinineMgDl/);
    expect(() =>
      urinaryCreatinineClearance({ urineCreatinineMgDl: -1, urineVolumeMlPer24h: 1440, creatinineMgDl: 1 }),
    ).toThrow(/urineCreatinineMgDl/);
    expect(() =>
      urinaryCreatinineClearance({
        urineCreatinineMgDl: 100,
        urineVolumeMlPer24h: Number.NaN,
        creatinineMgDl: 1,
      }),
    ).toThrow(/urineVolumeMlPer24h/);
  });

  it('is proportional to urine creatinine and volume and inversely to serum creatinine', () => {
    fc.assert(
      fc.property(
        formValue('urineCreatinineMgDl'),
        formValue('urineVolumeMlPer24h'),
        formValue('creatinineMgDl'),
        (u, v, s) => {
          const clearance = urinaryCreatinineClearance({
            urineCreatinineMgDl: u,
            urineVolumeMlPer24h: v,
            creatinineMgDl: s,
          });
          expect(Number.isFinite(clearance)).toBe(true);
          expect(
            urinaryCreatinineClearance({
              urineCreatinineMgDl: u,
              urineVolumeMlPer24h: v,
              creatinineMgDl: 2 * s,
            }),
          ).toBeCloseTo(clearance / 2, 9);
        },
      ),
    );
  });
});
