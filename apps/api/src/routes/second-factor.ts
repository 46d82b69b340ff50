import {
  IdentityMessageAnswerSchema,
  LoginAnswerSchema,
  localeFromAcceptLanguage,
  type Message,
  PasskeyAnswerSchema,
  PasskeyOptionsRequestSchema,
  PasskeyRegistrationSchema,
  PasskeySignInSchema,
  RecoveryCodesAnswerSchema,
  SecondFactorPasswordSchema,
  SecondFactorStatusAnswerSchema,
  SecondStepCodeSchema,
  secondFactorMessages,
  TotpConfirmSchema,
  TotpSetupAnswerSchema,
  translate,
  WebAuthnOptionsAnswerSchema,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientAddress, describeDevice } from '../lib/client-info.ts';
import { isCrossSiteRequest } from '../lib/origin.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { createWriteLimiter } from '../lib/write-limit.ts';
import { pendingSignInToken, signedInAnswer } from '../middleware/sign-in-answers.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import {
  confirmTotp,
  disableTotp,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  passSecondStepWithCode,
  registerPasskey,
  removePasskey,
  renewRecoveryCodes,
  secondFactorStatus,
  setUpTotp,
  signInWithPasskey,
} from '../services/second-factor.ts';

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
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'not_found'],
  }),
} as const;

/**
 * Public second-step calls one client address may make a minute, per API node (counted in memory,
 * apps/api/README.md "Limits kept per API node"); the pending sign-in counts wrong codes in the
 * database, so guessing stays bounded across nodes.
 */
export const SIGN_IN_STEPS_PER_MINUTE = 30;

export function secondFactorRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  function answer(c: Context, message: Message) {
    return c.json({ message: translate(message, localeFromAcceptLanguage(c.req.header('accept-language'))) });
  }
  function caller(c: Context<AppEnv>) {
    const { userId, sessionId, secondFactor } = c.get('session');
    return { userId, sessionId, secondFactor: secondFactor === true };
  }
  // The public steps store a challenge or check a code: a client address may call them at most
  // SIGN_IN_STEPS_PER_MINUTE times a minute on this node (the pending sign-in counts wrong codes).
  const countStep = createWriteLimiter<string>(
    { maxWrites: SIGN_IN_STEPS_PER_MINUTE, windowSeconds: 60 },
    config.now,
  );

  /**
   * Another site's page must not finish a sign-in in the visitor's browser (login CSRF), and one
   * client must not flood the public steps.
   */
  function guardPublicStep(c: Context) {
    if (isCrossSiteRequest(c, config.trustProxy)) {
      config.logSecurityEvent({ kind: 'access_denied', method: c.req.method, path: c.req.path });
      throw new ApiError('forbidden');
    }
    const decision = countStep(clientAddress(c, config.trustProxy));
    if (decision.blocked) {
      config.logSecurityEvent({ kind: 'rate_limited', method: c.req.method, path: c.req.path });
      throw new ApiError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds });
    }
  }

  app.post(honoPath(secondFactorOperations.loginTotp.path), async (c) => {
    guardPublicStep(c);
    const body = await parseJsonBody(c, SecondStepCodeSchema);
    const outcome = await passSecondStepWithCode(deps, pendingSignInToken(c, body.token), body.codice);
    return c.json(await signedInAnswer(c, deps, outcome));
  });

  app.post(honoPath(secondFactorOperations.loginPasskeyOptions.path), async (c) => {
    guardPublicStep(c);
    const body = await parseJsonBody(c, PasskeyOptionsRequestSchema);
    return c.json({ data: await passkeySignInOptions(deps, pendingSignInToken(c, body.token)) });
  });

  app.post(honoPath(secondFactorOperations.loginPasskey.path), async (c) => {
    guardPublicStep(c);
    const body = await parseJsonBody(c, PasskeySignInSchema);
    const outcome = await signInWithPasskey(deps, pendingSignInToken(c, body.token), body.risposta, {
      address: clientAddress(c, config.trustProxy),
      dispositivo: describeDevice(c.req.header('user-agent')),
    });
    return c.json(await signedInAnswer(c, deps, outcome));
  });

  app.get(honoPath(secondFactorOperations.status.path), async (c) =>
    c.json({ data: await secondFactorStatus(deps, caller(c)) }),
  );

  app.post(honoPath(secondFactorOperations.totpSetup.path), async (c) => {
    const body = await parseJsonBody(c, SecondFactorPasswordSchema);
    return c.json({ data: await setUpTotp(deps, caller(c), body.current_password) });
  });

  app.post(honoPath(secondFactorOperations.totpConfirm.path), async (c) => {
    const body = await parseJsonBody(c, TotpConfirmSchema);
    return c.json({ data: { recovery_codes: await confirmTotp(deps, caller(c), body.codice) } });
  });

  app.post(honoPath(secondFactorOperations.totpDisable.path), async (c) => {
    const body = await parseJsonBody(c, SecondFactorPasswordSchema);
    await disableTotp(deps, caller(c), body.current_password);
    return answer(c, secondFactorMessages.totpDisabled);
  });

  app.post(honoPath(secondFactorOperations.recoveryCodes.path), async (c) => {
    const body = await parseJsonBody(c, SecondFactorPasswordSchema);
    return c.json({
      data: { recovery_codes: await renewRecoveryCodes(deps, caller(c), body.current_password) },
    });
  });

  app.post(honoPath(secondFactorOperations.passkeyOptions.path), async (c) => {
    const body = await parseJsonBody(c, SecondFactorPasswordSchema);
    return c.json({ data: await passkeyRegistrationOptions(deps, caller(c), body.current_password) });
  });

  app.post(honoPath(secondFactorOperations.passkeyRegister.path), async (c) => {
    const body = await parseJsonBody(c, PasskeyRegistrationSchema);
    return c.json({ data: await registerPasskey(deps, caller(c), body) });
  });

  app.delete(honoPath(secondFactorOperations.passkeyRemove.path), async (c) => {
    await removePasskey(deps, caller(c), integerParam(c, 'id_passkey'));
    return answer(c, secondFactorMessages.passkeyRemoved);
  });

  return app;
}
