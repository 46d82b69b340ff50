import {
  IdentityMessageAnswerSchema,
  LoginAnswerSchema,
  PasskeyAnswerSchema,
  PasskeyOptionsRequestSchema,
  PasskeyRegistrationSchema,
  PasskeySignInSchema,
  RecoveryCodesAnswerSchema,
  SecondFactorPasswordSchema,
  SecondFactorStatusAnswerSchema,
  SecondStepCodeSchema,
  TotpConfirmSchema,
  TotpSetupAnswerSchema,
  WebAuthnOptionsAnswerSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

/** What a public sign-in step may answer besides its result. */
const signInStepErrors = [
  'validation_failed',
  'second_factor_failed',
  'second_factor_expired',
  'forbidden',
  'rate_limited',
] as const;

export const secondFactorOperations = {
  loginTotp: defineOperation({
    method: 'post',
    path: '/api/user/login/totp',
    operationId: 'loginSecondStepCode',
    tag: 'Auth',
    summary: 'Second step of a sign-in: a code from the authenticator app or a recovery code',
    description:
      'Issue #23. For the pending sign-in of the cookie (browsers) or `token` (API clients). Each ' +
      'app code is accepted once, each recovery code used once. A wrong code is 401 ' +
      '`second_factor_failed`; the fifth, an expired or an unknown pending sign-in is 401 ' +
      '`second_factor_expired` (sign in again with the password).',
    public: true,
    requestBody: SecondStepCodeSchema,
    response: LoginAnswerSchema,
    errors: signInStepErrors,
  }),
  loginPasskeyOptions: defineOperation({
    method: 'post',
    path: '/api/user/login/passkey/options',
    operationId: 'loginPasskeyOptions',
    tag: 'Auth',
    summary: 'A WebAuthn challenge to sign in with a passkey (second step, or alone)',
    description:
      "Issue #23. With a pending sign-in: its account's passkeys are allowed. Without: any passkey " +
      'this site registered may answer (discoverable credentials), with user verification required. ' +
      'The challenge is single use and lasts five minutes.',
    public: true,
    requestBody: PasskeyOptionsRequestSchema,
    response: WebAuthnOptionsAnswerSchema,
    errors: ['validation_failed', 'second_factor_expired', 'forbidden', 'rate_limited'],
  }),
  loginPasskey: defineOperation({
    method: 'post',
    path: '/api/user/login/passkey',
    operationId: 'loginPasskey',
    tag: 'Auth',
    summary: 'Sign in with a passkey: the signed challenge',
    description:
      "Issue #23. Verified with @simplewebauthn/server against PUBLIC_URL's origin and host. Starts " +
      'a session that counts as having passed a second factor. Any refusal is 401 ' +
      '`second_factor_failed`, whatever failed.',
    public: true,
    requestBody: PasskeySignInSchema,
    response: LoginAnswerSchema,
    errors: signInStepErrors,
  }),
  status: defineOperation({
    method: 'get',
    path: '/api/user/secondFactor',
    operationId: 'secondFactorStatus',
    tag: 'Auth',
    summary: "What protects the caller's sign-in: app codes, recovery codes left, passkeys",
    description: 'Issue #23.',
    readOnly: true,
    response: SecondFactorStatusAnswerSchema,
    errors: [],
  }),
  totpSetup: defineOperation({
    method: 'post',
    path: '/api/user/totp/setup',
    operationId: 'totpSetup',
    tag: 'Auth',
    summary:
      'A new secret for an authenticator app (text, otpauth address, QR code), with the current password',
    description:
      'Issue #23. Not asked at sign-in until confirmed. While app codes are on, 400 ' +
      '`totp_already_enabled`; a wrong password is 400 `current_password_wrong`.',
    requestBody: SecondFactorPasswordSchema,
    response: TotpSetupAnswerSchema,
    errors: ['validation_failed'],
  }),
  totpConfirm: defineOperation({
    method: 'post',
    path: '/api/user/totp/confirm',
    operationId: 'totpConfirm',
    tag: 'Auth',
    summary: 'Turn app codes on with a first code; answers the recovery codes, shown once',
    description: 'Issue #23. A wrong code is 400 `totp_code_wrong` on `codice`.',
    requestBody: TotpConfirmSchema,
    response: RecoveryCodesAnswerSchema,
    errors: ['validation_failed'],
  }),
  totpDisable: defineOperation({
    method: 'post',
    path: '/api/user/totp/disable',
    operationId: 'totpDisable',
    tag: 'Auth',
    summary: 'Turn app codes off (and their recovery codes), with the current password',
    description: 'Issue #23.',
    requestBody: SecondFactorPasswordSchema,
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed'],
  }),
  recoveryCodes: defineOperation({
    method: 'post',
    path: '/api/user/recoveryCodes',
    operationId: 'renewRecoveryCodes',
    tag: 'Auth',
    summary: 'New recovery codes in place of the old ones, with the current password',
    description: 'Issue #23. Needs app codes on.',
    requestBody: SecondFactorPasswordSchema,
    response: RecoveryCodesAnswerSchema,
    errors: ['validation_failed'],
  }),
  passkeyOptions: defineOperation({
    method: 'post',
    path: '/api/user/passkeys/options',
    operationId: 'passkeyRegistrationOptions',
    tag: 'Auth',
    summary: 'WebAuthn options to register a passkey for the caller, with the current password',
    description:
      'Issue #23. The challenge is single use and lasts five minutes; a wrong password is 400 ' +
      '`current_password_wrong`.',
    requestBody: SecondFactorPasswordSchema,
    response: WebAuthnOptionsAnswerSchema,
    errors: ['validation_failed'],
  }),
  passkeyRegister: defineOperation({
    method: 'post',
    path: '/api/user/passkeys',
    operationId: 'passkeyRegister',
    tag: 'Auth',
    summary: "Register a passkey with the browser's answer",
    description:
      'Issue #23. Attestation is not asked for (any authenticator). A refused answer is 400 ' +
      '`passkey_rejected` on `risposta`.',
    requestBody: PasskeyRegistrationSchema,
    response: PasskeyAnswerSchema,
    errors: ['validation_failed'],
  }),
  passkeyRemove: defineOperation({
    method: 'delete',
    path: '/api/user/passkeys/{id_passkey}',
    operationId: 'passkeyRemove',
    tag: 'Auth',
    summary: "Remove one of the caller's passkeys",
    description: "Issue #23. Another account's passkey, or none, is 404.",
    pathParams: { id_passkey: 'the passkey, as the account page lists it' },
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'not_found'],
  }),
} as const;
