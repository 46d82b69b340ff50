import { identityOperations } from '@cartella/contract';
import {
  EmailVerificationSchema,
  identityMessages,
  localeFromAcceptLanguage,
  type Message,
  PasswordForgotSchema,
  PasswordResetSchema,
  RegistrationSchema,
  translate,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientAddress } from '../lib/client-info.ts';
import { isCrossSiteRequest } from '../lib/origin.ts';
import { parseJsonBody } from '../lib/request-body.ts';
import { honoPath } from '../openapi.ts';
import { register, requestPasswordReset, resetPassword, verifyRegistration } from '../services/identity.ts';

export function identityRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  /** Another site's page must not drive these forms (the same rule as login). */
  function refuseCrossSite(c: Context): void {
    if (isCrossSiteRequest(c, config.trustProxy)) {
      config.logSecurityEvent({ kind: 'access_denied', method: c.req.method, path: c.req.path });
      throw new ApiError('forbidden');
    }
  }
  function caller(c: Context) {
    return {
      address: clientAddress(c, config.trustProxy),
      locale: localeFromAcceptLanguage(c.req.header('accept-language')),
    };
  }
  function answer(c: Context, message: Message) {
    return c.json({ message: translate(message, localeFromAcceptLanguage(c.req.header('accept-language'))) });
  }

  app.post(honoPath(identityOperations.register.path), async (c) => {
    refuseCrossSite(c);
    const body = await parseJsonBody(c, RegistrationSchema);
    await register(deps, caller(c), body);
    return answer(c, identityMessages.registrationSent);
  });

  app.post(honoPath(identityOperations.verify.path), async (c) => {
    refuseCrossSite(c);
    const body = await parseJsonBody(c, EmailVerificationSchema);
    await verifyRegistration(deps, body.token);
    return answer(c, identityMessages.accountActivated);
  });

  app.post(honoPath(identityOperations.forgot.path), async (c) => {
    refuseCrossSite(c);
    const body = await parseJsonBody(c, PasswordForgotSchema);
    await requestPasswordReset(deps, caller(c), body);
    return answer(c, identityMessages.resetSent);
  });

  app.post(honoPath(identityOperations.reset.path), async (c) => {
    refuseCrossSite(c);
    const body = await parseJsonBody(c, PasswordResetSchema);
    await resetPassword(deps, caller(c), body);
    return answer(c, identityMessages.passwordReset);
  });

  return app;
}
