import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { singleDose } from './single-dose.ts';

describe('singleDose', () => {
  it('gives 87.5 mg for 175 mg in 2 administrations (the JSDoc example)', () => {
    expect(singleDose({ totalDoseMg: 175, administrations: 2 })).toBe(87.5);
  });

  it.each([0, -1, 1.5, Number.NaN])(
    'throws a RangeError naming administrations for %s',
    (administrations) => {
      expect(() => singleDose({ totalDoseMg: 100, administrations })).toThrow(/administrations/);
    },
  );

  it('throws for a negative total', () => {
    expect(() => singleDose({ totalDoseMg: -1, administrations: 1 })).toThrow(/totalDoseMg/);
  });

  it('multiplies back to the total', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 4000, noNaN: true }),
        fc.integer({ min: 1, max: 10 }),
        (total, n) => {
          expect(singleDose({ totalDoseMg: total, administrations: n }) * n).toBeCloseTo(total, 9);
        },
      ),
    );
  });
});
