import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createAdverseReactionSchema,
  createDiaryEntrySchema,
  ExamFileSchema,
  ExamSchema,
  TherapySchema,
} from './clinical-schemas.ts';
import { issuesToFieldIssues } from './issues.ts';
import { checkEndNotBeforeStart } from './rules.ts';
import { allCodes, codesAt } from './test-support/issues.ts';

const today = '2026-11-22';

describe('diary entry', () => {
  const schema = createDiaryEntrySchema({ today });
  const valid = {
    taccuino_data: today,
    taccuino_descrizione: 'Dolore al ginocchio',
    id_livello_confidenzialita: 4,
  };

  it('accepts an entry dated today', () => {
    expect(allCodes(schema, valid)).toEqual({});
  });

  it('rejects a missing or future date', () => {
    expect(codesAt(schema, { ...valid, taccuino_data: '' }, 'taccuino_data')).toEqual(['required']);
    expect(codesAt(schema, { ...valid, taccuino_data: '2026-12-01' }, 'taccuino_data')).toEqual([
      'date_in_future',
    ]);
  });
});

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

describe('therapy (spec 000, section 5)', () => {
  const forbidden = {
    tipo_terapia: 0,
    id_farmaco_codifa: '012345',
    prescrittore: 'Dott. Verdi',
    data_inizio: '2026-01-10',
    note: 'Allergia nota',
    id_livello_confidenzialita: 6,
  };
  const ongoing = {
    ...forbidden,
    tipo_terapia: 1,
    note: null,
    quantita_farmaceutica: '1 compressa',
    frequenza_farmaceutica: '2 volte al giorno',
  };
  const concluded = { ...ongoing, tipo_terapia: 2, data_fine: '2026-02-10' };

  it.each([
    ['forbidden', forbidden],
    ['ongoing', ongoing],
    ['concluded', concluded],
  ])('accepts a complete %s therapy', (_name, therapy) => {
    expect(allCodes(TherapySchema, therapy)).toEqual({});
  });

  it('requires the reason of a forbidden drug', () => {
    expect(codesAt(TherapySchema, { ...forbidden, note: '' }, 'note')).toEqual(['reason_required']);
    expect(codesAt(TherapySchema, { ...forbidden, note: null }, 'note')).toEqual(['reason_required']);
  });

  it.each([
    ['forbidden', 'id_farmaco_codifa', forbidden],
    ['forbidden', 'prescrittore', forbidden],
    ['ongoing', 'quantita_farmaceutica', ongoing],
    ['ongoing', 'frequenza_farmaceutica', ongoing],
    ['concluded', 'data_fine', concluded],
  ])('a %s therapy requires %s', (_name, field, therapy) => {
    expect(codesAt(TherapySchema, { ...therapy, [field]: '' }, field)).toEqual(['required']);
  });

  it('does not require dose and frequency of a forbidden drug', () => {
    expect(
      codesAt(TherapySchema, { ...forbidden, quantita_farmaceutica: '' }, 'quantita_farmaceutica'),
    ).toEqual([]);
  });

  it('requires the start date with its own message', () => {
    expect(codesAt(TherapySchema, { ...ongoing, data_inizio: '' }, 'data_inizio')).toEqual([
      'start_date_required',
    ]);
  });

  it('accepts a 100-character note and rejects 101 characters', () => {
    expect(codesAt(TherapySchema, { ...ongoing, note: 'a'.repeat(100) }, 'note')).toEqual([]);
    expect(codesAt(TherapySchema, { ...ongoing, note: 'a'.repeat(101) }, 'note')).toEqual(['note_too_long']);
    expect(codesAt(TherapySchema, { ...forbidden, note: 'a'.repeat(101) }, 'note')).toEqual([
      'note_too_long',
    ]);
  });

  it('rejects an end date before the start date, on the end date', () => {
    expect(codesAt(TherapySchema, { ...concluded, data_fine: '2026-01-09' }, 'data_fine')).toEqual([
      'end_before_start',
    ]);
    expect(codesAt(TherapySchema, { ...concluded, data_fine: '2026-01-10' }, 'data_fine')).toEqual([]);
  });

  it('tells the UI to reset an invalid end date to the start date', () => {
    expect(checkEndNotBeforeStart('2026-01-10', '2026-01-01')).toEqual({
      issue: 'end_before_start',
      replacement: '2026-01-10',
    });
    expect(checkEndNotBeforeStart('2026-01-10', '2026-01-11')).toBeNull();
  });

  it('reports note_too_long with its limit as a parameter, never the value', () => {
    const result = v.safeParse(TherapySchema, { ...ongoing, note: 'segreto'.repeat(20) });
    expect(result.success).toBe(false);
    const issues = issuesToFieldIssues(result.issues ?? []);
    expect(issues).toEqual([{ path: 'note', code: 'note_too_long', params: { max: 100 } }]);
    expect(JSON.stringify(issues)).not.toContain('segreto');
  });
});

