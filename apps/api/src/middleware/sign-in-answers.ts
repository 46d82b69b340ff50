import {
  type LoginAnswer,
  PENDING_SIGN_IN_COOKIE_NAME,
  SECOND_STEP_MINUTES,
  type SecondStepAnswer,
  type SessionAnswer,
} from '@cartella/domain';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppConfig } from '../config.ts';
import { findLoginProfile, findRoles } from '../db/repositories/access.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { isHttpsRequest } from '../lib/origin.ts';
import { localDateTime } from '../lib/time.ts';
import type { SignInStep } from '../services/second-factor.ts';
import { SESSION_COOKIE } from './auth.ts';

/*
 * How a sign-in is answered, whichever way it was made (password, OpenID provider, passkey, second
 * step): the session cookie and the signed-in user, or the pending sign-in of a second step.
 */

/**
 * The HttpOnly cookie of a sign-in waiting for its second step (issue #23). Sent only to the
 * second step's calls, so no other page or call ever sees it.
 */
const PENDING_SIGN_IN_COOKIE = PENDING_SIGN_IN_COOKIE_NAME;
const pendingCookie = { httpOnly: true, sameSite: 'Strict', path: '/api/user/login' } as const;

/** A request sent by a browser page: it carries Origin or Sec-Fetch-Site, API clients do not. */
function isBrowserRequest(c: Context): boolean {
  return c.req.header('origin') !== undefined || c.req.header('sec-fetch-site') !== undefined;
}

/** The signed-in user's profile (the shell needs no second call). */
export async function sessionAnswerOf(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
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

/** Sets the HttpOnly session cookie of a new session. */
export function setSessionCookie(
  c: Context,
  config: Pick<AppConfig, 'trustProxy' | 'sessionLifetimeMinutes'>,
  token: string,
): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: isHttpsRequest(c, config.trustProxy),
    maxAge: config.sessionLifetimeMinutes * 60,
  });
}

/**
 * A session has started: its cookie, and the user. API clients (no Origin, no Sec-Fetch-Site) also
 * get the token, to send as a bearer header; a browser never sees it.
 */
export async function signedInAnswer(
  c: Context,
  deps: Pick<RouteDeps, 'db' | 'config'>,
  outcome: SignInStep & { kind: 'signed_in' },
): Promise<LoginAnswer> {
  if (getCookie(c, PENDING_SIGN_IN_COOKIE) !== undefined) {
    deleteCookie(c, PENDING_SIGN_IN_COOKIE, {
      ...pendingCookie,
      secure: isHttpsRequest(c, deps.config.trustProxy),
    });
  }
  setSessionCookie(c, deps.config, outcome.token);
  const answer: LoginAnswer = await sessionAnswerOf(deps, outcome.userId, outcome.expiresAt);
  if (!isBrowserRequest(c)) answer.success.token = outcome.token;
  return answer;
}

/** Sets the cookie of a sign-in waiting for its second step. */
export function setPendingSignInCookie(
  c: Context,
  config: Pick<AppConfig, 'trustProxy'>,
  token: string,
): void {
  setCookie(c, PENDING_SIGN_IN_COOKIE, token, {
    ...pendingCookie,
    secure: isHttpsRequest(c, config.trustProxy),
    maxAge: SECOND_STEP_MINUTES * 60,
  });
}

/** The login answer of a sign-in that waits for its second step (the token only to API clients). */
export function secondStepAnswer(
  c: Context,
  config: Pick<AppConfig, 'trustProxy'>,
  outcome: SignInStep & { kind: 'second_step' },
): SecondStepAnswer {
  setPendingSignInCookie(c, config, outcome.token);
  return {
    second_factor: {
      methods: outcome.methods,
      expires_at: outcome.expiresAt.toISOString(),
      ...(isBrowserRequest(c) ? {} : { token: outcome.token }),
    },
  };
}

/** The pending sign-in's token: the cookie a browser carries, or the one an API client sent. */
export function pendingSignInToken(c: Context, sent: string | undefined): string | undefined {
  return getCookie(c, PENDING_SIGN_IN_COOKIE) ?? sent;
}
