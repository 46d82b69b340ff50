import {
  AdminDoneAnswerSchema,
  AdminUserAnswerSchema,
  AdminUserListAnswerSchema,
  AuditListAnswerSchema,
  HasPermissionAnswerSchema,
  LicenceAnswerSchema,
  LicenceListAnswerSchema,
  LoginResultSchema,
  PermissionAnswerSchema,
  PermissionListAnswerSchema,
  RoleAnswerSchema,
  RoleListAnswerSchema,
} from '@cartella/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import {
  licenceRoles,
  licences,
  permissions,
  rolePermissions,
  roles,
  sessions,
  subscriptions,
  users,
} from '../db/schema.ts';
import { adminAudit } from '../db/schemas/admin.ts';
import { passwordResets as passwordResetTokens } from '../db/schemas/identity.ts';
import type { SecurityEvent } from '../lib/log.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { ADMIN_EMAIL, createTestAccount, GIULIA_EMAIL, licenceIdOf, MARCO_EMAIL } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { okAnswer, postLogin, request, signIn } from '../test/http.ts';
import { enrolPasskey, signInVerified } from '../test/second-factor.ts';
import { useSmtpServer } from '../test/smtp.ts';

const database = useTestDatabase();
const smtp = useSmtpServer();

function setup(config: Partial<AppConfig> = {}) {
  const events: SecurityEvent[] = [];
  // A long cache period: every change below must show without waiting for it.
  const { app, clock } = createTestApp(database.db, {
    config: {
      logSecurityEvent: (event) => events.push(event),
      accessCacheCheckMs: 3_600_000,
      mailer: smtp.mailer(),
      ...config,
    },
  });
  return { app, events, clock };
}

type App = ReturnType<typeof setup>['app'];

/** The demo admin's account row (its id). */
async function adminAccount() {
  const [admin] = await database.db
    .select({ id: users.id_utente })
    .from(users)
    .where(eq(users.email, ADMIN_EMAIL));
  return admin;
}

/** The admin's sessions pass a second factor (the admin area needs it); patients use the password. */
async function tokenOf(app: App, email: string) {
  return email === ADMIN_EMAIL ? signInVerified(app, email) : (await signIn(app, email)).success.token;
}

async function idOf(table: typeof roles | typeof permissions, name: string) {
  const [row] = await database.db.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (row === undefined) throw new Error(`no ${name}`);
  return row.id;
}

