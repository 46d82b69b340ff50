import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import {
  createFileSchema,
  FileConfidentialityRequestSchema,
  isKardiaPdf,
  pickedFileIssue,
} from './schemas.ts';

const today = '2026-11-22';

describe('file add (spec 000, section 5)', () => {
  const ordinary = createFileSchema({ today, variant: 'ordinary', isNew: true });
  const kardia = createFileSchema({ today, variant: 'kardia', isNew: true });
  const edit = createFileSchema({ today, variant: 'ordinary', isNew: false });
  const valid = {
    id_paziente: 1,
    type: 'documento',
    data_rilievo: '2026-11-20',
    file_commento: 'referto',
    tags: [],
    id_livello_confidenzialita: 1,
  };

  it('accepts a complete new file', () => {
    expect(allCodes(ordinary, valid)).toEqual({});
  });

  it('requires the survey date', () => {
    expect(codesAt(ordinary, { ...valid, data_rilievo: '' }, 'data_rilievo')).toEqual(['required']);
  });

  it('asks for a valid type when none or an unknown one is chosen', () => {
    expect(codesAt(ordinary, { ...valid, type: '' }, 'type')).toEqual(['file_type_invalid']);
    expect(codesAt(ordinary, { ...valid, type: 'kardia' }, 'type')).toEqual(['file_type_invalid']);
    expect(codesAt(kardia, { ...valid, type: 'foto' }, 'type')).toEqual(['file_type_invalid']);
    expect(allCodes(kardia, { ...valid, type: 'kardia' })).toEqual({});
  });

  it('rejects a survey date after today, also on edit', () => {
    expect(codesAt(ordinary, { ...valid, data_rilievo: '2026-11-23' }, 'data_rilievo')).toEqual([
      'survey_date_in_future',
    ]);
    expect(codesAt(edit, { ...valid, data_rilievo: '2026-11-23' }, 'data_rilievo')).toEqual([
      'survey_date_in_future',
    ]);
  });

  it('asks for a file, and in the Kardia form for a PDF', () => {
    expect(pickedFileIssue(null, 'ordinary')).toBe('required');
    expect(pickedFileIssue({ type: 'image/png', name: 'a.png' }, 'ordinary')).toBeNull();
    expect(pickedFileIssue({ type: 'image/png', name: 'a.png' }, 'kardia')).toBe('pdf_required');
    expect(pickedFileIssue({ type: 'application/pdf', name: 'a.pdf' }, 'kardia')).toBeNull();
    expect(isKardiaPdf({ type: '', name: 'ECG.PDF' })).toBe(true);
    expect(isKardiaPdf({ type: 'image/jpeg', name: 'x.jpg' })).toBe(false);
  });

  it('chooses confidentiality only on new files', () => {
    const { id_livello_confidenzialita: _omitted, ...withoutLevel } = valid;
    expect(codesAt(ordinary, withoutLevel, 'id_livello_confidenzialita')).toEqual(['required']);
    expect(allCodes(edit, withoutLevel)).toEqual({});
  });

  it('changes confidentiality alone with a level from 1 to 6', () => {
    expect(
      allCodes(FileConfidentialityRequestSchema, { id_paziente: 1, id_livello_confidenzialita: 5 }),
    ).toEqual({});
    expect(
      codesAt(
        FileConfidentialityRequestSchema,
        { id_paziente: 1, id_livello_confidenzialita: 7 },
        'id_livello_confidenzialita',
      ),
    ).toEqual(['required']);
  });
});
