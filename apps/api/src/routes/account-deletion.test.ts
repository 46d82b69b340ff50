import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiErrorBodySchema } from '@cartella/contract';
import {
  AccountDeleteAnswerSchema,
  RecoveryCodesAnswerSchema,
  TOTP,
  TotpSetupAnswerSchema,
} from '@cartella/domain';
import { eq } from 'drizzle-orm';
import { Secret, TOTP as TotpGenerator } from 'otpauth';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { purgeRetainedAccounts } from '../db/repositories/account-deletion.ts';
import { contactDetails, loginAttempts, patients, sessions, users } from '../db/schema.ts';
import { consentHistory, consents, retainedAccounts } from '../db/schemas/account.ts';
import { vitalReadings } from '../db/schemas/diagnoses-visits-vitals.ts';
import { storedBlobs } from '../db/schemas/files.ts';
import { drugs, therapies } from '../db/schemas/therapies.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { createMailer } from '../mail/mailer.ts';
import { PASSWORD_CHECKS_PER_WINDOW } from '../services/identity.ts';
import { createTestAccount } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { createTestClock, request, signIn, silentLogger } from '../test/http.ts';

const database = useTestDatabase();

function setup(start: string) {
  const clock = createTestClock(start);
  return {
    clock,
    app: createApp({
      db: database.db,
      config: { now: clock.now, logError: silentLogger, logSecurityEvent: silentLogger },
    }),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The body that confirms a deletion: the demo password every test account has. */
const withPassword = { current_password: DEMO_PASSWORD };

/** A new patient with a name, tax code, contacts, a reading, a therapy and a note that names her. */
async function patientWithData(app: ReturnType<typeof setup>['app']) {
  const { email, userId } = await createTestAccount(database.db, 'anna');
  const [patient] = await database.db
    .insert(patients)
    .values({
      id_utente: userId,
      paziente_nome: 'Anna',
      paziente_cognome: 'Ferraresi',
      paziente_codfiscale: 'FRRNNA80A41H501X',
      paziente_nascita: '1980-01-01',
      paziente_sesso: 'female',
      paziente_email: 'anna.ferraresi@example.org',
      paziente_gruppo: 'A+',
    })
    .returning({ id: patients.id_paziente });
  if (patient === undefined) throw new Error('no patient');
  await database.db.insert(contactDetails).values({ id_utente: userId, contatto_telefono: '347 555 0199' });
  await database.db
    .insert(vitalReadings)
    .values({ id_paziente: patient.id, created_on: new Date('2026-10-01T08:00:00Z'), parametro_peso: 61.5 });
  const [drug] = await database.db.select({ code: drugs.id_farmaco_codifa }).from(drugs).limit(1);
  if (drug === undefined) throw new Error('no drug seeded');
  await database.db.insert(therapies).values({
    id_paziente: patient.id,
    id_livello_confidenzialita: 6,
    tipo_terapia: 1,
    id_farmaco_codifa: drug.code,
    data_inizio: '2026-09-01',
    note: 'Prescritta ad Anna Ferraresi',
  });
  // A stored file's bytes (the files page, issue #20): they go with the person too.
  await database.db.insert(storedBlobs).values({
    owner_kind: 'file',
    owner_id: 900_000 + patient.id,
    id_paziente: patient.id,
    content_type: 'application/pdf',
    size_bytes: 8,
    sha256: '0'.repeat(64),
    bytes: Buffer.from('%PDF-1.7'),
  });
  const { success } = await signIn(app, email);
  return { email, userId, patientId: patient.id, token: success.token, drug: drug.code };
}

async function whatIsLeft(who: { email: string; userId: number; patientId: number }) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    users: await count(database.db.select().from(users).where(eq(users.email, who.email))),
    patients: await count(database.db.select().from(patients).where(eq(patients.id_paziente, who.patientId))),
    contacts: await count(
      database.db.select().from(contactDetails).where(eq(contactDetails.id_utente, who.userId)),
    ),
    sessions: await count(database.db.select().from(sessions).where(eq(sessions.id_utente, who.userId))),
    consents: await count(database.db.select().from(consents).where(eq(consents.id_utente, who.userId))),
    history: await count(
      database.db.select().from(consentHistory).where(eq(consentHistory.id_utente, who.userId)),
    ),
    readings: await count(
      database.db.select().from(vitalReadings).where(eq(vitalReadings.id_paziente, who.patientId)),
    ),
    therapies: await count(
      database.db.select().from(therapies).where(eq(therapies.id_paziente, who.patientId)),
    ),
    attempts: await count(
      database.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.account_key, sha256Hex(who.email))),
    ),
    files: await count(
      database.db.select().from(storedBlobs).where(eq(storedBlobs.id_paziente, who.patientId)),
    ),
  };
}

const nothingLeft = {
  users: 0,
  patients: 0,
  contacts: 0,
  sessions: 0,
  consents: 0,
  history: 0,
  readings: 0,
  therapies: 0,
  attempts: 0,
  files: 0,
};

