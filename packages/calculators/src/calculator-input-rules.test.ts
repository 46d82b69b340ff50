import { describe, expect, it } from 'vitest';
import {
  type CalculatorInputName,
  calculatorInputRules,
  checkCalculatorInput,
} from './calculator-input-rules.ts';

// Spec 001_a7c742dac97fcdb8.txt, section 5 "Calculator inputs", one row per listed range.
const specRanges: [CalculatorInputName, number, number][] = [
  ['doseMgPerKg', 0, 10],
  ['doseMgPerM2', 0, 10],
  ['administrations', 1, 10],
  ['infusionDoseMcgPerKgPerMin', 1, 10],
  ['vialMg', 1, 10],
  ['vials', 1, 10],
  ['dripVolumeMl', 100, 500],
  ['solutionContentMg', 1, 10],
  ['solutionVolumeMl', 1, 10],
  ['dosageMg', 1, 10],
  ['dropsPerMl', 1, 100],
  ['urineCreatinineMgDl', 40, 200],
  ['urineVolumeMlPer24h', 800, 2000],
  ['creatinineMgDl', 0.1, 13],
  ['weightKg', 5, 400],
  ['heightCm', 50, 220],
];

describe('checkCalculatorInput', () => {
  it('refuses 450 kg with the range of the message (the JSDoc example)', () => {
    expect(checkCalculatorInput('weightKg', '450')).toEqual({ code: 'out_of_range', min: 5, max: 400 });
  });

  it.each(specRanges)('accepts both ends of %s (%d-%d) and refuses just outside them', (name, min, max) => {
    expect(calculatorInputRules[name]).toMatchObject({ min, max });
    expect(checkCalculatorInput(name, min).code).not.toBe('out_of_range');
    expect(checkCalculatorInput(name, max).code).not.toBe('out_of_range');
    expect(checkCalculatorInput(name, max + 0.01)).toEqual({ code: 'out_of_range', min, max });
    if (min > 0) {
      expect(checkCalculatorInput(name, min - min / 10)).toEqual({ code: 'out_of_range', min, max });
    }
  });

  it('warns above 50 drops per ml but accepts the value', () => {
    expect(checkCalculatorInput('dropsPerMl', 50)).toEqual({ code: 'valid', value: 50 });
    expect(checkCalculatorInput('dropsPerMl', 51)).toEqual({
      code: 'rarely_above',
      value: 51,
      threshold: 50,
    });
  });

  it("keeps the spec's 1-10 limit for solution content even though its warning starts at 50 mg", () => {
    expect(calculatorInputRules.solutionContentMg.rarelyAbove).toBe(50);
    expect(checkCalculatorInput('solutionContentMg', 60)).toEqual({ code: 'out_of_range', min: 1, max: 10 });
  });

  it.each(['abc', '-5', '5e2', '1.2.3', '+3'])('refuses %j as not a positive number', (text) => {
    expect(checkCalculatorInput('weightKg', text)).toEqual({ code: 'not_a_positive_number' });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses the number %d as not a positive number',
    (value) => {
      expect(checkCalculatorInput('weightKg', value)).toEqual({ code: 'not_a_positive_number' });
    },
  );

  it('reads a comma or a point as the decimal separator', () => {
    expect(checkCalculatorInput('creatinineMgDl', '1,2')).toEqual({ code: 'valid', value: 1.2 });
    expect(checkCalculatorInput('creatinineMgDl', ' 1.2 ')).toEqual({ code: 'valid', value: 1.2 });
  });

  it.each([null, undefined, '', '   '])(
    'asks for an empty value (%j) instead of substituting a default',
    (value) => {
      expect(checkCalculatorInput('doseMgPerKg', value)).toEqual({ code: 'required' });
    },
  );

  it("offers the spec's starting values, but none for patient measurements or the dropper", () => {
    expect(calculatorInputRules.doseMgPerKg.defaultValue).toBe(1);
    expect(calculatorInputRules.administrations.defaultValue).toBe(1);
    expect(calculatorInputRules.dripVolumeMl.defaultValue).toBe(100);
    for (const name of [
      'weightKg',
      'heightCm',
      'creatinineMgDl',
      'urineCreatinineMgDl',
      'urineVolumeMlPer24h',
      'dropsPerMl',
    ] as const) {
      expect(calculatorInputRules[name].defaultValue).toBeNull();
    }
  });

  it('keeps every starting value inside its own range', () => {
    for (const rule of Object.values(calculatorInputRules)) {
      if (rule.defaultValue !== null) {
        expect(rule.defaultValue).toBeGreaterThanOrEqual(rule.min);
        expect(rule.defaultValue).toBeLessThanOrEqual(rule.max);
      }
    }
  });

  it('throws a RangeError for a name that is not a calculator input', () => {
    const name: CalculatorInputName = JSON.parse('"shoeSize"');
    expect(() => checkCalculatorInput(name, 1)).toThrow(RangeError);
  });
});
