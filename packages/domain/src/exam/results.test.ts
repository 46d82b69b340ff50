import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import {
  AnalyteTrendSchema,
  creatinineMgDlOf,
  ExamResultCreateSchema,
  examResultsRefusal,
  examTakesResults,
  RESULT_VALUE_MAX,
  resultFlag,
  resultFlagLabels,
  resultFlags,
} from './results.ts';

describe('examTakesResults', () => {
  const today = '2026-11-22';
  const lab = { indagine_tipologia: 'Laboratori Analisi', indagine_data_display: '2026-11-20' };

  it('answers true only for a completed Laboratori Analisi exam', () => {
    expect(examTakesResults({ ...lab, indagine_stato: 2 }, today)).toBe(true);
    for (const status of [0, 1, 3] as const)
      expect(examTakesResults({ ...lab, indagine_stato: status }, today)).toBe(false);
    for (const type of ['Studi Specialistici', 'Studi Radiologici', 'Patologia'] as const)
      expect(examTakesResults({ ...lab, indagine_stato: 2, indagine_tipologia: type }, today)).toBe(false);
  });

  it('answers true for one dated today or undated, and false for one dated in the future (issue #37)', () => {
    expect(examTakesResults({ ...lab, indagine_stato: 2, indagine_data_display: today }, today)).toBe(true);
    expect(examTakesResults({ ...lab, indagine_stato: 2, indagine_data_display: null }, today)).toBe(true);
    expect(examTakesResults({ ...lab, indagine_stato: 2, indagine_data_display: '2026-11-23' }, today)).toBe(
      false,
    );
  });
});

describe('examResultsRefusal', () => {
  const today = '2026-11-22';

  it('names why an exam takes no results: not a completed lab exam, or dated in the future', () => {
    const lab = { indagine_stato: 2, indagine_tipologia: 'Laboratori Analisi' };
    expect(examResultsRefusal({ ...lab, indagine_data_display: '2026-11-21' }, today)).toBeNull();
    expect(examResultsRefusal({ ...lab, indagine_data_display: '2026-12-01' }, today)).toBe(
      'results_need_past_exam',
    );
    expect(
      examResultsRefusal({ ...lab, indagine_stato: 1, indagine_data_display: '2026-12-01' }, today),
    ).toBe('results_need_completed_lab_exam');
    expect(
      examResultsRefusal({ ...lab, indagine_tipologia: 'Patologia', indagine_data_display: null }, today),
    ).toBe('results_need_completed_lab_exam');
  });
});

describe('resultFlag, given a range with both limits', () => {
  it('flags 1.4 against 0.5-1.2 as high (the JSDoc example)', () => {
    expect(resultFlag(1.4, 0.5, 1.2)).toBe('high');
  });

  it('flags a value below the lower limit as low', () => {
    expect(resultFlag(0.4, 0.5, 1.2)).toBe('low');
  });

  it('flags a value inside the range as normal, both limits included', () => {
    expect(resultFlag(0.9, 0.5, 1.2)).toBe('normal');
    expect(resultFlag(0.5, 0.5, 1.2)).toBe('normal');
    expect(resultFlag(1.2, 0.5, 1.2)).toBe('normal');
  });

  it('accepts a range of one value and negative values', () => {
    expect(resultFlag(7, 7, 7)).toBe('normal');
    expect(resultFlag(-3, -2, 2)).toBe('low');
    expect(resultFlag(-1, -2, 2)).toBe('normal');
  });
});

describe('resultFlag, given a range open on one side', () => {
  it('with only a lower limit, flags below it as low and anything above as normal', () => {
    expect(resultFlag(30, 40, null)).toBe('low');
    expect(resultFlag(40, 40, null)).toBe('normal');
    expect(resultFlag(1000, 40, null)).toBe('normal');
  });

  it('with only an upper limit, flags above it as high and anything below as normal', () => {
    expect(resultFlag(220, null, 200)).toBe('high');
    expect(resultFlag(200, null, 200)).toBe('normal');
    expect(resultFlag(-5, null, 200)).toBe('normal');
  });
});

describe('resultFlag, given no range', () => {
  it('answers unknown, since there is nothing to compare with', () => {
    expect(resultFlag(1.4, null, null)).toBe('unknown');
  });
});

describe('resultFlag, given broken preconditions', () => {
  it.each([
    [Number.NaN, 0, 1, 'value'],
    [Number.POSITIVE_INFINITY, 0, 1, 'value'],
    [1, Number.NaN, 1, 'min'],
    [1, 0, Number.NEGATIVE_INFINITY, 'max'],
  ])('throws a RangeError naming the parameter for (%s, %s, %s)', (value, min, max, name) => {
    expect(() => resultFlag(value, min, max)).toThrow(new RegExp(`^${name} `));
    expect(() => resultFlag(value, min, max)).toThrow(RangeError);
  });

  it('throws a RangeError when min exceeds max', () => {
    expect(() => resultFlag(1, 2, 1)).toThrow(RangeError);
  });
});

