import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { createTestAccount } from '../test/accounts.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestClock, postLogin, request, signIn, silentLogger } from '../test/http.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** An app on the shared database with a clock of its own (a fixed instant unless the test moves it). */
function appWith(
  options: {
    clock?: ReturnType<typeof createTestClock>;
    maxPerAccount?: number;
    maxPerAddress?: number;
  } = {},
) {
  const clock = options.clock ?? createTestClock('2026-03-10T09:00:00Z');
  return createApp({
    db: handle.db,
    config: {
      logError: silentLogger,
      now: clock.now,
      throttle: {
        windowMinutes: 15,
        maxFailuresPerAccount: options.maxPerAccount ?? 1000,
        maxFailuresPerAddress: options.maxPerAddress ?? 1000,
      },
    },
  });
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

  it('accepts the e-mail in any letter case', async () => {
    const response = await postLogin(appWith(), 'Marco.Rossi@Example.ORG', DEMO_PASSWORD);
    expect(response.status).toBe(200);
  });

  it('gives the admin both its licence role and its own admin role', async () => {
    const answer = await signIn(appWith(), 'admin@example.org');
    expect(answer.success.user.roles).toEqual(['Amministratore', 'Paziente Completo']);
  });

  it('answers 401 wrong_credentials with the Italian message for a wrong password', async () => {
    const response = await postLogin(appWith(), 'giulia.bianchi@example.org', 'not-the-password');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'wrong_credentials', message: 'Nome utente o password errati' },
    });
  });

  it('answers an unknown e-mail exactly like a wrong password, in English when asked', async () => {
    const headers = { 'accept-language': 'en-GB,en;q=0.9' };
    const unknown = await postLogin(appWith(), 'nobody@example.org', 'whatever-password', { headers });
    const wrong = await postLogin(appWith(), 'giulia.bianchi@example.org', 'whatever-password', { headers });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });
});

describe('login throttling', () => {
  it('blocks an account after its failures with 429, Retry-After and the minutes, even with the right password', async () => {
    const { email } = await createTestAccount(handle.db);
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const app = appWith({ clock, maxPerAccount: 3 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      clock.advanceMinutes(1);
      expect((await postLogin(app, email, 'wrong', { address: `203.0.113.${attempt}` })).status).toBe(401);
    }
    const blocked = await postLogin(app, email, DEMO_PASSWORD, { address: '203.0.113.99' });
    expect(blocked.status).toBe(429);
    // The first failure (at +1 min) leaves the 15-minute window at +16 min; now is +3 min.
    expect(blocked.headers.get('retry-after')).toBe(String(13 * 60));
    expect(await blocked.json()).toEqual({
      error: {
        code: 'too_many_attempts',
        message: 'Troppi tentativi di accesso non riusciti. Riprova tra 13 minuti.',
      },
    });
    clock.advanceMinutes(13);
    expect((await postLogin(app, email, DEMO_PASSWORD, { address: '203.0.113.99' })).status).toBe(200);
  });

  it('resets the account counter after a successful login', async () => {
    const { email } = await createTestAccount(handle.db);
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const app = appWith({ clock, maxPerAccount: 2 });
    expect((await postLogin(app, email, 'wrong')).status).toBe(401);
    clock.advanceMinutes(1);
    expect((await postLogin(app, email, DEMO_PASSWORD)).status).toBe(200);
    clock.advanceMinutes(1);
    expect((await postLogin(app, email, 'wrong')).status).toBe(401);
    clock.advanceMinutes(1);
    expect((await postLogin(app, email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles unknown e-mails too, so a 429 does not reveal which accounts exist', async () => {
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const app = appWith({ clock, maxPerAccount: 2 });
    await postLogin(app, 'ghost.unknown@example.org', 'a', { address: '192.0.2.1' });
    await postLogin(app, 'ghost.unknown@example.org', 'b', { address: '192.0.2.2' });
    expect((await postLogin(app, 'ghost.unknown@example.org', 'c', { address: '192.0.2.3' })).status).toBe(
      429,
    );
  });

  it('blocks an address after its failures across many accounts, and only that address', async () => {
    const { email } = await createTestAccount(handle.db);
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const app = appWith({ clock, maxPerAddress: 4 });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await postLogin(app, `guess${attempt}@example.org`, 'x', { address: '198.51.100.66' });
    }
    const blocked = await postLogin(app, email, DEMO_PASSWORD, { address: '198.51.100.66' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await postLogin(app, email, DEMO_PASSWORD, { address: '198.51.100.67' });
    expect(elsewhere.status).toBe(200);
  });

  it('reads the address from X-Forwarded-For only when the proxy is trusted', async () => {
    const clock = createTestClock('2026-11-22T10:00:00Z');
    const throttle = { windowMinutes: 15, maxFailuresPerAccount: 1000, maxFailuresPerAddress: 1 };
    const untrusted = createApp({
      db: handle.db,
      config: { now: clock.now, throttle, logError: silentLogger },
    });
    const trusted = createApp({
      db: handle.db,
      config: { now: clock.now, throttle, trustProxy: true, logError: silentLogger },
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
  it('accepts the token until it expires, then answers 401 session_expired', async () => {
    const clock = createTestClock('2026-11-22T08:00:00Z');
    const app = appWith({ clock });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const path = `/api/patient/${success.user.id_paziente}`;
    clock.advanceMinutes(119);
    expect((await request(app, 'GET', path, undefined, { token: success.token })).status).toBe(200);
    clock.advanceMinutes(1);
    const expired = await request(app, 'GET', path, undefined, { token: success.token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer');
    expect(await expired.json()).toMatchObject({ error: { code: 'session_expired' } });
  });

  it('revokes the token on logout', async () => {
    const app = appWith();
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const logout = await request(app, 'GET', '/api/user/logout', undefined, { token: success.token });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ success: true });
    const after = await request(app, 'GET', '/api/statimatrimoniali', undefined, { token: success.token });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('answers 401 unauthenticated without a token, with a malformed header or an unknown token', async () => {
    const app = appWith();
    for (const authorization of [undefined, 'Basic abc', 'Bearer not-a-real-token-but-long-enough']) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const response = await request(app, 'GET', '/api/statimatrimoniali', undefined, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthenticated', message: 'Accedi per continuare.' },
      });
    }
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
    const clock = createTestClock('2026-03-10T09:00:00Z');
    const app = createApp({
      db: handle.db,
      config: { now: clock.now, bodyLimitBytes: 1024, logError: silentLogger },
    });
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
