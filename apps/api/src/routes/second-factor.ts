import { secondFactorOperations } from '@cartella/contract';
import {
  localeFromAcceptLanguage,
  type Message,
  PasskeyOptionsRequestSchema,
  PasskeyRegistrationSchema,
  PasskeySignInSchema,
  SecondFactorPasswordSchema,
  SecondStepCodeSchema,
  secondFactorMessages,
  TotpConfirmSchema,
  translate,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientAddress, describeDevice } from '../lib/client-info.ts';
import { isCrossSiteRequest } from '../lib/origin.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { createWriteLimiter } from '../lib/write-limit.ts';
import { pendingSignInToken, signedInAnswer } from '../middleware/sign-in-answers.ts';
import { honoPath } from '../openapi.ts';
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
