import { describe, expect, it } from 'vitest';
import { checkDateNotInFuture } from '../shared/dates.ts';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { createPatientPersonalSchema, MedicalInfoSchema, ResidenceSchema } from './schemas.ts';

const today = '2026-11-22';

const personal = createPatientPersonalSchema({ today, birthplaceExists: (code) => code === 'H501' });

const validPersonal = {
  paziente_nome: 'Mario',
  paziente_cognome: 'Rossi',
  paziente_codfiscale: 'RSSMRA80A01H501U',
  comune_nascita: 'Roma',
  comune_nascita_codice: 'H501',
  paziente_nascita: '1980-01-01',
  id_stato_matrimoniale: 2,
  paziente_sesso: 'male',
};

describe('patient edit (spec 000, section 5)', () => {
  it('accepts a complete record', () => {
    expect(allCodes(personal, validPersonal)).toEqual({});
  });

  it.each(['paziente_nome', 'paziente_cognome', 'comune_nascita', 'paziente_nascita'])(
    'requires %s',
    (field) => {
      expect(codesAt(personal, { ...validPersonal, [field]: '' }, field)).toContain('required');
      expect(codesAt(personal, { ...validPersonal, [field]: '   ' }, field)).toContain('required');
    },
  );

  it('requires the sex', () => {
    expect(codesAt(personal, { ...validPersonal, paziente_sesso: '' }, 'paziente_sesso')).toEqual([
      'required',
    ]);
  });

  it('rejects a tax code shorter than 16 characters and accepts an empty one', () => {
    expect(
      codesAt(personal, { ...validPersonal, paziente_codfiscale: 'RSSMRA80A01H501' }, 'paziente_codfiscale'),
    ).toEqual(['tax_code_invalid']);
    expect(codesAt(personal, { ...validPersonal, paziente_codfiscale: '' }, 'paziente_codfiscale')).toEqual(
      [],
    );
  });

  it('rejects a typed birth city that was not picked from the suggestions', () => {
    expect(codesAt(personal, { ...validPersonal, comune_nascita_codice: null }, 'comune_nascita')).toEqual([
      'city_not_selected',
    ]);
    expect(codesAt(personal, { ...validPersonal, comune_nascita_codice: 'H501' }, 'comune_nascita')).toEqual(
      [],
    );
  });

  it('rejects a birth date after today and accepts today', () => {
    expect(
      codesAt(personal, { ...validPersonal, paziente_nascita: '2026-11-23' }, 'paziente_nascita'),
    ).toEqual(['date_in_future']);
    expect(codesAt(personal, { ...validPersonal, paziente_nascita: today }, 'paziente_nascita')).toEqual([]);
  });

  it('tells the UI to reset a future birth date to today', () => {
    expect(checkDateNotInFuture('2027-01-01', today)).toEqual({
      issue: 'date_in_future',
      replacement: today,
    });
    expect(checkDateNotInFuture('2000-01-01', today)).toBeNull();
  });
});

describe('residence edit (spec 000, section 5)', () => {
  const valid = {
    contatto_indirizzo: 'Via Roma 1',
    comune_residenza: 'Milano',
    comune_residenza_codice: 'F205',
    contatto_telefono: '+39 02 1234567',
  };

  it('accepts a complete residence', () => {
    expect(allCodes(ResidenceSchema, valid)).toEqual({});
  });

  it('requires the street', () => {
    expect(codesAt(ResidenceSchema, { ...valid, contatto_indirizzo: '' }, 'contatto_indirizzo')).toEqual([
      'required',
    ]);
  });

  it('requires the city and that it is picked', () => {
    expect(codesAt(ResidenceSchema, { ...valid, comune_residenza: '' }, 'comune_residenza')).toEqual([
      'required',
    ]);
    expect(codesAt(ResidenceSchema, { ...valid, comune_residenza_codice: '' }, 'comune_residenza')).toEqual([
      'city_not_selected',
    ]);
  });

  it('requires a valid phone', () => {
    expect(codesAt(ResidenceSchema, { ...valid, contatto_telefono: '' }, 'contatto_telefono')).toEqual([
      'required',
    ]);
    expect(codesAt(ResidenceSchema, { ...valid, contatto_telefono: '12-34' }, 'contatto_telefono')).toEqual([
      'phone_invalid',
    ]);
  });
});

describe('medical info', () => {
  it('accepts the spec blood-group values and rejects other spellings', () => {
    expect(allCodes(MedicalInfoSchema, { paziente_gruppo: 'AB -', paziente_donatore_organi: 1 })).toEqual({});
    expect(codesAt(MedicalInfoSchema, { paziente_gruppo: 'AB-' }, 'paziente_gruppo')).toEqual([
      'option_invalid',
    ]);
  });
});
