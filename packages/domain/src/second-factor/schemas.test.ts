import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResultSchema } from '../auth/login-result.ts';
import { codesAt } from '../shared/test-support/issues.ts';
import { PASSKEY_NAME_MAX_LENGTH } from './codes.ts';
import {
  PasskeyNameSchema,
  PasskeySignInSchema,
  SecondFactorPasswordSchema,
  SecondStepCodeSchema,
  TotpConfirmSchema,
} from './schemas.ts';

describe('the second step of a sign-in (issue #23)', () => {
  it.each(['123456', ' 123456 ', 'ABCDE-23456', 'abcde23456'])(
    'accepts %j: app digits or a recovery code',
    (codice) => {
      expect(v.safeParse(SecondStepCodeSchema, { codice }).success).toBe(true);
    },
  );

  it.each([
    ['', 'required'],
    ['12345', 'second_factor_code_format'],
    ['1234567', 'second_factor_code_format'],
    ['ABCDE--23456', 'second_factor_code_format'],
    ['ABCD-234567', 'second_factor_code_format'],
    ['x'.repeat(51), 'too_long'],
  ])('refuses %j with %s', (codice, code) => {
    expect(codesAt(SecondStepCodeSchema, { codice }, 'codice')).toEqual([code]);
  });

  it('takes an API client pending token in base64url only', () => {
    expect(v.safeParse(SecondStepCodeSchema, { codice: '123456', token: 'abc_DEF-123' }).success).toBe(true);
    expect(v.safeParse(SecondStepCodeSchema, { codice: '123456', token: 'a+b/c=' }).success).toBe(false);
  });
});

describe('turning app codes on', () => {
  it('accepts exactly six digits', () => {
    expect(v.safeParse(TotpConfirmSchema, { codice: '654321' }).success).toBe(true);
    expect(codesAt(TotpConfirmSchema, { codice: 'ABCDE-23456' }, 'codice')).toEqual(['totp_code_format']);
  });

  it('asks for the current password to turn them off or renew the recovery codes', () => {
    expect(codesAt(SecondFactorPasswordSchema, { current_password: '' }, 'current_password')).toEqual([
      'required',
    ]);
  });
});

describe('passkeys', () => {
  it(`names a passkey with 1 to ${PASSKEY_NAME_MAX_LENGTH} characters`, () => {
    expect(v.safeParse(PasskeyNameSchema, { nome: 'Telefono' }).success).toBe(true);
    expect(codesAt(PasskeyNameSchema, { nome: ' ' }, 'nome')).toEqual(['required']);
    expect(codesAt(PasskeyNameSchema, { nome: 'x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1) }, 'nome')).toEqual([
      'too_long',
    ]);
  });

  const signed = {
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'MEUC' },
    clientExtensionResults: {},
  };

  it("takes a browser's signed challenge in base64url", () => {
    expect(v.safeParse(PasskeySignInSchema, { risposta: signed }).success).toBe(true);
  });

  it('refuses another credential type, standard base64 and oversized ids', () => {
    expect(v.safeParse(PasskeySignInSchema, { risposta: { ...signed, type: 'password' } }).success).toBe(
      false,
    );
    expect(v.safeParse(PasskeySignInSchema, { risposta: { ...signed, id: 'a+b/' } }).success).toBe(false);
    expect(v.safeParse(PasskeySignInSchema, { risposta: { ...signed, id: 'a'.repeat(1367) } }).success).toBe(
      false,
    );
  });
});

describe('the login answer', () => {
  it('is either a session or the second step, with the ways to pass it', () => {
    const secondStep = {
      second_factor: { methods: ['totp', 'passkey'], expires_at: '2026-11-27T10:05:00.000Z' },
    };
    expect(v.parse(LoginResultSchema, secondStep).second_factor?.methods).toEqual(['totp', 'passkey']);
    const unknownWay = { second_factor: { methods: ['sms'], expires_at: '2026-11-27T10:05:00.000Z' } };
    expect(v.safeParse(LoginResultSchema, unknownWay).success).toBe(false);
  });
});
