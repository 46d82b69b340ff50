import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { checkPassword, RegistrationSchema } from './schemas.ts';

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
