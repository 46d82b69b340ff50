import { LoginAnswerSchema, SessionAnswerSchema } from '@cartella/domain';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { type AppConfig, defaultThrottle } from '../config.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { loginAttempts, sessions } from '../db/schema.ts';
import type { SecurityEvent } from '../lib/log.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { createTestAccount } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { createTestClock, postLogin, request, signIn, silentLogger } from '../test/http.ts';

const database = useTestDatabase();

/** Generous limits, so only the test that is about a limit meets it. */
const roomyThrottle = {
  ...defaultThrottle,
  maxFailuresPerPair: 1000,
  maxFailuresPerAccount: 1000,
  maxFailuresPerAddress: 1000,
};

/** An app on the shared database with a clock of its own (a fixed instant unless the test moves it). */
function appWith(
  options: {
    clock?: ReturnType<typeof createTestClock>;
    throttle?: Partial<AppConfig['throttle']>;
    config?: Partial<AppConfig>;
  } = {},
) {
  const clock = options.clock ?? createTestClock('2026-03-10T09:00:00Z');
  return createApp({
    db: database.db,
    config: {
      logError: silentLogger,
      logSecurityEvent: silentLogger,
      now: clock.now,
      throttle: { ...roomyThrottle, ...options.throttle },
      ...options.config,
    },
  });
}

const ownOrigin = { origin: 'http://localhost' };
const cookieOf = (token: string) => ({ cookie: `cartella_session=${token}` });

async function attemptsOf(email: string) {
  return database.db
    .select({ reason: loginAttempts.outcome_reason, count: loginAttempts.attempt_count })
    .from(loginAttempts)
    .where(eq(loginAttempts.account_key, sha256Hex(email)))
    .orderBy(loginAttempts.id_audit);
}

describe('POST /api/user/login', () => {
  it('given the demo password, answers a token, the user and an expiry 120 minutes later', async () => {
    const clock = createTestClock('2026-11-22T09:00:00Z');
    const app = appWith({ clock });
    const answer = await signIn(app, 'giulia.bianchi@example.org');
    expect(answer.success.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.success.expires_at).toBe('2026-11-22T11:00:00.000Z');
    expect(answer.success.user).toMatchObject({
      email: 'giulia.bianchi@example.org',
      utente_nome: 'Giulia Bianchi',
      paziente_nome: 'Giulia',
      paziente_cognome: 'Bianchi',
      roles: ['Paziente Completo'],
    });
    expect(answer.success.user.id_paziente).toEqual(expect.any(Number));
  });

  it('sets the session as an HttpOnly, SameSite=Strict cookie for the whole site, for 120 minutes', async () => {
    const response = await postLogin(appWith(), 'giulia.bianchi@example.org');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cartella_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Max-Age=7200');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    // Served over plain HTTP here, so not Secure (the browser would drop it).
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure over HTTPS, and trusts X-Forwarded-Proto only behind our own proxy', async () => {
    const https = await appWith().request('https://cartella.example/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'giulia.bianchi@example.org', password: DEMO_PASSWORD }),
    });
    expect(https.headers.get('set-cookie')).toContain('Secure');
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    const trusted = await postLogin(
      appWith({ config: { trustProxy: true } }),
      'giulia.bianchi@example.org',
      DEMO_PASSWORD,
      forwarded,
    );
    expect(trusted.headers.get('set-cookie')).toContain('Secure');
    const untrusted = await postLogin(appWith(), 'giulia.bianchi@example.org', DEMO_PASSWORD, forwarded);
    expect(untrusted.headers.get('set-cookie')).not.toContain('Secure');
  });

  it('gives a browser no token to read: the session is only in the cookie', async () => {
    const response = await postLogin(appWith(), 'giulia.bianchi@example.org', DEMO_PASSWORD, {
      headers: { ...ownOrigin, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(200);
    const body = v.parse(LoginAnswerSchema, await response.json());
    expect(body.success).not.toHaveProperty('token');
    expect(body.success.user.email).toBe('giulia.bianchi@example.org');
    expect(response.headers.get('set-cookie')).toMatch(/^cartella_session=/);
  });

  it("refuses a sign-in posted from another site's page with 403", async () => {
    const response = await postLogin(appWith(), 'giulia.bianchi@example.org', DEMO_PASSWORD, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await postLogin(appWith(), 'Marco.Rossi@Example.ORG', DEMO_PASSWORD);
    expect(response.status).toBe(200);
  });

  it('gives the admin both its licence role and its own admin role', async () => {
    const answer = await signIn(appWith(), 'admin@example.org');
    expect(answer.success.user.roles).toEqual(['Amministratore', 'Paziente Completo']);
  });

  it('answers 401 wrong_credentials with the Italian message for a wrong password', async () => {
    const { email } = await createTestAccount(database.db);
    const response = await postLogin(appWith(), email, 'not-the-password');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'wrong_credentials', message: 'Nome utente o password errati' },
    });
  });

  it('answers an unknown e-mail exactly like a wrong password, in English when asked', async () => {
    const { email } = await createTestAccount(database.db);
    const headers = { 'accept-language': 'en-GB,en;q=0.9' };
    const unknown = await postLogin(appWith(), 'nobody@example.org', 'whatever-password', { headers });
    const wrong = await postLogin(appWith(), email, 'whatever-password', { headers });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });
});

