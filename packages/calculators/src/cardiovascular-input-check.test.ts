import { describe, expect, it } from 'vitest';
import { type CardiovascularInputsDraft, checkCardiovascularInputs } from './cardiovascular-input-check.ts';
import { goffExample } from './test-support/patients.ts';

/** A complete form: the patient of Goff 2013's worked example. */
const complete: CardiovascularInputsDraft = goffExample;

describe('checkCardiovascularInputs', () => {
  it('flags a total cholesterol of "0" as an invalid value (the JSDoc example)', () => {
    expect(checkCardiovascularInputs({ ...complete, totalCholesterolMgDl: '0' })).toEqual({
      code: 'invalid_values',
      fields: ['totalCholesterolMgDl'],
    });
  });

  it('accepts a complete form without warnings', () => {
    expect(checkCardiovascularInputs(complete)).toEqual({ code: 'valid', warnings: [] });
  });

  it('reports an unmapped sex or race, or an empty number, as missing fields', () => {
    expect(checkCardiovascularInputs({ ...complete, sex: 'other', race: undefined })).toEqual({
      code: 'missing_fields',
      fields: ['sex', 'race'],
    });
    expect(checkCardiovascularInputs({ ...complete, hdlCholesterolMgDl: '' })).toEqual({
      code: 'missing_fields',
      fields: ['hdlCholesterolMgDl'],
    });
  });

  it('reports missing fields before invalid values', () => {
    expect(checkCardiovascularInputs({ ...complete, sex: null, systolicBpMmHg: 'abc' }).code).toBe(
      'missing_fields',
    );
  });

  it.each(['abc', '-120', 0, -1])('reports systolic %j as an invalid value', (systolicBpMmHg) => {
    expect(checkCardiovascularInputs({ ...complete, systolicBpMmHg })).toEqual({
      code: 'invalid_values',
      fields: ['systolicBpMmHg'],
    });
  });

  it('refuses ages outside 40-79 with the range', () => {
    expect(checkCardiovascularInputs({ ...complete, ageYears: 39 })).toEqual({
      code: 'age_out_of_range',
      min: 40,
      max: 79,
    });
    expect(checkCardiovascularInputs({ ...complete, ageYears: 80 })).toEqual({
      code: 'age_out_of_range',
      min: 40,
      max: 79,
    });
    expect(checkCardiovascularInputs({ ...complete, ageYears: 40 }).code).toBe('valid');
    expect(checkCardiovascularInputs({ ...complete, ageYears: '79' }).code).toBe('valid');
  });

  it("warns about measurements outside the ACC/AHA estimator's ranges", () => {
    expect(checkCardiovascularInputs({ ...complete, totalCholesterolMgDl: 350, systolicBpMmHg: 85 })).toEqual(
      {
        code: 'valid',
        warnings: [
          { code: 'outside_derivation_range', field: 'totalCholesterolMgDl', min: 130, max: 320 },
          { code: 'outside_derivation_range', field: 'systolicBpMmHg', min: 90, max: 200 },
        ],
      },
    );
  });
});
