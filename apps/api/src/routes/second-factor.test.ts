import { ApiErrorBodySchema } from '@cartella/contract';
import {
  LoginAnswerSchema,
  LoginResultSchema,
  PasskeyAnswerSchema,
  RecoveryCodesAnswerSchema,
  SECOND_STEP_MAX_ATTEMPTS,
  SECOND_STEP_MINUTES,
  SecondFactorStatusAnswerSchema,
  TOTP,
  TotpSetupAnswerSchema,
} from '@cartella/domain';
import { eq } from 'drizzle-orm';
import { Secret, TOTP as TotpGenerator } from 'otpauth';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { loginAttempts } from '../db/schema.ts';
import type { SecurityEvent } from '../lib/log.ts';
import { createTestAccount } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { createTestClock, postLogin, request, signIn, silentLogger } from '../test/http.ts';
import {
  confirmedWithPassword,
  enrolPasskey,
  signInVerified,
  TEST_ORIGIN,
  webAuthnOptions,
} from '../test/second-factor.ts';
import { SoftAuthenticator } from '../test/soft-authenticator.ts';
import { SIGN_IN_STEPS_PER_MINUTE } from './second-factor.ts';

const database = useTestDatabase();

function setup(config: Partial<AppConfig> = {}) {
  const clock = createTestClock('2026-11-27T09:00:00Z');
  const events: SecurityEvent[] = [];
  const app = createApp({
    db: database.db,
    config: {
      now: clock.now,
      logError: silentLogger,
      logSecurityEvent: (event) => events.push(event),
      ...config,
    },
  });
  return { app, clock, events };
}
type App = ReturnType<typeof setup>['app'];

async function errorCode(response: Response) {
  return v.parse(ApiErrorBodySchema, await response.json()).error;
}

/** Turns app codes on for a signed-in account; answers the secret and the recovery codes. */
async function enrolTotp(app: App, token: string, clock: ReturnType<typeof createTestClock>) {
  const setupAnswer = await request(app, 'POST', '/api/user/totp/setup', confirmedWithPassword, { token });
  expect(setupAnswer.status).toBe(200);
  const { secret, uri, qr_svg } = v.parse(TotpSetupAnswerSchema, await setupAnswer.json()).data;
  expect(uri).toContain(`secret=${secret}`);
  expect(qr_svg).toContain('<svg');
  const confirmed = await request(
    app,
    'POST',
    '/api/user/totp/confirm',
    { codice: codeAt(secret, clock.now()) },
    { token },
  );
  expect(confirmed.status).toBe(200);
  const { recovery_codes } = v.parse(RecoveryCodesAnswerSchema, await confirmed.json()).data;
  return { secret, recoveryCodes: recovery_codes };
}

/** The code an authenticator app shows at `at` for a secret. */
function codeAt(secret: string, at: Date): string {
  return new TotpGenerator({
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    algorithm: TOTP.algorithm,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: at.getTime() });
}

/** Signs in with the password and answers the pending sign-in's token (the account has a factor). */
async function passwordStep(app: App, email: string) {
  const response = await postLogin(app, email);
  expect(response.status).toBe(200);
  const result = v.parse(LoginResultSchema, await response.json());
  if (result.second_factor === undefined) throw new Error('The password alone signed in');
  return { ...result.second_factor, token: result.second_factor.token ?? '' };
}

function secondStep(app: App, token: string, codice: string) {
  return request(app, 'POST', '/api/user/login/totp', { codice, token });
}

async function statusOf(app: App, token: string) {
  const response = await request(app, 'GET', '/api/user/secondFactor', undefined, { token });
  expect(response.status).toBe(200);
  return v.parse(SecondFactorStatusAnswerSchema, await response.json()).data;
}