describe('login throttling', () => {
  it('lets the free failures through, then makes each attempt wait 1, 2, 4 s after the last, even with the right password', async () => {
    const { email } = await createTestAccount(database.db);
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const app = appWith({ clock, throttle: { maxFailuresPerPair: 3 } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postLogin(app, email, 'wrong')).status).toBe(401);
    }
    const blocked = await postLogin(app, email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(await blocked.json()).toEqual({
      error: {
        code: 'too_many_attempts',
        message: 'Troppi tentativi di accesso non riusciti. Riprova tra 1 secondo.',
      },
    });
    clock.advanceSeconds(1);
    expect((await postLogin(app, email, 'wrong')).status).toBe(401);
    expect((await postLogin(app, email, 'wrong')).headers.get('retry-after')).toBe('2');
    clock.advanceSeconds(2);
    expect((await postLogin(app, email, 'wrong')).status).toBe(401);
    expect((await postLogin(app, email, DEMO_PASSWORD)).headers.get('retry-after')).toBe('4');
    clock.advanceSeconds(4);
    expect((await postLogin(app, email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('checks at most the free failures against the password when 30 guesses arrive at once', async () => {
    const { email } = await createTestAccount(database.db);
    const app = appWith({ throttle: { maxFailuresPerPair: 5 } });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, guess) =>
        postLogin(app, email, `guess-${guess}`, { address: '203.0.113.30' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    const attempts = await attemptsOf(email);
    expect(attempts.filter((attempt) => attempt.reason === 'wrong_credentials')).toHaveLength(5);
  });

  it('counts parallel guesses from many addresses against the address too', async () => {
    const app = appWith({ throttle: { maxFailuresPerAddress: 4 } });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, guess) =>
        postLogin(app, `spray${guess}.${Date.now()}@example.org`, 'x', { address: '203.0.113.31' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(4);
  });

  it("lets the owner sign in from their own address while a stranger's guesses are held back", async () => {
    const { email } = await createTestAccount(database.db);
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const app = appWith({ clock, throttle: { maxFailuresPerPair: 3, maxFailuresPerAccount: 6 } });
    const home = { address: '198.51.100.20' };
    expect((await postLogin(app, email, DEMO_PASSWORD, home)).status).toBe(200);
    clock.advanceMinutes(1);
    // A stranger guesses from many addresses, a few times each, until every new address waits.
    for (let address = 0; address < 4; address += 1) {
      for (let guess = 0; guess < 2; guess += 1) {
        await postLogin(app, email, `guess-${guess}`, { address: `192.0.2.${100 + address}` });
      }
    }
    expect((await postLogin(app, email, 'guess-x', { address: '192.0.2.100' })).status).toBe(429);
    expect((await postLogin(app, email, DEMO_PASSWORD, { address: '192.0.2.200' })).status).toBe(429);
    // The owner's own address is not held back by the stranger's failures.
    expect((await postLogin(app, email, DEMO_PASSWORD, home)).status).toBe(200);
  });

  it("resets an address's counter on the account after a success from that address", async () => {
    const { email } = await createTestAccount(database.db);
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const app = appWith({ clock, throttle: { maxFailuresPerPair: 2 } });
    expect((await postLogin(app, email, 'wrong')).status).toBe(401);
    clock.advanceMinutes(1);
    expect((await postLogin(app, email, DEMO_PASSWORD)).status).toBe(200);
    clock.advanceMinutes(1);
    expect((await postLogin(app, email, 'wrong')).status).toBe(401);
    expect((await postLogin(app, email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles unknown e-mails too, so a 429 does not reveal which accounts exist', async () => {
    const app = appWith({ throttle: { maxFailuresPerPair: 2 } });
    await postLogin(app, 'ghost.unknown@example.org', 'a', { address: '192.0.2.1' });
    await postLogin(app, 'ghost.unknown@example.org', 'b', { address: '192.0.2.1' });
    expect((await postLogin(app, 'ghost.unknown@example.org', 'c', { address: '192.0.2.1' })).status).toBe(
      429,
    );
  });

  it('holds back an address after its failures across many accounts, and only that address', async () => {
    const { email } = await createTestAccount(database.db);
    const app = appWith({ throttle: { maxFailuresPerAddress: 4 } });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await postLogin(app, `guess${attempt}@example.org`, 'x', { address: '198.51.100.66' });
    }
    const blocked = await postLogin(app, email, DEMO_PASSWORD, { address: '198.51.100.66' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await postLogin(app, email, DEMO_PASSWORD, { address: '198.51.100.67' });
    expect(elsewhere.status).toBe(200);
  });

  it('reports refused attempts as security events and keeps one row with their count', async () => {
    const { email } = await createTestAccount(database.db);
    const events: SecurityEvent[] = [];
    const app = appWith({
      throttle: { maxFailuresPerPair: 1 },
      config: { logSecurityEvent: (event) => events.push(event) },
    });
    await postLogin(app, email, 'wrong');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postLogin(app, email, 'wrong')).status).toBe(429);
    }
    expect(events).toHaveLength(5);
    expect(events[0]).toEqual({ kind: 'login_throttled', method: 'POST', path: '/api/user/login' });
    expect(await attemptsOf(email)).toEqual([
      { reason: 'wrong_credentials', count: 1 },
      { reason: 'throttled', count: 5 },
    ]);
  });

  it('reads the address from X-Forwarded-For only when the proxy is trusted', async () => {
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const throttle = { ...roomyThrottle, maxFailuresPerAddress: 1 };
    const untrusted = createApp({
      db: database.db,
      config: { now: clock.now, throttle, logError: silentLogger, logSecurityEvent: silentLogger },
    });
    const trusted = createApp({
      db: database.db,
      config: {
        now: clock.now,
        throttle,
        trustProxy: true,
        logError: silentLogger,
        logSecurityEvent: silentLogger,
      },
    });
    const forwarded = (value: string) => ({ address: '10.0.0.1', headers: { 'x-forwarded-for': value } });
    await postLogin(trusted, 'x@example.org', 'x', forwarded('1.1.1.1, 192.0.2.50'));
    expect((await postLogin(trusted, 'y@example.org', 'y', forwarded('192.0.2.50'))).status).toBe(429);
    expect((await postLogin(trusted, 'y@example.org', 'y', forwarded('192.0.2.51'))).status).toBe(401);
    // Untrusted: the header is ignored and the socket address (10.0.0.2) is used.
    expect(
      (await postLogin(untrusted, 'y@example.org', 'y', { ...forwarded('192.0.2.50'), address: '10.0.0.2' }))
        .status,
    ).toBe(401);
  });
});

describe('sessions', () => {
  it('accepts a session used every few minutes until its 120 minutes end, then answers 401 session_expired', async () => {
    const clock = createTestClock('2026-11-22T08:00:00Z');
    const app = appWith({ clock });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const path = `/api/patient/${success.user.id_paziente}`;
    for (let minutes = 0; minutes < 119; minutes += 7) {
      clock.advanceMinutes(7);
      expect((await request(app, 'GET', path, undefined, { token: success.token })).status).toBe(200);
    }
    clock.advanceMinutes(120 - 119);
    const expired = await request(app, 'GET', path, undefined, { token: success.token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer');
    expect(await expired.json()).toMatchObject({ error: { code: 'session_expired' } });
  });

  it('ends a session left unused for more than 10 minutes; every use restarts the 10 minutes', async () => {
    const clock = createTestClock('2026-11-22T08:00:00Z');
    const app = appWith({ clock });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    clock.advanceMinutes(10);
    expect((await request(app, 'GET', '/api/user/session', undefined, { token: success.token })).status).toBe(
      200,
    );
    clock.advanceMinutes(10);
    expect((await request(app, 'GET', '/api/user/session', undefined, { token: success.token })).status).toBe(
      200,
    );
    clock.advanceMinutes(10);
    clock.advanceSeconds(1);
    const idle = await request(app, 'GET', '/api/user/session', undefined, { token: success.token });
    expect(idle.status).toBe(401);
    expect(await idle.json()).toMatchObject({ error: { code: 'session_expired' } });
  });

  it('writes the last use at most every 30 seconds', async () => {
    const clock = createTestClock('2026-11-22T08:00:00Z');
    const app = appWith({ clock });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const lastUse = async () => {
      const [row] = await database.db
        .select({ at: sessions.last_used_at })
        .from(sessions)
        .where(and(eq(sessions.token_hash, sha256Hex(success.token))));
      return row?.at.toISOString();
    };
    clock.advanceSeconds(29);
    await request(app, 'GET', '/api/user/session', undefined, { token: success.token });
    expect(await lastUse()).toBe('2026-11-22T08:00:00.000Z');
    clock.advanceSeconds(1);
    await request(app, 'GET', '/api/user/session', undefined, { token: success.token });
    expect(await lastUse()).toBe('2026-11-22T08:00:30.000Z');
  });

  it('answers the signed-in user from the session cookie alone', async () => {
    const app = appWith({ clock: createTestClock('2026-11-22T08:00:00Z') });
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const response = await request(app, 'GET', '/api/user/session', undefined, {
      headers: cookieOf(success.token),
    });
    expect(response.status).toBe(200);
    const answer = v.parse(SessionAnswerSchema, await response.json());
    expect(answer.success).toEqual({ user: success.user, expires_at: '2026-11-22T10:00:00.000Z' });
  });

  it('refuses a cookie-authenticated change that does not prove it comes from our own pages', async () => {
    const app = appWith();
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const body = { data: 'calcolatrice' };
    const send = (headers: Record<string, string>) =>
      request(app, 'POST', '/api/security/hasPermission', body, {
        headers: { ...cookieOf(success.token), ...headers },
      });
    expect((await send({})).status).toBe(403);
    expect((await send({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await send({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send(ownOrigin)).status).toBe(200);
    expect((await send({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // Reads change nothing, and a bearer header cannot be forged by another site: no check.
    expect(
      (await request(app, 'GET', '/api/user/session', undefined, { headers: cookieOf(success.token) }))
        .status,
    ).toBe(200);
    expect(
      (await request(app, 'POST', '/api/security/hasPermission', body, { token: success.token })).status,
    ).toBe(200);
  });

  it('revokes the session on logout and clears its cookie', async () => {
    const app = appWith();
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const logout = await request(app, 'GET', '/api/user/logout', undefined, {
      headers: cookieOf(success.token),
    });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ success: true });
    expect(logout.headers.get('set-cookie')).toMatch(/^cartella_session=;.*Max-Age=0/);
    const after = await request(app, 'GET', '/api/statimatrimoniali', undefined, { token: success.token });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('answers 401 unauthenticated without a token, with a malformed header or an unknown token', async () => {
    const app = appWith();
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not-a-real-token-but-long-enough' },
      { cookie: 'cartella_session=not-a-real-token-but-long-enough' },
    ];
    for (const headers of cases) {
      const response = await request(app, 'GET', '/api/statimatrimoniali', undefined, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthenticated', message: 'Accedi per continuare.' },
      });
    }
  });
});

describe('the write rate limit', () => {
  it("refuses a session's writes beyond the limit with 429 and Retry-After, and only that session's writes", async () => {
    const clock = createTestClock('2026-11-22T08:00:00Z');
    const events: SecurityEvent[] = [];
    const app = appWith({
      clock,
      config: {
        writeRateLimit: { maxWrites: 3, windowSeconds: 60 },
        logSecurityEvent: (event) => events.push(event),
      },
    });
    const giulia = await signIn(app, 'giulia.bianchi@example.org');
    const marco = await signIn(app, 'marco.rossi@example.org');
    const patientOf = {
      [giulia.success.token]: giulia.success.user.id_paziente,
      [marco.success.token]: marco.success.user.id_paziente,
    };
    const write = (token: string) =>
      request(
        app,
        'PUT',
        `/api/patient/${patientOf[token]}`,
        { page: 'medical', paziente_gruppo: 'A +', paziente_donatore_organi: 1 },
        { token },
      );
    for (let second = 0; second < 3; second += 1) {
      expect((await write(giulia.success.token)).status).toBe(200);
      clock.advanceSeconds(10);
    }
    const refused = await write(giulia.success.token);
    expect(refused.status).toBe(429);
    // The first write (at 0 s) leaves the minute at 60 s; now is 30 s.
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Troppe modifiche in poco tempo. Riprova tra 30 secondi.' },
    });
    expect(events).toEqual([
      {
        kind: 'rate_limited',
        method: 'PUT',
        path: `/api/patient/${giulia.success.user.id_paziente}`,
        userId: giulia.success.user.id_utente,
      },
    ]);
    // Reads, read-only POSTs (a question, a search) and other sessions go on.
    expect(
      (await request(app, 'GET', '/api/user/session', undefined, { token: giulia.success.token })).status,
    ).toBe(200);
    const question = { data: 'calcolatrice' };
    const asked = await request(app, 'POST', '/api/security/hasPermission', question, {
      token: giulia.success.token,
    });
    expect(asked.status).toBe(200);
    expect((await write(marco.success.token)).status).toBe(200);
    clock.advanceSeconds(30);
    expect((await write(giulia.success.token)).status).toBe(200);
  });
});

describe('bad login bodies', () => {
  const secret = 'Segreto-Paziente-7781@example.org';

  it('answers 400 for malformed JSON without echoing it', async () => {
    const response = await request(appWith(), 'POST', '/api/user/login', `{"email":"${secret}",`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'validation_failed' } });
    expect(text).not.toContain(secret);
  });

  it('answers 400 with a path and code for each missing field', async () => {
    const response = await request(appWith(), 'POST', '/api/user/login', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Alcuni campi non sono validi. Controlla i dati inseriti.',
        fields: [
          { path: 'email', code: 'required' },
          { path: 'password', code: 'required' },
        ],
      },
    });
  });

  it('answers 400 for wrong types and an invalid e-mail, never echoing the values', async () => {
    const app = appWith();
    const wrongTypes = await request(app, 'POST', '/api/user/login', { email: 12345, password: ['x'] });
    expect(wrongTypes.status).toBe(400);
    const invalid = await request(app, 'POST', '/api/user/login', {
      email: 'Segreto-Paziente-7781',
      password: secret,
    });
    expect(invalid.status).toBe(400);
    const text = await invalid.text();
    expect(JSON.parse(text)).toMatchObject({ error: { fields: [{ path: 'email', code: 'email_invalid' }] } });
    expect(text).not.toContain('Segreto-Paziente-7781');
    const notAnObject = await request(app, 'POST', '/api/user/login', '"just a string"');
    expect(notAnObject.status).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const app = appWith({ config: { bodyLimitBytes: 1024 } });
    const response = await request(app, 'POST', '/api/user/login', {
      email: 'a@example.org',
      password: 'x'.repeat(5000),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await request(appWith(), 'POST', '/api/user/login', 'email=a&password=b', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });
});

describe('POST /api/user/loginOAuth', () => {
  it('answers 501 not_configured until a provider is configured', async () => {
    const response = await request(appWith(), 'POST', '/api/user/loginOAuth', {});
    expect(response.status).toBe(501);
    expect(await response.json()).toMatchObject({ error: { code: 'not_configured' } });
  });
});