const retainedAt = (deletedAt: string) =>
  database.db
    .select()
    .from(retainedAccounts)
    .where(eq(retainedAccounts.deleted_at, new Date(deletedAt)));

describe('PUT /api/destroyUser/{id_utente}', () => {
  it('without the retention consent removes every row of the person, ends the session and keeps nothing', async () => {
    const { app } = setup('2026-11-22T10:00:00Z');
    const anna = await patientWithData(app);
    const answer = await request(app, 'PUT', `/api/destroyUser/${anna.userId}`, withPassword, {
      token: anna.token,
    });
    expect(answer.status).toBe(200);
    expect(v.parse(AccountDeleteAnswerSchema, await answer.json())).toEqual({
      success: true,
      dati_conservati: false,
    });
    expect(answer.headers.get('set-cookie')).toMatch(/cartella_session=;/);
    expect(await whatIsLeft(anna)).toEqual(nothingLeft);
    expect(await retainedAt('2026-11-22T10:00:00Z')).toEqual([]);

    const after = await request(app, 'GET', `/api/consensi/${anna.userId}`, undefined, { token: anna.token });
    expect(after.status).toBe(401);
  });

  it('with the retention consent keeps only a pseudonymised copy for a year, and the e-mail can register again', async () => {
    const { app } = setup('2026-11-22T11:00:00Z');
    const anna = await patientWithData(app);
    const given = await request(
      app,
      'POST',
      '/api/consensoUpdate',
      { Id_Trattamento: 15, Consenso: true },
      { token: anna.token },
    );
    expect(given.status).toBe(200);

    const answer = await request(app, 'PUT', `/api/destroyUser/${anna.userId}`, withPassword, {
      token: anna.token,
    });
    expect(v.parse(AccountDeleteAnswerSchema, await answer.json())).toEqual({
      success: true,
      dati_conservati: true,
    });
    expect(await whatIsLeft(anna)).toEqual(nothingLeft);

    const [kept] = await retainedAt('2026-11-22T11:00:00Z');
    expect(kept?.purge_after.toISOString()).toBe('2027-11-22T11:00:00.000Z');
    expect(kept?.pseudonimo).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept?.dati).toEqual({
      sesso: 'female',
      anno_nascita: 1980,
      gruppo: 'A+',
      donatore_organi: null,
      parametri_vitali: [expect.objectContaining({ created_on: '2026-10-01', parametro_peso: 61.5 })],
      terapie: [
        { tipo_terapia: 1, id_farmaco_codifa: anna.drug, data_inizio: '2026-09-01', data_fine: null },
      ],
      vaccinazioni: [],
    });
    const text = JSON.stringify(kept);
    for (const identifying of [
      'Anna',
      'Ferraresi',
      'FRRNNA80A41H501X',
      anna.email,
      '347 555 0199',
      '1980-01-01',
    ]) {
      expect(text).not.toContain(identifying);
    }

    await database.db
      .insert(users)
      .values({ email: anna.email, utente_nome: 'Anna di nuovo', password_hash: 'x' });
    expect((await whatIsLeft(anna)).users).toBe(1);
  });

  it('the purge job deletes the copy only once the year has passed, and a second run finds nothing', async () => {
    const { app } = setup('2026-11-22T12:00:00Z');
    const anna = await patientWithData(app);
    await request(
      app,
      'POST',
      '/api/consensoUpdate',
      { Id_Trattamento: 15, Consenso: true },
      { token: anna.token },
    );
    await request(app, 'PUT', `/api/destroyUser/${anna.userId}`, withPassword, { token: anna.token });
    const deletedAt = new Date('2026-11-22T12:00:00Z');

    await purgeRetainedAccounts(database.db, new Date(deletedAt.getTime() + 364 * DAY_MS));
    expect(await retainedAt('2026-11-22T12:00:00Z')).toHaveLength(1);

    // Two nodes at once: each row is claimed by one of them only.
    const later = new Date(deletedAt.getTime() + 366 * DAY_MS);
    const [first, second] = await Promise.all([
      purgeRetainedAccounts(database.db, later),
      purgeRetainedAccounts(database.db, later),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await retainedAt('2026-11-22T12:00:00Z')).toEqual([]);
    expect(await purgeRetainedAccounts(database.db, later)).toBe(0);
  });

  it("refuses Marco on Giulia's user id (403) and Giulia's account stays", async () => {
    const { app } = setup('2026-11-22T13:00:00Z');
    const giulia = await signIn(app, 'giulia.bianchi@example.org');
    const marco = await signIn(app, 'marco.rossi@example.org');
    const answer = await request(
      app,
      'PUT',
      `/api/destroyUser/${giulia.success.user.id_utente}`,
      withPassword,
      {
        token: marco.success.token,
      },
    );
    expect(answer.status).toBe(403);
    const still = await database.db
      .select()
      .from(users)
      .where(eq(users.id_utente, giulia.success.user.id_utente));
    expect(still).toHaveLength(1);
  });
});

