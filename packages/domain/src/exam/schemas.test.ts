import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import {
  createExamFileSchema,
  ExamMoveSchema,
  ExamSchema,
  ExamSearchSchema,
  InvestigationSearchSchema,
} from './schemas.ts';

describe('exam (spec 000, section 5)', () => {
  const valid = {
    indagine_tipologia: 'Laboratori Analisi',
    id_livello_confidenzialita: 6,
    indagine_stato: 0,
  };

  it('accepts type, confidentiality and status', () => {
    expect(allCodes(ExamSchema, valid)).toEqual({});
  });

  it.each([
    ['indagine_tipologia', ''],
    ['indagine_tipologia', 'Radiologia'],
    ['id_livello_confidenzialita', undefined],
  ])('requires %s (given %j)', (field, value) => {
    expect(codesAt(ExamSchema, { ...valid, [field]: value }, field)).toEqual(['required']);
  });

  it('reads an empty date as no date, and refuses a date that is not on the calendar', () => {
    expect(v.parse(ExamSchema, { ...valid, indagine_data_display: '' }).indagine_data_display).toBeNull();
    expect(v.parse(ExamSchema, { ...valid, indagine_data_display: '2026-11-20' }).indagine_data_display).toBe(
      '2026-11-20',
    );
    expect(
      codesAt(ExamSchema, { ...valid, indagine_data_display: '2026-02-30' }, 'indagine_data_display'),
    ).toEqual(['date_invalid']);
  });
});

describe('exam file (spec 000, section 5)', () => {
  const schema = createExamFileSchema({ today: '2026-11-27' });
  const valid = {
    id_indagine: 3,
    type: 'documento',
    created_at: '2026-11-01',
    id_livello_confidenzialita: 1,
  };

  it('accepts survey date, file type and confidentiality, with or without a comment', () => {
    expect(allCodes(schema, valid)).toEqual({});
    expect(allCodes(schema, { ...valid, file_commento: 'Referto firmato' })).toEqual({});
  });

  it('requires the survey date and refuses one in the future', () => {
    expect(codesAt(schema, { ...valid, created_at: '' }, 'created_at')).toEqual(['required']);
    expect(codesAt(schema, { ...valid, created_at: '2026-11-28' }, 'created_at')).toEqual([
      'survey_date_in_future',
    ]);
  });

  it('requires a file type of the files page, never Kardia', () => {
    expect(codesAt(schema, { ...valid, type: '' }, 'type')).toEqual(['file_type_invalid']);
    expect(codesAt(schema, { ...valid, type: 'kardia' }, 'type')).toEqual(['file_type_invalid']);
  });

  it('requires the confidentiality and an exam id in range', () => {
    expect(
      codesAt(schema, { ...valid, id_livello_confidenzialita: null }, 'id_livello_confidenzialita'),
    ).toEqual(['required']);
    expect(Object.keys(allCodes(schema, { ...valid, id_indagine: 2 ** 31 }))).toEqual(['id_indagine']);
  });
});

describe('exam and investigation searches (spec 000, section 9)', () => {
  it('searches exams from 3 characters and investigations from more than 2', () => {
    expect(allCodes(ExamSearchSchema, { search: 'eco' })).toEqual({});
    expect(codesAt(ExamSearchSchema, { search: ' ec ' }, 'search')).toEqual(['invalid_type']);
    expect(
      allCodes(InvestigationSearchSchema, { search: 'emo', indagine_tipologia: 'Laboratori Analisi' }),
    ).toEqual({});
    expect(codesAt(InvestigationSearchSchema, { search: 'em' }, 'search')).toEqual(['invalid_type']);
    expect(
      codesAt(
        InvestigationSearchSchema,
        { search: 'emo', indagine_tipologia: 'Altro' },
        'indagine_tipologia',
      ),
    ).toEqual(['option_invalid']);
  });

  it('moves only to one of the three lists, never to deleted', () => {
    expect(allCodes(ExamMoveSchema, { indagine_stato: 2 })).toEqual({});
    expect(codesAt(ExamMoveSchema, { indagine_stato: 3 }, 'indagine_stato')).toEqual(['option_invalid']);
  });
});
