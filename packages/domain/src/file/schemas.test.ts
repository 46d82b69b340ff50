import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { createFileSchema, isKardiaPdf } from './schemas.ts';

const today = '2026-11-22';

describe('file add (spec 000, section 5)', () => {
  const ordinary = createFileSchema({ today, variant: 'ordinary', isNew: true });
  const kardia = createFileSchema({ today, variant: 'kardia', isNew: true });
  const edit = createFileSchema({ today, variant: 'ordinary', isNew: false });
  const valid = {
    file: 'JVBERi0=',
    file_nome: 'referto.pdf',
    file_type: 'application/pdf',
    type: 'documento',
    data_rilievo: '2026-11-20',
    id_livello_confidenzialita: 1,
  };

  it('accepts a complete new file', () => {
    expect(allCodes(ordinary, valid)).toEqual({});
  });

  it.each(['file', 'data_rilievo'])('requires %s', (field) => {
    expect(codesAt(ordinary, { ...valid, [field]: '' }, field)).toEqual(['required']);
  });

  it('asks for a valid type when none or an unknown one is chosen', () => {
    expect(codesAt(ordinary, { ...valid, type: '' }, 'type')).toEqual(['file_type_invalid']);
    expect(codesAt(ordinary, { ...valid, type: 'kardia' }, 'type')).toEqual(['file_type_invalid']);
  });

  it('rejects a survey date after today, also on edit', () => {
    expect(codesAt(ordinary, { ...valid, data_rilievo: '2026-11-23' }, 'data_rilievo')).toEqual([
      'survey_date_in_future',
    ]);
    expect(codesAt(edit, { ...valid, data_rilievo: '2026-11-23' }, 'data_rilievo')).toEqual([
      'survey_date_in_future',
    ]);
  });

  it('accepts only PDF in the Kardia variant', () => {
    expect(allCodes(kardia, { ...valid, type: 'kardia' })).toEqual({});
    expect(codesAt(kardia, { ...valid, type: 'kardia', file_type: 'image/png' }, 'file_type')).toEqual([
      'pdf_required',
    ]);
    expect(isKardiaPdf({ type: 'application/pdf' })).toBe(true);
    expect(isKardiaPdf({ type: 'image/jpeg', name: 'x.jpg' })).toBe(false);
  });

  it('chooses confidentiality only on new files', () => {
    const { id_livello_confidenzialita: _omitted, file: _file, ...withoutLevel } = valid;
    expect(codesAt(ordinary, withoutLevel, 'id_livello_confidenzialita')).toEqual(['required']);
    expect(allCodes(edit, withoutLevel)).toEqual({});
  });
});
