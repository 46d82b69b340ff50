import { describe, expect, it } from 'vitest';
import {
  checkLinkBeforeOpening,
  checkPassword,
  PermissionCheckSchema,
  PersonalLinkSchema,
  RegistrationSchema,
  ScoreSaveSchema,
} from './account-schemas.ts';
import { allCodes, codesAt } from './test-support/issues.ts';

describe('personal link (spec 001, section 5)', () => {
  const valid = { name: 'Ospedale', link: 'https://www.example.it/reparto', descrizione: 'Il mio reparto' };

  it('accepts name, URL and description', () => {
    expect(allCodes(PersonalLinkSchema, valid)).toEqual({});
  });

  it.each(['name', 'link', 'descrizione'])('requires %s', (field) => {
    expect(codesAt(PersonalLinkSchema, { ...valid, [field]: '' }, field)).toEqual(['required']);
  });

  it('rejects an address that is not a web URL', () => {
    expect(codesAt(PersonalLinkSchema, { ...valid, link: 'javascript:alert(1)' }, 'link')).toEqual([
      'url_invalid',
    ]);
  });

  it('says "URL non valido o mancante!" when opening a link without an address', () => {
    expect(checkLinkBeforeOpening('')).toBe('url_invalid');
    expect(checkLinkBeforeOpening('https://www.salute.gov.it')).toBeNull();
  });
});

describe('password policy (spec 001, section 5)', () => {
  it('accepts 12 characters with upper, lower, digit and special character', () => {
    expect(checkPassword('Vento#Mare42x')).toEqual([]);
  });

  it.each([
    ['Ve#Mare42x', 'password_too_short'],
    ['ventomare42xyz', 'password_too_weak'],
    ['VENTOMARE42#X', 'password_too_weak'],
    ['Password#2026', 'password_common'],
  ])('rejects %s with %s', (password, code) => {
    expect(checkPassword(password)).toContain(code);
  });

  it('rejects a password containing the person own name', () => {
    expect(checkPassword('Rossi#Vento42', { lastName: 'Rossi' })).toEqual(['password_common']);
  });
});

describe('registration (spec 001, section 5)', () => {
  const valid = {
    nome: 'Mario',
    cognome: 'Rossi',
    email: 'mario.rossi@example.it',
    password: 'Vento#Mare42x',
    password_confirmation: 'Vento#Mare42x',
    accetta_termini: true,
  };

  it('accepts a complete registration', () => {
    expect(allCodes(RegistrationSchema, valid)).toEqual({});
  });

  it.each([
    ['nome', '', 'required'],
    ['cognome', '', 'required'],
    ['email', '', 'required'],
    ['email', 'mario', 'email_invalid'],
    ['password_confirmation', 'Altro#Mare42x', 'passwords_mismatch'],
    ['accetta_termini', false, 'terms_not_accepted'],
  ])('reports %s = %j as %s', (field, value, code) => {
    expect(codesAt(RegistrationSchema, { ...valid, [field]: value }, field)).toContain(code);
  });

  it('reports the password length with its minimum', () => {
    expect(
      codesAt(RegistrationSchema, { ...valid, password: 'Ab#1', password_confirmation: 'Ab#1' }, 'password'),
    ).toContain('password_too_short');
  });

  it('refuses a password made of the person own name', () => {
    const withName = { ...valid, password: 'Mario#Vento42', password_confirmation: 'Mario#Vento42' };
    expect(codesAt(RegistrationSchema, withName, 'password')).toEqual(['password_common']);
  });
});

describe('score save and permission check bodies', () => {
  it('accepts additional_score only for CHA2DS2-VASc', () => {
    const base = { id_paziente: 1, nome_score: 'cha2ds2-score', valore_score: 3, additional_score: 3.2 };
    expect(allCodes(ScoreSaveSchema, base)).toEqual({});
    expect(codesAt(ScoreSaveSchema, { ...base, nome_score: 'meld-score' }, 'additional_score')).toEqual([
      'invalid_type',
    ]);
  });

  it('accepts known permission keys only', () => {
    expect(allCodes(PermissionCheckSchema, { data: 'spostaFarmaci' })).toEqual({});
    expect(codesAt(PermissionCheckSchema, { data: 'spostafarmaci' }, 'data')).toEqual(['option_invalid']);
  });
});