describe('given the admin', () => {
  it('adds a permission, gives it to a new role, gives the role to a licence, and each change is audited', async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);

    const added = await okAnswer(
      { app, token },
      'POST',
      '/api/security/addPermesso',
      { data: { permesso: 'esportaDati' } },
      PermissionAnswerSchema,
    );
    expect(added.data.name).toBe('esportaDati');
    const list = await okAnswer(
      { app, token },
      'GET',
      '/api/security/permissionList',
      undefined,
      PermissionListAnswerSchema,
    );
    expect(list.data.map((row) => row.name)).toContain('esportaDati');

    const role = await okAnswer(
      { app, token },
      'POST',
      '/api/security/addRuolo',
      { data: 'Esportatore' },
      RoleAnswerSchema,
    );
    expect(
      (await okAnswer({ app, token }, 'GET', '/api/security/ruoloList', undefined, RoleListAnswerSchema))
        .data,
    ).toContainEqual(role.data);
    const linked = await okAnswer(
      { app, token },
      'POST',
      '/api/security/addRuoloPermesso',
      { id: role.data.id, data: [added.data.id] },
      PermissionListAnswerSchema,
    );
    expect(linked.data).toEqual([added.data]);
    expect(
      (
        await okAnswer(
          { app, token },
          'POST',
          '/api/security/ruoloPermessi',
          { data: role.data.id },
          PermissionListAnswerSchema,
        )
      ).data,
    ).toEqual([added.data]);

    const licences = await okAnswer(
      { app, token },
      'GET',
      '/api/security/licenzeList',
      undefined,
      LicenceListAnswerSchema,
    );
    const base = licences.data.find((row) => row.descrizione === 'Base');
    if (base === undefined) throw new Error('no Base licence');
    const baseRoles = await okAnswer(
      { app, token },
      'POST',
      '/api/security/ruoloLicenza',
      { data: base.id },
      RoleListAnswerSchema,
    );
    const withRole = await okAnswer(
      { app, token },
      'POST',
      '/api/security/addRuoloLicenza',
      { id: base.id, data: [...baseRoles.data.map((row) => row.id), role.data.id] },
      RoleListAnswerSchema,
    );
    expect(withRole.data.map((row) => row.name)).toEqual(['Esportatore', 'Paziente Base']);

    const audit = await okAnswer(
      { app, token },
      'POST',
      '/api/admin/audit',
      { page: 1 },
      AuditListAnswerSchema,
    );
    const [latest, second, third, fourth] = audit.data.items;
    expect(latest).toMatchObject({
      email: ADMIN_EMAIL,
      azione: 'addRuoloLicenza',
      oggetto: `licenza ${base.id} Base`,
      prima: JSON.stringify(['Paziente Base']),
      dopo: JSON.stringify(['Esportatore', 'Paziente Base']),
    });
    expect(second).toMatchObject({ azione: 'addRuoloPermesso', prima: '[]', dopo: '["esportaDati"]' });
    expect(third).toMatchObject({ azione: 'addRuolo', prima: null });
    expect(fourth).toMatchObject({ azione: 'addPermesso', dopo: JSON.stringify(added.data) });

    // Marco (Base) now holds the new key, on his very next request.
    const marco = await tokenOf(app, MARCO_EMAIL);
    const asked = await okAnswer(
      { app, token: marco },
      'POST',
      '/api/security/hasPermission',
      { data: 'esportaDati' },
      HasPermissionAnswerSchema,
    );
    expect(asked.data.data).toBe(true);
    await database.db.delete(licenceRoles).where(eq(licenceRoles.id_ruolo, role.data.id));
  });

  it('edits a licence description and cost, and refuses a description another licence has', async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const id = await licenceIdOf(database.db, 'Completa');
    const edited = await okAnswer(
      { app, token },
      'POST',
      '/api/security/updateLicenza',
      { id, descrizione: 'Completa', costo: 7.5 },
      LicenceAnswerSchema,
    );
    expect(edited.data).toMatchObject({ id, descrizione: 'Completa', costo: 7.5 });
    const clash = await request(
      app,
      'POST',
      '/api/security/updateLicenza',
      { id, descrizione: 'Base', costo: 1 },
      { token },
    );
    expect(clash.status).toBe(409);
    const [audit] = (await okAnswer({ app, token }, 'POST', '/api/admin/audit', {}, AuditListAnswerSchema))
      .data.items;
    expect(audit).toMatchObject({ azione: 'updateLicenza', prima: '{"costo":5,"descrizione":"Completa"}' });
    await okAnswer(
      { app, token },
      'POST',
      '/api/security/updateLicenza',
      { id, descrizione: 'Completa', costo: 5 },
      LicenceAnswerSchema,
    );
  });

  it('answers 409 for a permission or role name that exists', async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const permission = await request(
      app,
      'POST',
      '/api/security/addPermesso',
      { data: { permesso: 'admin' } },
      { token },
    );
    expect(permission.status).toBe(409);
    expect(await permission.json()).toMatchObject({
      error: { code: 'conflict', message: 'Esiste già una funzionalità con questo nome.' },
    });
    const role = await request(app, 'POST', '/api/security/addRuolo', { data: 'Amministratore' }, { token });
    expect(role.status).toBe(409);
  });

  it('refuses to take the admin permission from a role the admin holds, and changes nothing', async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const roleId = await idOf(roles, 'Amministratore');
    const before = await database.db.$count(rolePermissions, eq(rolePermissions.id_ruolo, roleId));
    const response = await request(
      app,
      'POST',
      '/api/security/addRuoloPermesso',
      { id: roleId, data: [] },
      { token },
    );
    expect(response.status).toBe(409);
    expect(await database.db.$count(rolePermissions, eq(rolePermissions.id_ruolo, roleId))).toBe(before);
  });

  it.each([
    ['/api/security/addPermesso', { data: { permesso: '' } }],
    ['/api/security/addPermesso', { data: { permesso: 'due parole' } }],
    ['/api/security/addPermesso', { permesso: 'x' }],
    ['/api/security/addPermesso', { data: { permesso: 'x'.repeat(51) } }],
    ['/api/security/addRuolo', { data: '' }],
    ['/api/security/addRuolo', { data: 42 }],
    ['/api/security/ruoloPermessi', { data: 1.5 }],
    ['/api/security/addRuoloPermesso', { id: 1, data: [0] }],
    ['/api/security/addRuoloPermesso', { id: 1, data: [99999999] }],
    ['/api/security/addRuoloPermesso', { id: 1, data: 'all' }],
    ['/api/security/ruoloLicenza', { data: 'x' }],
    ['/api/security/addRuoloLicenza', { id: 1, data: [99999999] }],
    ['/api/security/updateLicenza', { id: 1, descrizione: 'Completa', costo: -1 }],
    ['/api/security/updateLicenza', { id: 1, descrizione: '', costo: 1 }],
    ['/api/admin/utenti', { search: 'x'.repeat(101) }],
    ['/api/admin/utenti', { page: 0 }],
    ['/api/admin/audit', { page: 'due' }],
  ])('answers 400 to POST %s with %j and changes nothing', async (path, body) => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const before = await database.db.$count(adminAudit);
    const response = await request(app, 'POST', path, body, { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect(await database.db.$count(adminAudit)).toBe(before);
  });

  it('answers 404 for a role or licence that does not exist', async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    for (const path of ['/api/security/ruoloPermessi', '/api/security/ruoloLicenza']) {
      const response = await request(app, 'POST', path, { data: 99999999 }, { token });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('given a patient who is not an admin', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/security/permissionList', undefined],
    ['POST', '/api/security/addPermesso', { data: { permesso: 'intruso' } }],
    ['GET', '/api/security/ruoloList', undefined],
    ['POST', '/api/security/addRuolo', { data: 'Intruso' }],
    ['POST', '/api/security/ruoloPermessi', { data: 1 }],
    ['POST', '/api/security/addRuoloPermesso', { id: 1, data: [1] }],
    ['GET', '/api/security/licenzeList', undefined],
    ['POST', '/api/security/ruoloLicenza', { data: 1 }],
    ['POST', '/api/security/addRuoloLicenza', { id: 1, data: [1] }],
    ['POST', '/api/security/updateLicenza', { id: 1, descrizione: 'Gratis', costo: 0 }],
    ['POST', '/api/admin/utenti', { search: '' }],
    ['POST', '/api/admin/utenti/1/licenza', { id_tipo_licenza: 1, data_scadenza: null }],
    ['POST', '/api/admin/utenti/1/stato', { enabled: false }],
    ['POST', '/api/admin/utenti/1/sblocca', undefined],
    ['POST', '/api/admin/utenti/1/secondoFattore', undefined],
    ['POST', '/api/admin/utenti/1/resetPassword', undefined],
    ['POST', '/api/admin/audit', { page: 1 }],
  ];

  it.each([GIULIA_EMAIL, MARCO_EMAIL])(
    'refuses %s every admin call with 403, logs it and changes nothing',
    async (email) => {
      const { app, events } = setup();
      const token = await tokenOf(app, email);
      const counts = async () => [
        await database.db.$count(permissions),
        await database.db.$count(roles),
        await database.db.$count(rolePermissions),
        await database.db.$count(licenceRoles),
        await database.db.$count(subscriptions),
        await database.db.$count(adminAudit),
        await database.db.$count(passwordResetTokens),
      ];
      const before = await counts();
      const mails = smtp.received.length;
      for (const [method, path, body] of calls) {
        const response = await request(app, method, path, body, { token });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
      }
      expect(await counts()).toEqual(before);
      expect(smtp.received.length).toBe(mails);
      expect(events.filter((event) => event.kind === 'access_denied')).toHaveLength(calls.length);
      expect(events[0]).toMatchObject({ method: 'GET', path: '/api/security/permissionList' });
    },
  );
});

describe('removing a permission from a licence', () => {
  it("closes the matching action for the licence's patients on their very next request", async () => {
    const { app } = setup();
    const adminToken = await tokenOf(app, ADMIN_EMAIL);
    const account = await createTestAccount(database.db, 'licenza');
    const permission = await okAnswer(
      { app, token: adminToken },
      'POST',
      '/api/security/addPermesso',
      { data: { permesso: 'chiusuraTest' } },
      PermissionAnswerSchema,
    );
    const calculator = await idOf(permissions, 'calcolatrice');
    const role = await okAnswer(
      { app, token: adminToken },
      'POST',
      '/api/security/addRuolo',
      { data: 'Ruolo chiusura' },
      RoleAnswerSchema,
    );
    await okAnswer(
      { app, token: adminToken },
      'POST',
      '/api/security/addRuoloPermesso',
      { id: role.data.id, data: [calculator, permission.data.id] },
      PermissionListAnswerSchema,
    );
    const [licence] = await database.db
      .insert(licences)
      .values({ descrizione: 'Licenza chiusura', costo: '1.00', enable: true, durata_desc: '1 mese' })
      .returning();
    if (licence === undefined) throw new Error('no licence');
    await okAnswer(
      { app, token: adminToken },
      'POST',
      '/api/security/addRuoloLicenza',
      { id: licence.id, data: [role.data.id] },
      RoleListAnswerSchema,
    );
    await okAnswer(
      { app, token: adminToken },
      'POST',
      `/api/admin/utenti/${account.userId}/licenza`,
      { id_tipo_licenza: licence.id, data_scadenza: '2026-12-31' },
      AdminUserAnswerSchema,
    );
    const patient = await tokenOf(app, account.email);
    const asks = async (key: string) =>
      (
        await okAnswer(
          { app, token: patient },
          'POST',
          '/api/security/hasPermission',
          { data: key },
          HasPermissionAnswerSchema,
        )
      ).data.data;
    expect(await asks('calcolatrice')).toBe(true);
    expect(await asks('chiusuraTest')).toBe(true);

    // The permission taken from the role: closed at once (the cache period is an hour).
    await okAnswer(
      { app, token: adminToken },
      'POST',
      '/api/security/addRuoloPermesso',
      { id: role.data.id, data: [permission.data.id] },
      PermissionListAnswerSchema,
    );
    expect(await asks('calcolatrice')).toBe(false);
    expect(await asks('chiusuraTest')).toBe(true);

    // The role taken from the licence: everything it gave is closed at once.
    await okAnswer(
      { app, token: adminToken },
      'POST',
      '/api/security/addRuoloLicenza',
      { id: licence.id, data: [] },
      RoleListAnswerSchema,
    );
    expect(await asks('chiusuraTest')).toBe(false);
  });
});

describe('given the users page', () => {
  it('searches accounts by e-mail or name, a page at a time, with account facts only', async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const found = await okAnswer(
      { app, token },
      'POST',
      '/api/admin/utenti',
      { search: 'marco.ROSSI' },
      AdminUserListAnswerSchema,
    );
    expect(found.data.total).toBe(1);
    const [marco] = found.data.items;
    expect(marco).toMatchObject({
      email: MARCO_EMAIL,
      utente_nome: 'Marco Rossi',
      enabled: true,
      admin: false,
    });
    expect(marco?.licenza?.descrizione).toBe('Base');
    expect(Object.keys(marco ?? {}).sort()).toEqual([
      'admin',
      'created_at',
      'email',
      'enabled',
      'id_utente',
      'licenza',
      'utente_nome',
    ]);

    const byName = await okAnswer(
      { app, token },
      'POST',
      '/api/admin/utenti',
      { search: 'Amministratore' },
      AdminUserListAnswerSchema,
    );
    expect(byName.data.items.map((row) => [row.email, row.admin])).toEqual([[ADMIN_EMAIL, true]]);

    const literal = await okAnswer(
      { app, token },
      'POST',
      '/api/admin/utenti',
      { search: '%' },
      AdminUserListAnswerSchema,
    );
    expect(literal.data.total).toBe(0);

    for (let index = 0; index < 21; index += 1) await createTestAccount(database.db, 'paginato');
    const first = await okAnswer(
      { app, token },
      'POST',
      '/api/admin/utenti',
      { search: 'paginato', page: 1 },
      AdminUserListAnswerSchema,
    );
    const second = await okAnswer(
      { app, token },
      'POST',
      '/api/admin/utenti',
      { search: 'paginato', page: 2 },
      AdminUserListAnswerSchema,
    );
    expect(first.data).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.data.items).toHaveLength(20);
    expect(second.data.items).toHaveLength(1);
  });

  it("assigns a licence with an end date; Marco's gated action opens at once and closes after it", async () => {
    const { app, clock } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const account = await createTestAccount(database.db, 'assegna');
    const completa = await licenceIdOf(database.db, 'Completa');
    const patient = await tokenOf(app, account.email);
    const asks = async () =>
      (
        await okAnswer(
          { app, token: patient },
          'POST',
          '/api/security/hasPermission',
          { data: 'aggiungitaccuino' },
          HasPermissionAnswerSchema,
        )
      ).data.data;
    expect(await asks()).toBe(false);
    const assigned = await okAnswer(
      { app, token },
      'POST',
      `/api/admin/utenti/${account.userId}/licenza`,
      { id_tipo_licenza: completa, data_scadenza: '2026-11-23' },
      AdminUserAnswerSchema,
    );
    expect(assigned.data.licenza).toEqual({
      id_tipo_licenza: completa,
      descrizione: 'Completa',
      data_scadenza: '2026-11-23',
    });
    expect(await asks()).toBe(true);
    const [audit] = (await okAnswer({ app, token }, 'POST', '/api/admin/audit', {}, AuditListAnswerSchema))
      .data.items;
    expect(audit).toMatchObject({ azione: 'assegnaLicenza', oggetto: `utente ${account.userId}` });
    expect(audit?.dopo).toContain('2026-11-23');

    const past = await request(
      app,
      'POST',
      `/api/admin/utenti/${account.userId}/licenza`,
      { id_tipo_licenza: completa, data_scadenza: '2026-11-21' },
      { token },
    );
    expect(past.status).toBe(400);
    clock.advanceMinutes(2 * 24 * 60);
    const fresh = await tokenOf(app, account.email);
    const later = await okAnswer(
      { app, token: fresh },
      'POST',
      '/api/security/hasPermission',
      { data: 'aggiungitaccuino' },
      HasPermissionAnswerSchema,
    );
    expect(later.data.data).toBe(false);
  });

  it('disables an account (sessions revoked, sign-in refused) and enables it again', async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const account = await createTestAccount(database.db, 'disabilita');
    const patient = await tokenOf(app, account.email);
    const disabled = await okAnswer(
      { app, token },
      'POST',
      `/api/admin/utenti/${account.userId}/stato`,
      { enabled: false },
      AdminUserAnswerSchema,
    );
    expect(disabled.data.enabled).toBe(false);
    const refused = await request(
      app,
      'POST',
      '/api/security/hasPermission',
      { data: 'admin' },
      { token: patient },
    );
    expect(refused.status).toBe(401);
    expect((await postLogin(app, account.email)).status).toBe(401);
    const open = await database.db.select().from(sessions).where(eq(sessions.id_utente, account.userId));
    expect(open.every((row) => row.revoked_at !== null)).toBe(true);

    const enabled = await okAnswer(
      { app, token },
      'POST',
      `/api/admin/utenti/${account.userId}/stato`,
      { enabled: true },
      AdminUserAnswerSchema,
    );
    expect(enabled.data.enabled).toBe(true);
    expect((await postLogin(app, account.email)).status).toBe(200);
    const [audit, previous] = (
      await okAnswer({ app, token }, 'POST', '/api/admin/audit', {}, AuditListAnswerSchema)
    ).data.items;
    expect(audit).toMatchObject({
      azione: 'abilitaUtente',
      prima: expect.stringContaining('"enabled":false'),
    });
    expect(previous).toMatchObject({
      azione: 'disabilitaUtente',
      prima: expect.stringContaining('"enabled":true'),
    });
  });

  it("refuses to disable the admin's own account", async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const admin = await adminAccount();
    const response = await request(
      app,
      'POST',
      `/api/admin/utenti/${admin?.id}/stato`,
      { enabled: false },
      { token },
    );
    expect(response.status).toBe(409);
  });

  it("removes a patient's lost second factors: sessions end, the password alone signs in, the change is audited", async () => {
    const { app } = setup();
    const chiara = await createTestAccount(database.db, 'chiara');
    const chiaraToken = (await signIn(app, chiara.email)).success.token;
    await enrolPasskey(app, chiaraToken);
    const pending = v.parse(LoginResultSchema, await (await postLogin(app, chiara.email)).json());
    expect(pending.second_factor?.methods).toEqual(['passkey']);

    const token = await tokenOf(app, ADMIN_EMAIL);
    const path = `/api/admin/utenti/${chiara.userId}/secondoFattore`;
    expect((await request(app, 'POST', path, undefined, { token })).status).toBe(200);
    expect((await request(app, 'GET', '/api/user/session', undefined, { token: chiaraToken })).status).toBe(
      401,
    );
    const after = v.parse(LoginResultSchema, await (await postLogin(app, chiara.email)).json());
    expect(after.success).toBeDefined();
    const [entry] = (
      await okAnswer({ app, token }, 'POST', '/api/admin/audit', { page: 1 }, AuditListAnswerSchema)
    ).data.items;
    expect(entry).toMatchObject({
      azione: 'azzeraSecondoFattore',
      oggetto: `utente ${chiara.userId}`,
      prima: expect.stringContaining('"passkey":1'),
    });
  });

  it("refuses to clear the admin's own second factor, and answers 404 for an account that does not exist", async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const admin = await adminAccount();
    const own = await request(app, 'POST', `/api/admin/utenti/${admin?.id}/secondoFattore`, undefined, {
      token,
    });
    expect(own.status).toBe(409);
    const none = await request(app, 'POST', '/api/admin/utenti/999999/secondoFattore', undefined, { token });
    expect(none.status).toBe(404);
  });

  it("clears an account's sign-in throttle so its owner can sign in again at once", async () => {
    const { app } = setup({
      throttle: {
        windowMinutes: 60,
        maxFailuresPerPair: 2,
        maxFailuresPerAccount: 2,
        maxFailuresPerAddress: 50,
        maxDelaySeconds: 900,
      },
    });
    const token = await tokenOf(app, ADMIN_EMAIL);
    const account = await createTestAccount(database.db, 'bloccato');
    for (let attempt = 0; attempt < 3; attempt += 1)
      await postLogin(app, account.email, 'sbagliata', { address: '203.0.113.9' });
    expect((await postLogin(app, account.email, undefined, { address: '203.0.113.9' })).status).toBe(429);
    const cleared = await okAnswer(
      { app, token },
      'POST',
      `/api/admin/utenti/${account.userId}/sblocca`,
      undefined,
      AdminDoneAnswerSchema,
    );
    expect(cleared.data.done).toBe(true);
    expect((await postLogin(app, account.email, undefined, { address: '203.0.113.9' })).status).toBe(200);
  });

  it('mails a password-reset link whose token is stored only as its hash', async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const account = await createTestAccount(database.db, 'reimposta');
    const before = smtp.received.length;
    const response = await request(
      app,
      'POST',
      `/api/admin/utenti/${account.userId}/resetPassword`,
      undefined,
      {
        token,
        headers: { 'accept-language': 'it' },
      },
    );
    expect(response.status).toBe(200);
    v.parse(AdminDoneAnswerSchema, await response.json());
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.envelopeTo).toEqual([account.email]);
    const link = /\/webui\/password\/reset\?token=([A-Za-z0-9_-]{43})/.exec(mail?.parsed.text ?? '');
    if (link?.[1] === undefined) throw new Error('no reset link in the mail');
    const [stored] = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.id_utente, account.userId));
    expect(stored?.token_hash).toBe(sha256Hex(link[1]));
    expect(stored?.expires_at.toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });

  it('answers 404 for an account that does not exist', async () => {
    const { app } = setup();
    const token = await tokenOf(app, ADMIN_EMAIL);
    const response = await request(
      app,
      'POST',
      '/api/admin/utenti/99999999/stato',
      { enabled: false },
      { token },
    );
    expect(response.status).toBe(404);
  });
});
