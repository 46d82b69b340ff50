import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drops } from './drops.ts';

const dose = fc.double({ min: 0, max: 10, noNaN: true });

describe('drops', () => {
  it('gives 2 ml and 40 drops for 10 mg of a 5 mg/ml solution at 20 drops/ml (the JSDoc example)', () => {
    expect(drops({ doseMg: 10, concentrationMgPerMl: 5, dropsPerMl: 20 })).toEqual({
      volumeMl: 2,
      drops: 40,
    });
  });

  it('throws a RangeError naming the parameter for impossible inputs', () => {
    expect(() => drops({ doseMg: -1, concentrationMgPerMl: 5, dropsPerMl: 20 })).toThrow(/doseMg/);
    expect(() => drops({ doseMg: 1, concentrationMgPerMl: 0, dropsPerMl: 20 })).toThrow(
      /concentrationMgPerMl/,
    );
    expect(() => drops({ doseMg: 1, concentrationMgPerMl: 5, dropsPerMl: Number.NaN })).toThrow(/dropsPerMl/);
  });

  it('keeps drops = volume × drops per ml and volume × concentration = dose', () => {
    fc.assert(
      fc.property(
        dose,
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (d, c, p) => {
          const result = drops({ doseMg: d, concentrationMgPerMl: c, dropsPerMl: p });
          expect(result.drops).toBeCloseTo(result.volumeMl * p, 9);
          expect(result.volumeMl * c).toBeCloseTo(d, 9);
        },
      ),
    );
  });
});
