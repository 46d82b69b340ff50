import type { Patient } from '@cartella/domain';
import { describe, expect, it } from 'vitest';
import { mario } from '../../../test/patient.ts';
import { hasPersonalData, isNewRecord } from './new-record.ts';

const justRegistered: Patient = {
  ...mario,
  paziente_codfiscale: '',
  paziente_nascita: '',
  paziente_sesso: 'unknown',
  allergie: [],
  tbl_terapie: [],
  associated_doctors: [],
  contattiemergenza: [],
  contattialtro: [],
};

describe('a record just registered', () => {
  it('is new, and its personal data are still to complete', () => {
    expect(isNewRecord(justRegistered)).toBe(true);
    expect(hasPersonalData(justRegistered)).toBe(false);
  });
});

describe('a record whose personal data only were saved', () => {
  it('is still new, with its personal data done', () => {
    const completed = { ...justRegistered, paziente_nascita: '1980-01-01' };
    expect(isNewRecord(completed)).toBe(true);
    expect(hasPersonalData(completed)).toBe(true);
  });
});

describe('a record with one piece of health data', () => {
  it('is no longer new, whichever list holds it', () => {
    const allergy = {
      id_diagnosi: 1,
      tipo_diagnosi: 'Allergia',
      diagnosi_patologia: 'Penicillina',
      diagnosi_stato: 0,
    } as const;
    expect(isNewRecord({ ...justRegistered, allergie: [allergy] })).toBe(false);
    const link = { linkid: 1, id_paziente: 1, name: 'ASL', link: 'https://example.org', descrizione: '' };
    expect(isNewRecord({ ...justRegistered, links: [link] })).toBe(false);
  });
});
