import { describe, expect, it } from 'vitest';
import {
  checkCalculatorField,
  checkCardiovascularScoreInputs,
  checkFraminghamField,
  exclusiveDoseBasis,
  isScoreInputKeyAllowed,
  parseScoreNumber,
} from './inputs.ts';

describe('calculator inputs (spec 001, section 5)', () => {
  it.each([
    ['weightKg', '70', null],
    ['weightKg', '450', 'out_of_range'],
    ['weightKg', '-3', 'number_not_positive'],
    ['weightKg', 'abc', 'number_not_positive'],
    ['dripVolumeMl', '99', 'out_of_range'],
    ['urineCreatinineMgDl', '', 'required'],
  ] as const)('%s = %j gives %s', (name, value, code) => {
    expect(checkCalculatorField(name, value).issue?.code ?? null).toBe(code);
  });

  it('gives the range as parameters, for "compreso tra X e Y"', () => {
    expect(checkCalculatorField('heightCm', '230').issue).toEqual({
      code: 'out_of_range',
      params: { min: 50, max: 220 },
      severity: 'error',
    });
  });

  it('lets only one of dose per kg and per m² be used', () => {
    expect(exclusiveDoseBasis({ doseMgPerKg: 2, doseMgPerM2: 3 }, 'doseMgPerM2')).toEqual({
      doseMgPerKg: null,
      doseMgPerM2: 3,
    });
  });
});

describe('score inputs (spec 001, section 5)', () => {
  it('accepts digits and one point only', () => {
    expect(parseScoreNumber('1.5')).toEqual({ value: 1.5, issue: null });
    expect(parseScoreNumber('-1').issue?.code).toBe('number_not_positive');
    expect(parseScoreNumber('').issue?.code).toBe('required');
    expect(isScoreInputKeyAllowed('7')).toBe(true);
    expect(isScoreInputKeyAllowed('-')).toBe(false);
  });

  it('classifies Framingham values against the usual range', () => {
    expect(checkFraminghamField('totalCholesterolMgDl', '200').issue).toBeNull();
    expect(checkFraminghamField('totalCholesterolMgDl', '20').issue?.code).toBe('framingham_out_of_range');
    expect(checkFraminghamField('totalCholesterolMgDl', '20').issue?.params).toHaveProperty('low');
  });

  it('asks to fill every cardiovascular field, then for valid values', () => {
    const complete = {
      sex: 'male',
      race: 'white',
      ageYears: 55,
      totalCholesterolMgDl: 213,
      hdlCholesterolMgDl: 50,
      systolicBpMmHg: 120,
    };
    expect(checkCardiovascularScoreInputs(complete)).toBeNull();
    expect(checkCardiovascularScoreInputs({ ...complete, sex: 'unknown' })?.code).toBe(
      'score_fields_missing',
    );
    expect(checkCardiovascularScoreInputs({ ...complete, hdlCholesterolMgDl: -1 })?.code).toBe(
      'score_values_invalid',
    );
  });
});