describe('given a patient turning on codes from an authenticator app', () => {
  it('refuses a wrong first code, then turns them on with the right one and gives ten recovery codes', async () => {
    const { app, clock } = setup();
    const { email } = await createTestAccount(database.db);
    const { token } = (await signIn(app, email)).success;
    await request(app, 'POST', '/api/user/totp/setup', confirmedWithPassword, { token });
    const wrong = await request(app, 'POST', '/api/user/totp/confirm', { codice: '000000' }, { token });
    expect(wrong.status).toBe(400);
    expect((await errorCode(wrong)).fields).toEqual([{ path: 'codice', code: 'totp_code_wrong' }]);
    expect((await statusOf(app, token)).totp).toBe(false);

    const { recoveryCodes } = await enrolTotp(app, token, clock);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(await statusOf(app, token)).toMatchObject({
      totp: true,
      recovery_codes_left: 10,
      sessione_verificata: true,
    });
  });

  it('does not replace codes in force with a new secret', async () => {
    const { app, clock } = setup();
    const { email } = await createTestAccount(database.db);
    const { token } = (await signIn(app, email)).success;
    await enrolTotp(app, token, clock);
    const again = await request(app, 'POST', '/api/user/totp/setup', confirmedWithPassword, { token });
    expect(again.status).toBe(400);
    expect((await errorCode(again)).fields).toEqual([{ path: 'codice', code: 'totp_already_enabled' }]);
  });

  it('adds no factor on the session alone: turning codes on and a new passkey ask for the current password', async () => {
    const { app } = setup();
    const { email } = await createTestAccount(database.db);
    const { token } = (await signIn(app, email)).success;
    for (const path of ['/api/user/totp/setup', '/api/user/passkeys/options']) {
      const missing = await request(app, 'POST', path, {}, { token });
      expect(missing.status).toBe(400);
      expect((await errorCode(missing)).fields).toEqual([{ path: 'current_password', code: 'required' }]);
      const wrong = await request(app, 'POST', path, { current_password: 'Sbagliata.2026!' }, { token });
      expect(wrong.status).toBe(400);
      expect((await errorCode(wrong)).fields).toEqual([
        { path: 'current_password', code: 'current_password_wrong' },
      ]);
    }
    expect(await statusOf(app, token)).toMatchObject({ totp: false, passkeys: [] });
  });

  it('refuses codes that are not six digits with 400 and a translated message', async () => {
    const { app } = setup();
    const { email } = await createTestAccount(database.db);
    const { token } = (await signIn(app, email)).success;
    for (const codice of ['12345', '1234567', 'abcdef', '']) {
      const response = await request(app, 'POST', '/api/user/totp/confirm', { codice }, { token });
      expect(response.status).toBe(400);
    }
  });
});

