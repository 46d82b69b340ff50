import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { ExamFileSchema, ExamSchema } from './schemas.ts';

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
