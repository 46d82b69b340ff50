import { accountSecurityOperations } from '@cartella/contract';
import {
  EmailChangeSchema,
  EmailVerificationSchema,
  identityMessages,
  localeFromAcceptLanguage,
  type Message,
  PasswordChangeSchema,
  translate,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientAddress } from '../lib/client-info.ts';
import { isCrossSiteRequest } from '../lib/origin.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { changePassword, requestEmailChange, verifyEmailChange } from '../services/identity.ts';
import { endOtherSessions, endSession, openSessionsOf } from '../services/sessions.ts';

export function accountSecurityRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  function localeOf(c: Context) {
    return localeFromAcceptLanguage(c.req.header('accept-language'));
  }
  function caller(c: Context<AppEnv>) {
    const { userId, sessionId } = c.get('session');
    return { userId, sessionId, address: clientAddress(c, config.trustProxy), locale: localeOf(c) };
  }
  function answer(c: Context, message: Message) {
    return c.json({ message: translate(message, localeOf(c)) });
  }

  app.post(honoPath(accountSecurityOperations.changePassword.path), async (c) => {
    const body = await parseJsonBody(c, PasswordChangeSchema);
    await changePassword(deps, caller(c), body);
    return answer(c, identityMessages.passwordChanged);
  });

  app.post(honoPath(accountSecurityOperations.changeEmail.path), async (c) => {
    const body = await parseJsonBody(c, EmailChangeSchema);
    await requestEmailChange(deps, caller(c), body);
    return answer(c, identityMessages.emailChangeSent);
  });

  app.post(honoPath(accountSecurityOperations.verifyEmail.path), async (c) => {
    if (isCrossSiteRequest(c, config.trustProxy)) {
      config.logSecurityEvent({ kind: 'access_denied', method: c.req.method, path: c.req.path });
      throw new ApiError('forbidden');
    }
    const body = await parseJsonBody(c, EmailVerificationSchema);
    await verifyEmailChange(deps, localeOf(c), body.token);
    return answer(c, identityMessages.emailChanged);
  });

  app.get(honoPath(accountSecurityOperations.sessions.path), async (c) => {
    return c.json({ data: await openSessionsOf(deps, c.get('session')) });
  });

  app.delete(honoPath(accountSecurityOperations.endSession.path), async (c) => {
    const sessionId = integerParam(c, 'id_sessione');
    const outcome = await endSession(deps, c.get('session').userId, sessionId);
    if (outcome === 'forbidden') {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    if (outcome === 'not_found') throw new ApiError('not_found');
    return answer(c, identityMessages.sessionsEnded);
  });

  app.post(honoPath(accountSecurityOperations.endOtherSessions.path), async (c) => {
    await endOtherSessions(deps, c.get('session'));
    return answer(c, identityMessages.sessionsEnded);
  });

  return app;
}
