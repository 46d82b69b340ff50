import { SecuritySettingsAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestAccount } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { createTestClock, postLogin, request, signIn, silentLogger } from '../test/http.ts';

const database = useTestDatabase();

async function hasPermission(app: ReturnType<typeof createApp>, token: string, key: string) {
  const response = await request(app, 'POST', '/api/security/hasPermission', { data: key }, { token });
  expect(response.status).toBe(200);
  return response.json();
}

describe('POST /api/security/hasPermission', () => {
  it('grants the full licence every patient key, but not admin', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    for (const key of [
      'aggiungitaccuino',
      'spostaFarmaci',
      'aggiungidiagnosi',
      'calcolatrice',
      'aggiungifile',
    ]) {
      expect(await hasPermission(app, success.token, key)).toEqual({ data: { data: true } });
    }
    expect(await hasPermission(app, success.token, 'admin')).toEqual({ data: { data: false } });
  });

  it('denies the basic licence the gated keys and grants it the others', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const denied = [
      'aggiungitaccuino',
      'modificataccuino',
      'aggiungifarmaci',
      'modificafarmaci',
      'spostaFarmaci',
      'calcolatrice',
      'aggiungidiagnosi',
      'spostaDiagnosi',
      'modificadiagnosi',
      'aggiungiesame',
      'modificaesame',
      'spostaEsame',
    ];
    for (const key of denied)
      expect(await hasPermission(app, success.token, key)).toEqual({ data: { data: false } });
    for (const key of ['aggiungifile', 'modificafile']) {
      expect(await hasPermission(app, success.token, key)).toEqual({ data: { data: true } });
    }
  });

  it('grants admin to the admin account and answers false for an unknown key', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'admin@example.org');
    expect(await hasPermission(app, success.token, 'admin')).toEqual({ data: { data: true } });
    expect(await hasPermission(app, success.token, 'nonEsiste')).toEqual({ data: { data: false } });
  });

  it('rejects a body without a key', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'admin@example.org');
    const response = await request(
      app,
      'POST',
      '/api/security/hasPermission',
      { data: 42 },
      { token: success.token },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'data' }] },
    });
  });
});

describe('GET /api/fetchSecuritySettings/{id}', () => {
  it("lists the caller's own attempts, newest first, with device, address and outcome", async () => {
    const { email, userId } = await createTestAccount(database.db);
    const clock = createTestClock('2030-01-15T09:30:15Z');
    const app = createApp({ db: database.db, config: { now: clock.now, logError: silentLogger } });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    await postLogin(app, email, 'wrong', { address: '203.0.113.10', headers: { 'user-agent': iphone } });
    clock.advanceMinutes(1);
    // Someone else's attempts must not appear in this account's log.
    await postLogin(app, 'giulia.bianchi@example.org', 'wrong', { address: '203.0.113.11' });
    await postLogin(app, 'nobody@example.org', 'wrong', { address: '203.0.113.12' });
    clock.advanceMinutes(1);
    const { success } = await signIn(app, email, { address: '203.0.113.13' });

    const response = await request(app, 'GET', `/api/fetchSecuritySettings/${userId}`, undefined, {
      token: success.token,
    });
    expect(response.status).toBe(200);
    const body = v.parse(SecuritySettingsAnswerSchema, await response.json());
    expect(body.data.loginLogs).toEqual([
      {
        id_audit: expect.any(Number),
        audit_data: '2030-01-15',
        // 09:32:15 UTC is 10:32:15 in Rome (CET, UTC+1, in January).
        audit_time: '10:32:15',
        dispositivo: 'Chrome 156 · Linux',
        audit_ip: '203.0.113.13',
        esito: 'success',
      },
      {
        id_audit: expect.any(Number),
        audit_data: '2030-01-15',
        audit_time: '10:30:15',
        dispositivo: 'iPhone Safari',
        audit_ip: '203.0.113.10',
        esito: 'failure',
      },
    ]);
  });

  it("leaves attempts refused by the throttle out, so a stranger's flood cannot hide the owner's sign-ins", async () => {
    const { email, userId } = await createTestAccount(database.db);
    const clock = createTestClock('2030-01-15T09:30:15Z');
    const throttle = {
      windowMinutes: 60,
      maxFailuresPerPair: 1,
      maxFailuresPerAccount: 1000,
      maxFailuresPerAddress: 1000,
      maxDelaySeconds: 900,
    };
    const app = createApp({
      db: database.db,
      config: { now: clock.now, throttle, logError: silentLogger, logSecurityEvent: silentLogger },
    });
    const { success } = await signIn(app, email, { address: '198.51.100.5' });
    clock.advanceMinutes(1);
    await postLogin(app, email, 'guess', { address: '203.0.113.66' });
    for (let attempt = 0; attempt < 250; attempt += 1) {
      expect((await postLogin(app, email, 'guess', { address: '203.0.113.66' })).status).toBe(429);
    }
    const response = await request(app, 'GET', `/api/fetchSecuritySettings/${userId}`, undefined, {
      token: success.token,
    });
    const body = v.parse(SecuritySettingsAnswerSchema, await response.json());
    expect(body.data.loginLogs.map((log) => [log.audit_ip, log.esito])).toEqual([
      ['203.0.113.66', 'failure'],
      ['198.51.100.5', 'success'],
    ]);
  });

  it("refuses another account's log with 403", async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const giulia = await signIn(app, 'giulia.bianchi@example.org');
    const marco = await signIn(app, 'marco.rossi@example.org');
    const response = await request(
      app,
      'GET',
      `/api/fetchSecuritySettings/${marco.success.user.id_utente}`,
      undefined,
      {
        token: giulia.success.token,
      },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Non hai accesso a questi dati.' },
    });
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const response = await request(app, 'GET', '/api/fetchSecuritySettings/abc', undefined, {
      token: success.token,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: [{ path: 'id', code: 'invalid_type' }] },
    });
  });
});
