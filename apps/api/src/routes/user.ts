import { LoginSchema } from '@cartella/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { findLoginProfile, findRoles, findUserByEmail } from '../db/repositories/access.ts';
import {
  findAccountFailuresSince,
  findAddressFailuresSince,
  findLastSuccess,
  insertLoginAttempt,
} from '../db/repositories/login-attempts.ts';
import { insertSession, revokeSession } from '../db/repositories/sessions.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { clientAddress, describeDevice } from '../lib/client-info.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { parseJsonBody } from '../lib/request-body.ts';
import { decideThrottle } from '../lib/throttle.ts';
import { localDateTime } from '../lib/time.ts';
import { newSessionToken, sha256Hex } from '../lib/tokens.ts';
import { ApiError } from '../middleware/errors.ts';
import { defineOperation, honoPath } from '../openapi.ts';

export const LoginAnswerSchema = v.object({
  success: v.object({
    token: v.string(),
    user: v.object({
      id_utente: v.number(),
      id_paziente: v.nullable(v.number()),
      email: v.string(),
      utente_nome: v.string(),
      paziente_nome: v.nullable(v.string()),
      paziente_cognome: v.nullable(v.string()),
      roles: v.array(v.string()),
    }),
    expires_at: v.pipe(v.string(), v.isoTimestamp()),
  }),
});
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;

export const userOperations = {
  login: defineOperation({
    method: 'post',
    path: '/api/user/login',
    operationId: 'login',
    tag: 'Auth',
    summary: 'Sign in with e-mail and password',
    description:
      'Spec 001 section 7 "Auth". Answers a bearer token valid for 120 minutes. Unknown e-mail and ' +
      'wrong password give the same 401. Repeated failures per account or per address give 429 ' +
      'with Retry-After. Every attempt is recorded for the access log.',
    public: true,
    requestBody: LoginSchema,
    response: LoginAnswerSchema,
    errors: ['wrong_credentials', 'too_many_attempts'],
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
    response: v.object({}),
    errors: ['not_configured'],
  }),
  logout: defineOperation({
    method: 'get',
    path: '/api/user/logout',
    operationId: 'logout',
    tag: 'Auth',
    summary: 'Sign out: revokes the bearer token',
    response: v.object({ success: v.literal(true) }),
    errors: [],
  }),
} as const;

/** A valid argon2id hash of a random password, verified for unknown e-mails to even out timing. */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(newSessionToken());
  return dummyHash;
}

export function userRoutes({ db, config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const windowMs = config.throttle.windowMinutes * 60_000;
  // Computed up front so the first unknown e-mail is not slower than the others.
  void getDummyHash();

  app.post(honoPath(userOperations.login.path), async (c) => {
    const body = await parseJsonBody(c, LoginSchema);
    const now = config.now();
    const email = body.email.trim().toLowerCase();
    const accountKey = sha256Hex(email);
    const address = clientAddress(c, config.trustProxy);
    const dispositivo = describeDevice(c.req.header('user-agent'));
    const user = await findUserByEmail(db, email);

    const windowStart = new Date(now.getTime() - windowMs);
    const lastSuccess = await findLastSuccess(db, accountKey);
    // A success resets the account's counter; the address counter is never reset by a success.
    const accountSince = lastSuccess && lastSuccess > windowStart ? lastSuccess : windowStart;
    const accountDecision = decideThrottle(
      await findAccountFailuresSince(db, accountKey, accountSince),
      config.throttle.maxFailuresPerAccount,
      windowMs,
      now,
    );
    const addressDecision = decideThrottle(
      await findAddressFailuresSince(db, address, windowStart),
      config.throttle.maxFailuresPerAddress,
      windowMs,
      now,
    );
    const attempt = {
      id_utente: user?.id_utente ?? null,
      account_key: accountKey,
      audit_ip: address,
      dispositivo,
    };
    if (accountDecision.blocked || addressDecision.blocked) {
      const seconds = Math.max(accountDecision.retryAfterSeconds, addressDecision.retryAfterSeconds);
      await insertLoginAttempt(db, {
        ...attempt,
        esito: 'failure',
        outcome_reason: 'throttled',
        created_at: now,
      });
      throw new ApiError('too_many_attempts', {
        params: { minutes: Math.ceil(seconds / 60) },
        headers: { 'Retry-After': String(seconds) },
      });
    }

    const passwordMatches = await verifyPassword(
      user?.password_hash ?? (await getDummyHash()),
      body.password,
    );
    if (user === undefined || !passwordMatches) {
      await insertLoginAttempt(db, {
        ...attempt,
        esito: 'failure',
        outcome_reason: 'wrong_credentials',
        created_at: now,
      });
      throw new ApiError('wrong_credentials');
    }

    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + config.sessionLifetimeMinutes * 60_000);
    await insertSession(db, {
      tokenHash: sha256Hex(token),
      userId: user.id_utente,
      createdAt: now,
      expiresAt,
    });
    await insertLoginAttempt(db, { ...attempt, esito: 'success', outcome_reason: 'ok', created_at: now });
    const profile = await findLoginProfile(db, user.id_utente);
    const today = localDateTime(now, config.timeZone).date;
    const roles = await findRoles(db, user.id_utente, today);
    const answer: LoginAnswer = {
      success: {
        token,
        user: {
          id_utente: user.id_utente,
          id_paziente: profile?.id_paziente ?? null,
          email: user.email,
          utente_nome: user.utente_nome,
          paziente_nome: profile?.paziente_nome ?? null,
          paziente_cognome: profile?.paziente_cognome ?? null,
          roles: roles.map((role) => role.name),
        },
        expires_at: expiresAt.toISOString(),
      },
    };
    return c.json(answer);
  });

  app.post(honoPath(userOperations.loginOAuth.path), () => {
    throw new ApiError('not_configured');
  });

  app.get(honoPath(userOperations.logout.path), async (c) => {
    await revokeSession(db, c.get('session').sessionId, config.now());
    return c.json({ success: true as const });
  });

  return app;
}
