import { computeTaxCodeCheckCharacter, PatientAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestClock, request, signIn, silentLogger } from '../test/http.ts';

/** A JSON answer body, typed loosely for assertions on data and error fields. */
async function jsonBody(
  response: Response,
): Promise<{ data: Record<string, unknown>; error: { fields: unknown } }> {
  return (await response.json()) as { data: Record<string, unknown>; error: { fields: unknown } };
}

/** The signed-in patient's id (every demo account is a patient). */
function patientIdOf(success: { user: { id_paziente: number | null } }): number {
  if (success.user.id_paziente === null) throw new Error('The demo account is a patient');
  return success.user.id_paziente;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

function newApp() {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  return createApp({ db: handle.db, config: { now: clock.now, logError: silentLogger } });
}

async function readRecord(app: ReturnType<typeof newApp>, id: number, token: string) {
  const response = await request(app, 'GET', `/api/patient/${id}`, undefined, { token });
  return v.parse(PatientAnswerSchema, await response.json()).data;
}

/** Marco's personal data as the edit modal sends it: the whole record with page 'personal'. */
function personalBody(
  overrides: Record<string, unknown> = {},
  city = { comune_nascita: 'Forlì', comune_nascita_codice: 'D704' },
) {
  return {
    page: 'personal',
    status: 'update',
    paziente_nome: 'Marco',
    paziente_cognome: 'Rossi',
    // RSS MRC 75 C 15 D704: a valid code for a man born in Forlì on 15 March 1975.
    paziente_codfiscale: `rssmrc75c15d704${computeTaxCodeCheckCharacter('RSSMRC75C15D704').toLowerCase()}`,
    paziente_nascita: '1975-03-15T00:00:00',
    paziente_sesso: 'male',
    id_stato_matrimoniale: 1,
    user: {
      contact_detail: { ...city, comune_residenza: 'Milano', contatto_indirizzo: 'x', contatto_telefono: '' },
    },
    ...overrides,
  };
}

describe('PUT /api/patient/{id}', () => {
  it('saves the personal data: tax code upper-case, birth date without its time part, birth city and its code', async () => {
    const app = newApp();
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const id = patientIdOf(success);
    const response = await request(app, 'PUT', `/api/patient/${id}`, personalBody(), {
      token: success.token,
    });
    expect(response.status).toBe(200);
    const record = await readRecord(app, id, success.token);
    expect(record).toMatchObject({
      paziente_codfiscale: `RSSMRC75C15D704${computeTaxCodeCheckCharacter('RSSMRC75C15D704')}`,
      paziente_nascita: '1975-03-15',
      paziente_eta: 51,
      paziente_sesso: 'male',
      id_stato_matrimoniale: 1,
    });
    expect(record.user.contact_detail).toMatchObject({
      comune_nascita: 'Forlì',
      comune_nascita_codice: 'D704',
    });
    // Page 'personal' leaves the residence alone, whatever the body carries.
    expect(record.user.contact_detail.comune_residenza).toBe('Milano');
    expect(record.user.contact_detail.contatto_indirizzo).not.toBe('x');
  });

  it('refuses empty required fields, a short tax code, a future birth date and an unpicked city, echoing nothing', async () => {
    const app = newApp();
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const body = personalBody(
      {
        paziente_nome: '',
        paziente_codfiscale: 'SECRET12',
        paziente_nascita: '2030-01-01',
        paziente_sesso: 'unknown',
      },
      { comune_nascita: 'Citta Segreta', comune_nascita_codice: '' },
    );
    const response = await request(app, 'PUT', `/api/patient/${patientIdOf(success)}`, body, {
      token: success.token,
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('SECRET12');
    expect(text).not.toContain('Citta Segreta');
    const fields = JSON.parse(text).error.fields as { path: string; code: string }[];
    expect(fields.map((field) => [field.path, field.code])).toEqual(
      expect.arrayContaining([
        ['paziente_nome', 'required'],
        ['paziente_codfiscale', 'tax_code_invalid'],
        ['paziente_nascita', 'date_in_future'],
        ['paziente_sesso', 'required'],
        ['user.contact_detail.comune_nascita', 'city_not_selected'],
      ]),
    );
  });

  it('refuses a well-formed tax code whose birthplace no comune or state ever had', async () => {
    const app = newApp();
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const code = `RSSMRC75C15Z999${computeTaxCodeCheckCharacter('RSSMRC75C15Z999')}`;
    const response = await request(
      app,
      'PUT',
      `/api/patient/${patientIdOf(success)}`,
      personalBody({ paziente_codfiscale: code }),
      {
        token: success.token,
      },
    );
    expect(response.status).toBe(400);
    expect((await jsonBody(response)).error.fields).toEqual([
      { path: 'paziente_codfiscale', code: 'tax_code_invalid', params: { reason: 'birthplace' } },
    ]);
  });

  it('refuses a city code that names no current comune and an unknown marital status', async () => {
    const app = newApp();
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const path = `/api/patient/${patientIdOf(success)}`;
    const badCity = await request(
      app,
      'PUT',
      path,
      personalBody({}, { comune_nascita: 'Forlì', comune_nascita_codice: 'Q000' }),
      {
        token: success.token,
      },
    );
    expect((await jsonBody(badCity)).error.fields).toEqual([
      { path: 'user.contact_detail.comune_nascita', code: 'city_not_selected' },
    ]);
    const badStatus = await request(app, 'PUT', path, personalBody({ id_stato_matrimoniale: 99 }), {
      token: success.token,
    });
    expect(badStatus.status).toBe(400);
    expect((await jsonBody(badStatus)).error.fields).toEqual([
      { path: 'id_stato_matrimoniale', code: 'option_invalid' },
    ]);
  });

  it('saves the residence and phone, and refuses an invalid phone and a missing street', async () => {
    const app = newApp();
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const path = `/api/patient/${patientIdOf(success)}`;
    const residence = {
      comune_residenza: 'Bologna',
      comune_residenza_codice: 'A944',
      contatto_indirizzo: 'Via Indipendenza 3',
      contatto_telefono: '+39 051 555 0199',
    };
    const saved = await request(
      app,
      'PUT',
      path,
      { page: 'residence', user: { contact_detail: residence } },
      { token: success.token },
    );
    expect(saved.status).toBe(200);
    const record = await readRecord(app, patientIdOf(success), success.token);
    expect(record.user.contact_detail).toMatchObject(residence);

    const bad = await request(
      app,
      'PUT',
      path,
      {
        page: 'residence',
        user: { contact_detail: { ...residence, contatto_indirizzo: '', contatto_telefono: '12' } },
      },
      { token: success.token },
    );
    expect(bad.status).toBe(400);
    expect((await jsonBody(bad)).error.fields).toEqual(
      expect.arrayContaining([
        { path: 'user.contact_detail.contatto_indirizzo', code: 'required' },
        { path: 'user.contact_detail.contatto_telefono', code: 'phone_invalid' },
      ]),
    );
  });

  it('saves blood group and organ donation, and refuses values outside the lists', async () => {
    const app = newApp();
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const path = `/api/patient/${patientIdOf(success)}`;
    const saved = await request(
      app,
      'PUT',
      path,
      { page: 'medical', paziente_gruppo: 'AB -', paziente_donatore_organi: 0 },
      { token: success.token },
    );
    expect(saved.status).toBe(200);
    expect(await readRecord(app, patientIdOf(success), success.token)).toMatchObject({
      paziente_gruppo: 'AB -',
      paziente_donatore_organi: 0,
    });
    const bad = await request(
      app,
      'PUT',
      path,
      { page: 'medical', paziente_gruppo: 'C +', paziente_donatore_organi: 2 },
      { token: success.token },
    );
    expect(bad.status).toBe(400);
    expect((await jsonBody(bad)).error.fields).toEqual([
      { path: 'paziente_gruppo', code: 'option_invalid' },
      { path: 'paziente_donatore_organi', code: 'option_invalid' },
    ]);
  });

  it('refuses an unknown page', async () => {
    const app = newApp();
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const response = await request(
      app,
      'PUT',
      `/api/patient/${patientIdOf(success)}`,
      { page: 'all' },
      { token: success.token },
    );
    expect(response.status).toBe(400);
    expect((await jsonBody(response)).error.fields).toEqual([{ path: 'page', code: 'option_invalid' }]);
  });

  it("refuses to save another patient's record and leaves it unchanged", async () => {
    const app = newApp();
    const giulia = await signIn(app, 'giulia.bianchi@example.org');
    const marco = await signIn(app, 'marco.rossi@example.org');
    const response = await request(
      app,
      'PUT',
      `/api/patient/${patientIdOf(giulia.success)}`,
      personalBody(),
      {
        token: marco.success.token,
      },
    );
    expect(response.status).toBe(403);
    const record = await readRecord(app, patientIdOf(giulia.success), giulia.success.token);
    expect(record).toMatchObject({ paziente_nome: 'Giulia', paziente_codfiscale: 'BNCGLI80A41H501C' });
  });
});
