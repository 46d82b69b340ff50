import {
  COOKIE_POLICY_FILE_NAME,
  ConsentListAnswerSchema,
  cookiePolicyText,
  PatientAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { consentHistoryOf } from '../db/repositories/account.ts';
import { pdfText } from '../pdf/pdf-text.ts';
import { GIULIA_EMAIL, MARCO_EMAIL } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { createTestClock, request, signIn, silentLogger } from '../test/http.ts';

const database = useTestDatabase();

function setup(clock?: ReturnType<typeof createTestClock>) {
  return createTestApp(database.db, { clock, config: { logSecurityEvent: silentLogger } }).app;
}

async function signedIn(app: ReturnType<typeof setup>, email: string) {
  const { success } = await signIn(app, email);
  return { token: success.token, userId: success.user.id_utente, patientId: success.user.id_paziente };
}

/** Posts a consent change (`body`) with the token of `who`. */
function updateConsent(app: ReturnType<typeof setup>, who: { token: string }, body: Record<string, unknown>) {
  return request(app, 'POST', '/api/consensoUpdate', body, { token: who.token });
}

async function consentsOf(
  app: ReturnType<typeof setup>,
  who: { token: string; userId: number },
  lang = 'it',
) {
  const answer = await request(app, 'GET', `/api/consensi/${who.userId}`, undefined, {
    token: who.token,
    headers: { 'accept-language': lang },
  });
  expect(answer.status).toBe(200);
  return v.parse(ConsentListAnswerSchema, await answer.json()).data;
}

describe('the consents of a person', () => {
  it('list the seeded purposes with Italian texts, treatment 14 given since registration and 15 never set', async () => {
    const app = setup();
    const giulia = await signedIn(app, GIULIA_EMAIL);
    const consents = await consentsOf(app, giulia);
    expect(consents.map((row) => row.Id_Trattamento)).toEqual([14, 15]);
    expect(consents[0]).toMatchObject({ Consenso: true, Id_Consenso_P: null });
    expect(consents[0]?.data_consenso).not.toBeNull();
    expect(consents[0]?.trattamento.Nome_T).toBe('Gestione della cartella clinica personale');
    expect(consents[1]).toMatchObject({ Consenso: false, data_consenso: null });
  });

  it('are answered in English when the request prefers English', async () => {
    const app = setup();
    const giulia = await signedIn(app, GIULIA_EMAIL);
    const [first] = await consentsOf(app, giulia, 'en-GB,en;q=0.9');
    expect(first?.trattamento.Nome_T).toBe('Keeping your personal health record');
  });

  it('are the same in the record as on their own call, in the language the record is asked in', async () => {
    const app = setup();
    const giulia = await signedIn(app, GIULIA_EMAIL);
    for (const lang of ['it', 'en']) {
      const record = await request(app, 'GET', `/api/patient/${giulia.patientId}`, undefined, {
        token: giulia.token,
        headers: { 'accept-language': lang },
      });
      const { consensi } = v.parse(PatientAnswerSchema, await record.json()).data;
      expect(consensi).toEqual(await consentsOf(app, giulia, lang));
    }
  });

  it('change on consensoUpdate: the date becomes now, every change is kept and the record carries them', async () => {
    const clock = createTestClock('2026-11-22T09:00:00Z');
    const app = setup(clock);
    const marco = await signedIn(app, MARCO_EMAIL);
    const given = await updateConsent(app, marco, { Id_Trattamento: 15, Consenso: true });
    expect(given.status).toBe(200);
    const afterGiving = v.parse(ConsentListAnswerSchema, await given.json()).data;
    expect(afterGiving[1]).toMatchObject({
      Id_Trattamento: 15,
      Consenso: true,
      data_consenso: '2026-11-22T09:00:00.000Z',
    });
    expect(afterGiving[1]?.Id_Consenso_P).toEqual(expect.any(Number));

    clock.advanceMinutes(1);
    const refused = await updateConsent(app, marco, {
      id_utente: marco.userId,
      Id_Trattamento: 15,
      Consenso: false,
    });
    expect(refused.status).toBe(200);
    expect((await consentsOf(app, marco))[1]).toMatchObject({
      Consenso: false,
      data_consenso: '2026-11-22T09:01:00.000Z',
    });

    const history = await consentHistoryOf(database.db, marco.userId);
    expect(history.map((row) => [row.Id_Trattamento, row.Consenso, row.data_consenso.toISOString()])).toEqual(
      [
        [15, true, '2026-11-22T09:00:00.000Z'],
        [15, false, '2026-11-22T09:01:00.000Z'],
      ],
    );

    const record = await request(app, 'GET', `/api/patient/${marco.patientId}`, undefined, {
      token: marco.token,
    });
    const { consensi } = v.parse(PatientAnswerSchema, await record.json()).data;
    expect(consensi.find((row) => row.Id_Trattamento === 15)).toMatchObject({ Consenso: false });
  });

  it('refuse to let treatment 14 be refused, and leave it given', async () => {
    const app = setup();
    const giulia = await signedIn(app, GIULIA_EMAIL);
    const answer = await updateConsent(app, giulia, { Id_Trattamento: 14, Consenso: false });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'Consenso', code: 'option_invalid' }] },
    });
    expect((await consentsOf(app, giulia))[0]?.Consenso).toBe(true);
  });

  it('refuse an unknown treatment with a 400', async () => {
    const app = setup();
    const giulia = await signedIn(app, GIULIA_EMAIL);
    const answer = await updateConsent(app, giulia, { Id_Trattamento: 99, Consenso: true });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: { fields: [{ path: 'Id_Trattamento', code: 'option_invalid' }] },
    });
  });

  it("are not read nor changed by Marco with Giulia's user id (403, nothing changed)", async () => {
    const app = setup();
    const giulia = await signedIn(app, GIULIA_EMAIL);
    const marco = await signedIn(app, MARCO_EMAIL);
    const before = await consentsOf(app, giulia);
    const read = await request(app, 'GET', `/api/consensi/${giulia.userId}`, undefined, {
      token: marco.token,
    });
    expect(read.status).toBe(403);
    const changed = await updateConsent(app, marco, {
      id_utente: giulia.userId,
      Id_Trattamento: 15,
      Consenso: true,
    });
    expect(changed.status).toBe(403);
    expect(await consentsOf(app, giulia)).toEqual(before);
  });
});

