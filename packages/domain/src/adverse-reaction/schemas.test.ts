import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldIssues } from '../shared/issues.ts';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { createAdverseReactionSchema } from './schemas.ts';

const today = '2026-11-22';

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