describe('given a patient whose sign-in asks for a code from the app', () => {
  async function enrolled() {
    const context = setup();
    const { email } = await createTestAccount(database.db);
    const { token } = (await signIn(context.app, email)).success;
    const totp = await enrolTotp(context.app, token, context.clock);
    return { ...context, email, ...totp };
  }

  it('answers the password with a second step instead of a session', async () => {
    const { app, email } = await enrolled();
    const pending = await passwordStep(app, email);
    expect(pending.methods).toEqual(['totp']);
    const asSession = await request(app, 'GET', '/api/user/session', undefined, { token: pending.token });
    expect(asSession.status).toBe(401);
  });

  it('starts a verified session on the right code, and never accepts the same code twice', async () => {
    const { app, email, secret, clock } = await enrolled();
    clock.advanceSeconds(TOTP.periodSeconds * 3);
    const code = codeAt(secret, clock.now());
    const first = await secondStep(app, (await passwordStep(app, email)).token, code);
    expect(first.status).toBe(200);
    const { token } = v.parse(LoginAnswerSchema, await first.json()).success;
    expect((await statusOf(app, token ?? '')).sessione_verificata).toBe(true);

    const replay = await secondStep(app, (await passwordStep(app, email)).token, code);
    expect(replay.status).toBe(401);
    expect((await errorCode(replay)).code).toBe('second_factor_failed');
  });

  it('marks the password attempt a success in the access log only after the second step', async () => {
    const { app, email, recoveryCodes } = await enrolled();
    const countSuccesses = () => database.db.$count(loginAttempts, eq(loginAttempts.esito, 'success'));
    const before = await countSuccesses();
    const pending = await passwordStep(app, email);
    expect(await countSuccesses()).toBe(before);
    expect((await secondStep(app, pending.token, recoveryCodes[0] ?? '')).status).toBe(200);
    expect(await countSuccesses()).toBe(before + 1);
  });

  it('accepts each recovery code once, in either case and without the hyphen', async () => {
    const { app, email, recoveryCodes } = await enrolled();
    const code = recoveryCodes[1] ?? '';
    const typed = code.replace('-', '').toLowerCase();
    expect((await secondStep(app, (await passwordStep(app, email)).token, typed)).status).toBe(200);
    const again = await secondStep(app, (await passwordStep(app, email)).token, code);
    expect(again.status).toBe(401);
  });

  it(`ends the pending sign-in after ${SECOND_STEP_MAX_ATTEMPTS} wrong codes, even if the next is right`, async () => {
    const { app, email, secret, clock } = await enrolled();
    const { token } = await passwordStep(app, email);
    const codes: string[] = [];
    for (let attempt = 1; attempt <= SECOND_STEP_MAX_ATTEMPTS; attempt += 1) {
      const response = await secondStep(app, token, '999999');
      codes.push((await errorCode(response)).code);
    }
    expect(codes.slice(0, -1).every((code) => code === 'second_factor_failed')).toBe(true);
    expect(codes.at(-1)).toBe('second_factor_expired');
    clock.advanceSeconds(TOTP.periodSeconds * 3);
    const right = await secondStep(app, token, codeAt(secret, clock.now()));
    expect((await errorCode(right)).code).toBe('second_factor_expired');
  });

  it(`lets the second step wait ${SECOND_STEP_MINUTES} minutes, no longer`, async () => {
    const { app, email, secret, clock } = await enrolled();
    const { token } = await passwordStep(app, email);
    clock.advanceMinutes(SECOND_STEP_MINUTES);
    const late = await secondStep(app, token, codeAt(secret, clock.now()));
    expect(late.status).toBe(401);
    expect((await errorCode(late)).code).toBe('second_factor_expired');
  });

  it('turns the codes off with the current password only, and then the password alone signs in', async () => {
    const { app, email, recoveryCodes } = await enrolled();
    const response = await secondStep(app, (await passwordStep(app, email)).token, recoveryCodes[2] ?? '');
    const token = v.parse(LoginAnswerSchema, await response.json()).success.token ?? '';
    const wrong = await request(
      app,
      'POST',
      '/api/user/totp/disable',
      { current_password: 'Sbagliata.2026!' },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect((await errorCode(wrong)).fields).toEqual([
      { path: 'current_password', code: 'current_password_wrong' },
    ]);
    const right = await request(
      app,
      'POST',
      '/api/user/totp/disable',
      { current_password: 'Cartella.Demo.2026' },
      { token },
    );
    expect(right.status).toBe(200);
    const result = v.parse(LoginResultSchema, await (await postLogin(app, email)).json());
    expect(result.success).toBeDefined();
  });

  it('replaces the recovery codes with new ones: the old stop working', async () => {
    const { app, email, recoveryCodes } = await enrolled();
    const signedIn = await secondStep(app, (await passwordStep(app, email)).token, recoveryCodes[3] ?? '');
    const token = v.parse(LoginAnswerSchema, await signedIn.json()).success.token ?? '';
    const renewed = await request(
      app,
      'POST',
      '/api/user/recoveryCodes',
      { current_password: 'Cartella.Demo.2026' },
      { token },
    );
    const fresh = v.parse(RecoveryCodesAnswerSchema, await renewed.json()).data.recovery_codes;
    expect(
      (await secondStep(app, (await passwordStep(app, email)).token, recoveryCodes[4] ?? '')).status,
    ).toBe(401);
    expect((await secondStep(app, (await passwordStep(app, email)).token, fresh[0] ?? '')).status).toBe(200);
  });

  it("does not take another patient's code or recovery code for this patient's sign-in", async () => {
    const giulia = await enrolled();
    const marco = await enrolled();
    const pending = await passwordStep(giulia.app, giulia.email);
    giulia.clock.advanceSeconds(TOTP.periodSeconds * 3);
    expect((await secondStep(giulia.app, pending.token, marco.recoveryCodes[0] ?? '')).status).toBe(401);
    const marcoCode = codeAt(marco.secret, giulia.clock.now());
    const giuliaCode = codeAt(giulia.secret, giulia.clock.now());
    if (marcoCode !== giuliaCode)
      expect((await secondStep(giulia.app, pending.token, marcoCode)).status).toBe(401);
    expect((await secondStep(giulia.app, pending.token, giuliaCode)).status).toBe(200);
  });
});

describe('given a patient with a passkey', () => {
  it('registers it, lists it and counts the session as verified', async () => {
    const { app } = setup();
    const { email } = await createTestAccount(database.db);
    const { token } = (await signIn(app, email)).success;
    await enrolPasskey(app, token, 'Portatile');
    const status = await statusOf(app, token);
    expect(status.passkeys.map((passkey) => passkey.nome)).toEqual(['Portatile']);
    expect(status.sessione_verificata).toBe(true);
  });

  it('signs in with the passkey alone, as a verified session recorded in the access log', async () => {
    const { app } = setup();
    const { email, userId } = await createTestAccount(database.db);
    const authenticator = await enrolPasskey(app, (await signIn(app, email)).success.token);
    const options = await webAuthnOptions(await request(app, 'POST', '/api/user/login/passkey/options', {}));
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = await request(app, 'POST', '/api/user/login/passkey', {
      risposta: authenticator.authenticate(options),
    });
    expect(response.status).toBe(200);
    const { success } = v.parse(LoginAnswerSchema, await response.json());
    expect(success.user.id_utente).toBe(userId);
    expect((await statusOf(app, success.token ?? '')).sessione_verificata).toBe(true);
    expect((await statusOf(app, success.token ?? '')).passkeys[0]?.last_used_at).not.toBeNull();
  });

  it('takes the passkey as the second step after the password', async () => {
    const { app } = setup();
    const { email } = await createTestAccount(database.db);
    const first = await signInVerified(app, email);
    expect((await statusOf(app, first)).sessione_verificata).toBe(true);
    const pending = await passwordStep(app, email);
    expect(pending.methods).toEqual(['passkey']);
    const second = await signInVerified(app, email);
    expect((await statusOf(app, second)).sessione_verificata).toBe(true);
  });

  it('refuses a signature made for another site, a challenge used twice and one never handed out', async () => {
    const { app } = setup();
    const { email } = await createTestAccount(database.db);
    const authenticator = await enrolPasskey(app, (await signIn(app, email)).success.token);
    const phishing = new SoftAuthenticator('http://localhost.evil.example');
    const options = await webAuthnOptions(await request(app, 'POST', '/api/user/login/passkey/options', {}));
    const forged = { ...authenticator.authenticate(options), id: authenticator.credentialId };
    forged.response = phishing.authenticate(options).response;
    expect((await request(app, 'POST', '/api/user/login/passkey', { risposta: forged })).status).toBe(401);

    const fresh = await webAuthnOptions(await request(app, 'POST', '/api/user/login/passkey/options', {}));
    const signed = authenticator.authenticate(fresh);
    expect((await request(app, 'POST', '/api/user/login/passkey', { risposta: signed })).status).toBe(200);
    const reused = await request(app, 'POST', '/api/user/login/passkey', {
      risposta: authenticator.authenticate(fresh),
    });
    expect(reused.status).toBe(401);
    const invented = authenticator.authenticate({
      challenge: Buffer.from('inventata').toString('base64url'),
    });
    expect((await request(app, 'POST', '/api/user/login/passkey', { risposta: invented })).status).toBe(401);
  });

  it('refuses a passkey sign-in on its own when the authenticator did not verify its user', async () => {
    const { app } = setup();
    const { email } = await createTestAccount(database.db);
    const { token } = (await signIn(app, email)).success;
    const careless = new SoftAuthenticator(TEST_ORIGIN, false);
    const registration = await webAuthnOptions(
      await request(app, 'POST', '/api/user/passkeys/options', confirmedWithPassword, { token }),
    );
    const stored = await request(
      app,
      'POST',
      '/api/user/passkeys',
      { nome: 'Chiavetta', risposta: careless.register(registration) },
      { token },
    );
    expect(v.parse(PasskeyAnswerSchema, await stored.json()).data.nome).toBe('Chiavetta');
    const options = await webAuthnOptions(await request(app, 'POST', '/api/user/login/passkey/options', {}));
    const response = await request(app, 'POST', '/api/user/login/passkey', {
      risposta: careless.authenticate(options),
    });
    expect(response.status).toBe(401);
  });

  it("does not take Marco's passkey for Giulia's second step, nor a registration challenge of Giulia's for Marco", async () => {
    const { app } = setup();
    const giulia = await createTestAccount(database.db, 'giulia');
    const marco = await createTestAccount(database.db, 'marco');
    await signInVerified(app, giulia.email);
    const marcoToken = (await signIn(app, marco.email)).success.token;
    const marcoKey = await enrolPasskey(app, marcoToken);

    const pending = await passwordStep(app, giulia.email);
    const options = await webAuthnOptions(
      await request(app, 'POST', '/api/user/login/passkey/options', { token: pending.token }),
    );
    expect(options.allowCredentials?.map((credential) => credential.id)).not.toContain(marcoKey.credentialId);
    const foreign = await request(app, 'POST', '/api/user/login/passkey', {
      risposta: marcoKey.authenticate(options),
      token: pending.token,
    });
    expect(foreign.status).toBe(401);

    const giuliaToken = await signInVerified(app, giulia.email);
    const giuliaChallenge = await webAuthnOptions(
      await request(app, 'POST', '/api/user/passkeys/options', confirmedWithPassword, { token: giuliaToken }),
    );
    const stolen = await request(
      app,
      'POST',
      '/api/user/passkeys',
      { nome: 'Rubata', risposta: new SoftAuthenticator(TEST_ORIGIN).register(giuliaChallenge) },
      { token: marcoToken },
    );
    expect(stolen.status).toBe(400);
    expect((await errorCode(stolen)).fields).toEqual([{ path: 'risposta', code: 'passkey_rejected' }]);
  });

  it("removes the caller's passkey, and answers 404 for another patient's", async () => {
    const { app } = setup();
    const giulia = await createTestAccount(database.db, 'giulia');
    const marco = await createTestAccount(database.db, 'marco');
    const giuliaToken = (await signIn(app, giulia.email)).success.token;
    await enrolPasskey(app, giuliaToken);
    const [passkey] = (await statusOf(app, giuliaToken)).passkeys;
    const marcoToken = (await signIn(app, marco.email)).success.token;
    const path = `/api/user/passkeys/${passkey?.id_passkey}`;
    expect((await request(app, 'DELETE', path, undefined, { token: marcoToken })).status).toBe(404);
    expect((await statusOf(app, giuliaToken)).passkeys).toHaveLength(1);
    expect((await request(app, 'DELETE', path, undefined, { token: giuliaToken })).status).toBe(200);
    expect((await statusOf(app, giuliaToken)).passkeys).toEqual([]);
    expect(
      (await request(app, 'DELETE', '/api/user/passkeys/0', undefined, { token: giuliaToken })).status,
    ).toBe(400);
  });
});

describe('given a client flooding the public steps', () => {
  it(`answers 429 with Retry-After past ${SIGN_IN_STEPS_PER_MINUTE} calls a minute from one address, and not to another`, async () => {
    const { app, events } = setup();
    for (let call = 0; call < SIGN_IN_STEPS_PER_MINUTE; call += 1) {
      expect((await request(app, 'POST', '/api/user/login/passkey/options', {})).status).toBe(200);
    }
    const refused = await request(app, 'POST', '/api/user/login/passkey/options', {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(events.some((event) => event.kind === 'rate_limited')).toBe(true);
    const other = await request(
      app,
      'POST',
      '/api/user/login/passkey/options',
      {},
      { address: '203.0.113.9' },
    );
    expect(other.status).toBe(200);
  });
});

describe('given the admin', () => {
  it('refuses the admin area to a session without a second factor, logs it, and opens it after one', async () => {
    const { app, events } = setup();
    const { token } = (await signIn(app, 'admin@example.org')).success;
    const refused = await request(app, 'GET', '/api/security/permissionList', undefined, { token });
    expect(refused.status).toBe(403);
    expect((await errorCode(refused)).code).toBe('second_factor_required');
    expect(events.some((event) => event.kind === 'access_denied')).toBe(true);

    await enrolPasskey(app, token);
    const opened = await request(app, 'GET', '/api/security/permissionList', undefined, { token });
    expect(opened.status).toBe(200);
  });
});