describe('adverse-reaction report (spec 000, section 5)', () => {
  const valid = {
    id_terapie: 1,
    id_structure_pharmacovigilance: 2,
    date_last_menstruation: '2026-11-01',
    pregnancy: 'Sconosciuta',
    nursing_mother: 0,
    reaction: 'Orticaria',
    date_reaction: '2026-11-10',
    severity: 'Non grave',
    reaction_affect: 3,
    reaction_duration: '2 giorni',
    drugs_to_treat_reaction: 'Antistaminico',
    reaction_now: 'Risolta',
    batch_number: 'AB123',
    prescribed_by_doctor: 1,
    care_provider_warned: 1,
    reason: 'Mal di testa',
    adverse_reaction_drug_suspended: 1,
    first_assumption_date: '2026-11-05',
    last_assumption_date: '2026-11-09',
    how_many_times_day: '2',
    how_drug_taken: 'Per bocca',
    drug_already_used: 0,
    same_reaction: 0,
    other_drugs_used: 'Nessuno',
    other_diseases: 'Nessuna',
    name_care_provider: 'Dott. Verdi',
    contactable_care_provider: 1,
    address_care_provider: 'Via Milano 2',
    phone_care_provider: '02 1234567',
  };
  const female = createAdverseReactionSchema({ today, sex: 'female' });
  const male = createAdverseReactionSchema({ today, sex: 'male' });

  it('accepts a complete report', () => {
    expect(allCodes(female, valid)).toEqual({});
  });

  it.each(Object.keys(valid).filter((key) => !['reaction_affect'].includes(key)))('requires %s', (field) => {
    expect(codesAt(female, { ...valid, [field]: undefined }, field)).toEqual(['required']);
  });

  it('asks menstruation, pregnancy and nursing only of female patients', () => {
    const withoutFemaleFields = {
      ...valid,
      date_last_menstruation: null,
      pregnancy: null,
      nursing_mother: null,
    };
    expect(allCodes(male, withoutFemaleFields)).toEqual({});
    expect(codesAt(female, withoutFemaleFields, 'pregnancy')).toEqual(['required']);
  });

  it('rejects a first assumption later than the last, on the last-assumption field', () => {
    const swapped = { ...valid, first_assumption_date: '2026-11-09', last_assumption_date: '2026-11-05' };
    expect(codesAt(female, swapped, 'last_assumption_date')).toEqual(['first_assumption_after_last']);
    expect(codesAt(female, swapped, 'first_assumption_date')).toEqual([]);
  });

  it('keeps the impact between 1 and 10', () => {
    expect(codesAt(female, { ...valid, reaction_affect: 10 }, 'reaction_affect')).toEqual([]);
    const result = v.safeParse(female, { ...valid, reaction_affect: 11 });
    expect(issuesToFieldIssues(result.issues ?? [])).toEqual([
      { path: 'reaction_affect', code: 'out_of_range', params: { min: 1, max: 10 } },
    ]);
  });
});
