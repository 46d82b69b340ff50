import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { checkPassword, EmailVerificationSchema, RegistrationSchema } from './schemas.ts';

describe('password policy (spec 001, section 5)', () => {
  it('accepts 12 characters with upper, lower, digit and special character', () => {
    expect(checkPassword('Vento#Mare42x')).toEqual([]);
  });

  it.each([
    ['Ve#Mare42x', 'password_too_short'],
    ['ventomare42xyz', 'password_too_weak'],
    ['VENTOMARE42#X', 'password_too_weak'],
  ])('rejects %s with %s', (password, code) => {
    expect(checkPassword(password)).toContain(code);
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
    accetta_trattamento: true,
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
    ['accetta_trattamento', false, 'processing_not_accepted'],
  ])('reports %s = %j as %s', (field, value, code) => {
    expect(codesAt(RegistrationSchema, { ...valid, [field]: value }, field)).toContain(code);
  });

  it.each([
    ['nome', "Maria Giovanna D'Alò-Rossi"],
    ['nome', 'Zoë'],
    ['cognome', 'Dell\u2019Acqua'],
    ['cognome', 'Ñúñez de la Peña'],
  ])(
    'accepts %s = %j: letters, accents, spaces, apostrophes and hyphens (issue #34, T3b)',
    (field, value) => {
      expect(allCodes(RegistrationSchema, { ...valid, [field]: value })).toEqual({});
    },
  );

  it.each([
    ['nome', 'Vinci 1000 euro: https://example.com/premio', 'name_invalid'],
    ['nome', 'Mario\nAccedi qui', 'name_invalid'],
    ['cognome', 'Rossi <b>', 'name_invalid'],
    ['cognome', 'Rossi.', 'name_invalid'],
    ['nome', 'a'.repeat(61), 'too_long'],
  ])('refuses %s = %j as %s: a name carries no message (issue #34, T3b)', (field, value, code) => {
    expect(codesAt(RegistrationSchema, { ...valid, [field]: value }, field)).toEqual([code]);
  });

  it('reports the password length with its minimum', () => {
    expect(
      codesAt(RegistrationSchema, { ...valid, password: 'Ab#1', password_confirmation: 'Ab#1' }, 'password'),
    ).toContain('password_too_short');
  });

  it('reports a repeated password that differs on the confirmation only', () => {
    const mismatch = { ...valid, password_confirmation: 'Vento#Mare42y' };
    expect(allCodes(RegistrationSchema, mismatch)).toEqual({ password_confirmation: ['passwords_mismatch'] });
  });
});

describe('mailed link tokens', () => {
  it('accepts a 43-character base64url token and refuses anything else as link_invalid', () => {
    const token = `${'a'.repeat(42)}_`;
    expect(allCodes(EmailVerificationSchema, { token })).toEqual({});
    expect(codesAt(EmailVerificationSchema, { token: 'short' }, 'token')).toEqual(['link_invalid']);
    expect(codesAt(EmailVerificationSchema, { token: `${'a'.repeat(42)}=` }, 'token')).toEqual([
      'link_invalid',
    ]);
  });
});
