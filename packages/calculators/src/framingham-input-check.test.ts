import { describe, expect, it } from 'vitest';
import { classifyFraminghamValue, framinghamUsualRanges } from './framingham-input-check.ts';

describe('classifyFraminghamValue', () => {
  it('calls HDL 12 rare (between half and 0.75 times the low of 20; the JSDoc example)', () => {
    expect(classifyFraminghamValue('hdlCholesterolMgDl', 12)).toEqual({ code: 'rare' });
  });

  it("uses the spec's usual ranges: total 100-400, HDL 20-95, systolic 100-130", () => {
    expect(framinghamUsualRanges).toEqual({
      totalCholesterolMgDl: { low: 100, high: 400 },
      hdlCholesterolMgDl: { low: 20, high: 95 },
      systolicBpMmHg: { low: 100, high: 130 },
    });
  });

  it.each([
    [49.9, 'invalid'],
    [50, 'rare'],
    [74.9, 'rare'],
    [75, 'valid'],
    [400, 'valid'],
    [600, 'valid'],
    [600.1, 'rare'],
    [800, 'rare'],
    [800.1, 'invalid'],
  ])('classifies total cholesterol %d as %s', (value, code) => {
    expect(classifyFraminghamValue('totalCholesterolMgDl', value).code).toBe(code);
  });

  it.each([
    [9, 'invalid'],
    [10, 'rare'],
    [15, 'valid'],
    [142.5, 'valid'],
    [143, 'rare'],
    [190, 'rare'],
    [191, 'invalid'],
  ])('classifies HDL %d as %s', (value, code) => {
    expect(classifyFraminghamValue('hdlCholesterolMgDl', value).code).toBe(code);
  });

  it.each([
    [49, 'invalid'],
    [60, 'rare'],
    [80, 'valid'],
    [195, 'valid'],
    [200, 'rare'],
    [261, 'invalid'],
  ])('classifies systolic %d as %s', (value, code) => {
    expect(classifyFraminghamValue('systolicBpMmHg', value).code).toBe(code);
  });

  it('gives the usual range with an invalid value, for the message', () => {
    expect(classifyFraminghamValue('systolicBpMmHg', 20)).toEqual({ code: 'invalid', low: 100, high: 130 });
    expect(classifyFraminghamValue('systolicBpMmHg', Number.NaN)).toEqual({
      code: 'invalid',
      low: 100,
      high: 130,
    });
  });
});