describe('the flag labels', () => {
  it('name every flag in Italian and English', () => {
    expect(Object.keys(resultFlagLabels).sort()).toEqual([...resultFlags].sort());
    expect(resultFlagLabels.low).toMatchObject({ it: 'Basso', en: 'Low' });
    expect(resultFlagLabels.high).toMatchObject({ it: 'Alto', en: 'High' });
    expect(resultFlagLabels.normal).toMatchObject({ it: 'Nella norma', en: 'In range' });
  });
});

describe('creatinineMgDlOf', () => {
  it('reads a serum creatinine in mg/dL as it is (the JSDoc example)', () => {
    expect(creatinineMgDlOf({ analita: 'Creatinina', valore: 1.1, unita: 'mg/dL' })).toBe(1.1);
    expect(creatinineMgDlOf({ analita: 'creatinine', valore: 0.8, unita: ' MG/DL ' })).toBe(0.8);
  });

  it('converts µmol/L to mg/dL: 97 / 88.4 = 1.097, shown as 1.1', () => {
    expect(creatinineMgDlOf({ analita: 'Creatinina', valore: 97, unita: 'µmol/L' })).toBe(1.1);
    expect(creatinineMgDlOf({ analita: 'Creatinina sierica', valore: 88.4, unita: 'umol/L' })).toBe(1);
  });

  it('answers null for a urinary creatinine, another analyte or another unit', () => {
    expect(creatinineMgDlOf({ analita: 'Creatinina urinaria', valore: 120, unita: 'mg/dL' })).toBeNull();
    expect(creatinineMgDlOf({ analita: 'Glicemia', valore: 90, unita: 'mg/dL' })).toBeNull();
    expect(creatinineMgDlOf({ analita: 'Creatinina', valore: 1.1, unita: 'g/L' })).toBeNull();
  });
});

describe('the result body', () => {
  const valid = {
    id_indagine: 3,
    analita: 'Creatinina',
    valore: 1.1,
    unita: 'mg/dL',
    rif_min: 0.5,
    rif_max: 1.2,
  };

  it('accepts an analyte with value, unit and range, and one without unit or range', () => {
    expect(allCodes(ExamResultCreateSchema, valid)).toEqual({});
    expect(allCodes(ExamResultCreateSchema, { id_indagine: 3, analita: 'INR', valore: 1 })).toEqual({});
  });

  it('requires the analyte and the value', () => {
    expect(codesAt(ExamResultCreateSchema, { ...valid, analita: '  ' }, 'analita')).toEqual(['required']);
    expect(codesAt(ExamResultCreateSchema, { ...valid, valore: undefined }, 'valore')).toEqual(['required']);
  });

  it('refuses a lower limit above the upper one, on the upper limit', () => {
    expect(allCodes(ExamResultCreateSchema, { ...valid, rif_min: 2, rif_max: 1 })).toEqual({
      rif_max: ['reference_range_inverted'],
    });
  });

  it('refuses texts over their limits and numbers out of range', () => {
    expect(codesAt(ExamResultCreateSchema, { ...valid, analita: 'a'.repeat(201) }, 'analita')).toEqual([
      'too_long',
    ]);
    expect(codesAt(ExamResultCreateSchema, { ...valid, unita: 'u'.repeat(51) }, 'unita')).toEqual([
      'too_long',
    ]);
    expect(codesAt(ExamResultCreateSchema, { ...valid, valore: RESULT_VALUE_MAX * 10 }, 'valore')).toEqual([
      'out_of_range',
    ]);
    expect(codesAt(ExamResultCreateSchema, { ...valid, rif_min: '0,5' }, 'rif_min')).toEqual([
      'invalid_type',
    ]);
  });

  it('takes only an integer exam id in range', () => {
    for (const id of [0, 1.5, 3e9, '3'])
      expect(codesAt(ExamResultCreateSchema, { ...valid, id_indagine: id }, 'id_indagine')).toEqual([
        'invalid_type',
      ]);
  });
});

describe('the trend body', () => {
  it('requires an analyte of at most 200 characters', () => {
    expect(allCodes(AnalyteTrendSchema, { analita: 'creatinina' })).toEqual({});
    expect(codesAt(AnalyteTrendSchema, { analita: '' }, 'analita')).toEqual(['required']);
    expect(codesAt(AnalyteTrendSchema, { analita: 'a'.repeat(201) }, 'analita')).toEqual(['too_long']);
  });
});
