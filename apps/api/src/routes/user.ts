import {
  type LoginAnswer,
  LoginAnswerSchema,
  LoginOAuthAnswerSchema,
  LoginSchema,
  LogoutAnswerSchema,
  type SessionAnswer,
  SessionAnswerSchema,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { findLoginProfile, findRoles } from '../db/repositories/access.ts';
import { revokeSession } from '../db/repositories/sessions.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientAddress, describeDevice } from '../lib/client-info.ts';
import { isCrossSiteRequest, isHttpsRequest } from '../lib/origin.ts';
import { parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { SESSION_COOKIE } from '../middleware/auth.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { attemptLogin, getDummyHash } from '../services/login.ts';

export const userOperations = {
  login: defineOperation({
    method: 'post',
    path: '/api/user/login',
    operationId: 'login',
    tag: 'Auth',
    summary: 'Sign in with e-mail and password',
    description:
      'Spec 001 section 7 "Auth". Starts a session of at most 120 minutes, ended sooner by 10 ' +
      'minutes without a call. Sets the HttpOnly session cookie; API clients (requests without ' +
      'Origin or Sec-Fetch-Site) also get the token in the answer, to send as a bearer header. ' +
      'Unknown e-mail and wrong password give the same 401. Repeated failures give 429 with ' +
      'Retry-After (growing delays per account and address). Every attempt is recorded for the ' +
      'access log.',
    public: true,
    requestBody: LoginSchema,
    response: LoginAnswerSchema,
    errors: ['wrong_credentials', 'too_many_attempts', 'forbidden'],
  }),
  session: defineOperation({
    method: 'get',
    path: '/api/user/session',
    operationId: 'session',
    tag: 'Auth',
    summary: 'The signed-in user of the session cookie (or bearer token) and its expiry',
    description:
      'How the web learns who is signed in without keeping anything in the browser: answered from ' +
      'the HttpOnly cookie. Counts as a use of the session (the 10-minute idle limit slides).',
    response: SessionAnswerSchema,
    errors: [],
  }),
  loginOAuth: defineOperation({
    method: 'post',
    path: '/api/user/loginOAuth',
    operationId: 'loginOAuth',
    tag: 'Auth',
    summary: 'Sign in with an external identity provider (not configured)',
    description:
      'Spec 001 section 7. The original ran the provider flow in the browser with the client ' +
      'secret embedded; Cartella will run it on the server. Until a provider is configured this ' +
      'answers 501 not_configured.',
    public: true,
    response: LoginOAuthAnswerSchema,
    errors: ['not_configured'],
  }),
  logout: defineOperation({
    method: 'get',
    path: '/api/user/logout',
    operationId: 'logout',
    tag: 'Auth',
    summary: 'Sign out: revokes the session and clears its cookie',
    response: LogoutAnswerSchema,
    errors: [],
  }),
} as const;

/** The signed-in user's profile (the shell needs no second call). */
async function sessionAnswerOf(
  { db, config }: RouteDeps,
  userId: number,
  expiresAt: Date,
): Promise<SessionAnswer> {
  const profile = await findLoginProfile(db, userId);
  if (profile === undefined) throw new ApiError('unauthenticated');
  const today = localDateTime(config.now(), config.timeZone).date;
  const roles = await findRoles(db, userId, today);
  return {
    success: {
      user: {
        id_utente: userId,
        id_paziente: profile.id_paziente ?? null,
        email: profile.email,
        utente_nome: profile.utente_nome,
        paziente_nome: profile.paziente_nome ?? null,
        paziente_cognome: profile.paziente_cognome ?? null,
        roles: roles.map((role) => role.name),
      },
      expires_at: expiresAt.toISOString(),
    },
  };
}

/** A request sent by a browser page: it carries Origin or Sec-Fetch-Site, API clients do not. */
function isBrowserRequest(c: Context): boolean {
  return c.req.header('origin') !== undefined || c.req.header('sec-fetch-site') !== undefined;
}

export function userRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
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
      case 'signed_in': {
        setCookie(c, SESSION_COOKIE, outcome.token, {
          httpOnly: true,
          sameSite: 'Strict',
          path: '/',
          secure: isHttpsRequest(c, config.trustProxy),
          maxAge: config.sessionLifetimeMinutes * 60,
        });
        const answer: LoginAnswer = await sessionAnswerOf(deps, outcome.userId, outcome.expiresAt);
        if (!isBrowserRequest(c)) answer.success.token = outcome.token;
        return c.json(answer);
      }
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

  app.get(honoPath(userOperations.logout.path), async (c) => {
    await revokeSession(db, c.get('session').sessionId, config.now());
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttpsRequest(c, config.trustProxy) });
    return c.json({ success: true as const });
  });

  return app;
}