describe('confirming PUT /api/destroyUser/{id_utente} (issue #34 T4)', () => {
  async function fieldCodeOf(response: Response) {
    const body = v.parse(ApiErrorBodySchema, await response.json());
    return body.error.fields?.map((field) => `${field.path}:${field.code}`);
  }

  it('refuses a deletion without a body (415), without the password or with a wrong one (400), and deletes nothing', async () => {
    const { app } = setup('2026-11-22T14:00:00Z');
    const anna = await patientWithData(app);
    const bare = await request(app, 'PUT', `/api/destroyUser/${anna.userId}`, undefined, {
      token: anna.token,
    });
    expect(bare.status).toBe(415);
    const empty = await request(app, 'PUT', `/api/destroyUser/${anna.userId}`, {}, { token: anna.token });
    expect(empty.status).toBe(400);
    expect(await fieldCodeOf(empty)).toEqual(['current_password:required']);
    const wrong = await request(
      app,
      'PUT',
      `/api/destroyUser/${anna.userId}`,
      { current_password: 'Sbagliata-123!' },
      { token: anna.token },
    );
    expect(wrong.status).toBe(400);
    expect(await fieldCodeOf(wrong)).toEqual(['current_password:current_password_wrong']);
    expect(await whatIsLeft(anna)).toMatchObject({ users: 1, patients: 1, contacts: 1, files: 1 });
  });

  it(`counts its checks with the other current-password checks: past ${PASSWORD_CHECKS_PER_WINDOW} the right password is 429 too`, async () => {
    const { app } = setup('2026-11-22T15:00:00Z');
    const anna = await patientWithData(app);
    for (let attempt = 0; attempt < PASSWORD_CHECKS_PER_WINDOW; attempt += 1) {
      const guess = await request(
        app,
        'PUT',
        `/api/destroyUser/${anna.userId}`,
        { current_password: `Tentativo-${attempt}!` },
        { token: anna.token },
      );
      expect(guess.status).toBe(400);
    }
    const blocked = await request(app, 'PUT', `/api/destroyUser/${anna.userId}`, withPassword, {
      token: anna.token,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await whatIsLeft(anna)).users).toBe(1);
  });

  it('with app codes on asks for a code too: none or a wrong one is 400, a recovery code deletes', async () => {
    const { app, clock } = setup('2026-11-22T16:00:00Z');
    const anna = await patientWithData(app);
    const started = await request(app, 'POST', '/api/user/totp/setup', withPassword, { token: anna.token });
    const { secret } = v.parse(TotpSetupAnswerSchema, await started.json()).data;
    const code = new TotpGenerator({
      digits: TOTP.digits,
      period: TOTP.periodSeconds,
      algorithm: TOTP.algorithm,
      secret: Secret.fromBase32(secret),
    }).generate({ timestamp: clock.now().getTime() });
    const confirmed = await request(
      app,
      'POST',
      '/api/user/totp/confirm',
      { codice: code },
      { token: anna.token },
    );
    const [recoveryCode] = v.parse(RecoveryCodesAnswerSchema, await confirmed.json()).data.recovery_codes;

    const destroy = (body: object) =>
      request(app, 'PUT', `/api/destroyUser/${anna.userId}`, body, { token: anna.token });
    const withoutCode = await destroy(withPassword);
    expect(withoutCode.status).toBe(400);
    expect(await fieldCodeOf(withoutCode)).toEqual(['codice:required']);
    const wrongCode = await destroy({ ...withPassword, codice: 'AAAAA-BBBBB' });
    expect(wrongCode.status).toBe(400);
    expect(await fieldCodeOf(wrongCode)).toEqual(['codice:totp_code_wrong']);
    expect((await whatIsLeft(anna)).users).toBe(1);

    const deleted = await destroy({ ...withPassword, codice: recoveryCode });
    expect(deleted.status).toBe(200);
    expect(await whatIsLeft(anna)).toEqual(nothingLeft);
  });
});

describe('what a deletion leaves on disk (issue #34 T5)', () => {
  it("removes the person's messages from the outbox and keeps other people's", async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), 'cartella-deletion-outbox-'));
    const mailer = createMailer({ kind: 'outbox', dir: outbox, from: 'cartella@localhost' });
    const clock = createTestClock('2026-11-22T17:00:00Z');
    const app = createApp({
      db: database.db,
      config: { now: clock.now, logError: silentLogger, logSecurityEvent: silentLogger, mailer },
    });
    const anna = await patientWithData(app);
    const mailTo = (address: string) =>
      mailer.send({
        to: { name: 'Destinatario', address },
        locale: 'it',
        template: 'patientToDoctor',
        params: { patientName: 'Anna', doctorName: 'Dott. Rossi', topic: 'Visita', text: 'Buongiorno' },
      });
    await mailTo(anna.email);
    await mailTo('qualcun.altro@example.org');

    const answer = await request(app, 'PUT', `/api/destroyUser/${anna.userId}`, withPassword, {
      token: anna.token,
    });
    expect(answer.status).toBe(200);
    const left = await readdir(outbox);
    expect(left).toHaveLength(1);
    expect(await readFile(path.join(outbox, left[0] ?? ''), 'utf8')).toContain('qualcun.altro@example.org');
    await rm(outbox, { recursive: true, force: true });
  });
});
