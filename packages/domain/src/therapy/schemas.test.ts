import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkEndNotBeforeStart } from '../shared/dates.ts';
import { issuesToFieldIssues } from '../shared/issues.ts';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { TherapySchema } from './schemas.ts';

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
