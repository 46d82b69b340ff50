import { userOperations } from '@cartella/contract';
import {
  identityMessages,
  LoginSchema,
  localeFromAcceptLanguage,
  OIDC_STATE_COOKIE_NAME,
  translate,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientAddress, describeDevice } from '../lib/client-info.ts';
import { isCrossSiteRequest, isHttpsRequest } from '../lib/origin.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { SESSION_COOKIE } from '../middleware/auth.ts';
import {
  secondStepAnswer,
  sessionAnswerOf,
  setPendingSignInCookie,
  setSessionCookie,
  signedInAnswer,
} from '../middleware/sign-in-answers.ts';
import { honoPath } from '../openapi.ts';
import { attemptLogin, getDummyHash } from '../services/login.ts';
import { finishOidcSignIn, linkedIdentitiesOf, startOidcSignIn, unlinkIdentity } from '../services/oidc.ts';
import { signOut } from '../services/sessions.ts';

export function userRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  // Computed up front so the first unknown e-mail is not slower than the others.
  void getDummyHash();

  app.post(honoPath(userOperations.login.path), async (c) => {
    // Another site's page must not sign a visitor into an account of its choosing (login CSRF).
    if (isCrossSiteRequest(c, config.trustProxy)) {
      config.logSecurityEvent({ kind: 'access_denied', method: c.req.method, path: c.req.path });
      throw new ApiError('forbidden');
    }
    const body = await parseJsonBody(c, LoginSchema);
    const outcome = await attemptLogin(deps, {
      email: body.email,
      password: body.password,
      address: clientAddress(c, config.trustProxy),
      dispositivo: describeDevice(c.req.header('user-agent')),
    });
    switch (outcome.kind) {
      case 'throttled':
        config.logSecurityEvent({ kind: 'login_throttled', method: c.req.method, path: c.req.path });
        throw new ApiError('too_many_attempts', { retryAfterSeconds: outcome.retryAfterSeconds });
      case 'wrong_credentials':
        throw new ApiError('wrong_credentials');
      case 'second_step':
        return c.json(secondStepAnswer(c, config, outcome));
      case 'signed_in':
        return c.json(await signedInAnswer(c, deps, outcome));
      default:
        return outcome satisfies never;
    }
  });

  app.get(honoPath(userOperations.session.path), async (c) => {
    const { userId, expiresAt } = c.get('session');
    return c.json(await sessionAnswerOf(deps, userId, expiresAt));
  });

  app.post(honoPath(userOperations.loginOAuth.path), () => {
    throw new ApiError('not_configured');
  });

  app.get(honoPath(userOperations.oidcProvider.path), (c) =>
    c.json({ data: config.oidc === null ? null : { label: config.oidc.label } }),
  );

  /** The cookie that binds a sign-in to the browser that started it (login CSRF). */
  const OIDC_STATE_COOKIE = OIDC_STATE_COOKIE_NAME;
  const oidcCookie = { httpOnly: true, sameSite: 'Lax', path: '/api/user/oauth' } as const;

  /** To the provider, with the state's cookie; `linkingUserId` when the account page links it. */
  async function redirectToProvider(c: Context<AppEnv>, linkingUserId: number | null) {
    if (config.oidc === null) throw new ApiError('not_configured');
    const target = await startOidcSignIn(deps, config.oidc, linkingUserId);
    setCookie(c, OIDC_STATE_COOKIE, target.searchParams.get('state') ?? '', {
      ...oidcCookie,
      secure: isHttpsRequest(c, config.trustProxy),
      maxAge: 600,
    });
    return c.redirect(target.href, 302);
  }

  app.get(honoPath(userOperations.oidcStart.path), (c) => redirectToProvider(c, null));

  app.get(honoPath(userOperations.oidcLink.path), (c) => redirectToProvider(c, c.get('session').userId));

  app.get(honoPath(userOperations.oidcLinks.path), async (c) =>
    c.json({ data: await linkedIdentitiesOf(deps, c.get('session').userId) }),
  );

  app.delete(honoPath(userOperations.oidcUnlink.path), async (c) => {
    if (!(await unlinkIdentity(deps, c.get('session').userId, integerParam(c, 'id')))) {
      throw new ApiError('not_found');
    }
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    return c.json({ message: translate(identityMessages.providerUnlinked, locale) });
  });

  app.get(honoPath(userOperations.oidcCallback.path), async (c) => {
    if (config.oidc === null) throw new ApiError('not_configured');
    const query = new URL(c.req.url).search;
    const bound = getCookie(c, OIDC_STATE_COOKIE);
    deleteCookie(c, OIDC_STATE_COOKIE, { ...oidcCookie, secure: isHttpsRequest(c, config.trustProxy) });
    const state = new URLSearchParams(query).get('state');
    const outcome =
      bound === undefined || bound === '' || bound !== state
        ? ({ kind: 'failed' } as const)
        : await finishOidcSignIn(deps, config.oidc, query, {
            address: clientAddress(c, config.trustProxy),
            dispositivo: describeDevice(c.req.header('user-agent')),
          });
    if (outcome.kind === 'linked' || outcome.kind === 'link_taken' || outcome.kind === 'link_failed') {
      if (outcome.kind === 'link_failed') {
        config.logSecurityEvent({ kind: 'access_denied', method: c.req.method, path: c.req.path });
      }
      return c.redirect(`/webui/account/sicurezza?oauth=${outcome.kind}`, 302);
    }
    if (outcome.kind === 'second_step') {
      setPendingSignInCookie(c, config, outcome.token);
      return c.redirect(`/webui/login?oauth=second_step&methods=${outcome.methods.join(',')}`, 302);
    }
    if (outcome.kind !== 'signed_in') {
      if (outcome.kind === 'failed') {
        config.logSecurityEvent({ kind: 'access_denied', method: c.req.method, path: c.req.path });
      }
      return c.redirect(`/webui/login?oauth=${outcome.kind}`, 302);
    }
    setSessionCookie(c, config, outcome.token);
    return c.redirect('/webui/', 302);
  });

  app.get(honoPath(userOperations.logout.path), async (c) => {
    await signOut(deps, c.get('session').sessionId);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttpsRequest(c, config.trustProxy) });
    return c.json({ success: true as const });
  });

  return app;
}
