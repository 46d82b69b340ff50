import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import {
  ExamFileSchema,
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
});

describe('exam file (spec 000, section 5)', () => {
  const valid = {
    id_indagine: 3,
    file: 'data:application/pdf;base64,JVBERi0=',
    file_type: 'application/pdf',
    created_at: '2026-11-01',
    id_livello_confidenzialita: 1,
  };

  it('accepts file, survey date, type and confidentiality', () => {
    expect(allCodes(ExamFileSchema, valid)).toEqual({});
  });

  it.each(['file', 'file_type', 'created_at'])('requires %s', (field) => {
    expect(codesAt(ExamFileSchema, { ...valid, [field]: '' }, field)).toEqual(['required']);
  });

  it('requires the confidentiality', () => {
    expect(
      codesAt(ExamFileSchema, { ...valid, id_livello_confidenzialita: null }, 'id_livello_confidenzialita'),
    ).toEqual(['required']);
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