describe('the cookie policy as a PDF', () => {
  it('downloads without signing in, in Italian, with every cookie and storage key the page lists', async () => {
    const app = setup();
    const answer = await request(app, 'GET', '/api/cookiePolicy?lang=it');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${COOKIE_POLICY_FILE_NAME}"`,
    );
    const text = pdfText(new Uint8Array(await answer.arrayBuffer()));
    const policy = cookiePolicyText('it');
    for (const entry of policy.entries) {
      expect(text).toContain(entry.name);
      expect(text).toContain(entry.lifetime);
    }
    for (const section of policy.sections) expect(text).toContain(section.title);
    expect(text).toContain(policy.intro);
    expect(text).toContain('Data di stampa: 22/11/2026');
    expect(text).toContain('/webui/privacy');
  });

  it('follows lang=en, and Accept-Language when lang is absent', async () => {
    const app = setup();
    const english = cookiePolicyText('en');
    const byQuery = pdfText(
      new Uint8Array(await (await request(app, 'GET', '/api/cookiePolicy?lang=en')).arrayBuffer()),
    );
    expect(byQuery).toContain(english.entriesHeading);
    expect(byQuery).not.toContain(cookiePolicyText('it').entriesHeading);
    expect(byQuery).toContain('Printed on: 22 Nov 2026');
    const byHeader = await request(app, 'GET', '/api/cookiePolicy', undefined, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(pdfText(new Uint8Array(await byHeader.arrayBuffer()))).toContain(english.sections[0]?.title);
  });

  it('answers Italian for a language it does not know', async () => {
    const app = setup();
    const answer = await request(app, 'GET', '/api/cookiePolicy?lang=xx', undefined, {
      headers: { 'accept-language': 'de-DE' },
    });
    expect(pdfText(new Uint8Array(await answer.arrayBuffer()))).toContain(
      cookiePolicyText('it').entriesHeading,
    );
  });
});
