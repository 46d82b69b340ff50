import { describe, expect, it } from 'vitest';
import { infusionConcentration } from './infusion-concentration.ts';

describe('infusionConcentration', () => {
  it('gives 1.6 mg/ml for 2 vials of 200 mg in 250 ml (the JSDoc example)', () => {
    expect(infusionConcentration({ vialMg: 200, vials: 2, volumeMl: 250 })).toBe(1.6);
  });

  it('throws a RangeError naming the parameter for impossible inputs', () => {
    expect(() => infusionConcentration({ vialMg: 0, vials: 1, volumeMl: 100 })).toThrow(/vialMg/);
    expect(() => infusionConcentration({ vialMg: 5, vials: 0, volumeMl: 100 })).toThrow(/vials/);
    expect(() => infusionConcentration({ vialMg: 5, vials: 1, volumeMl: 0 })).toThrow(/volumeMl/);
  });
});
