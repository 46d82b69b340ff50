import { computeTaxCodeCheckCharacter, PatientAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GIULIA_EMAIL, MARCO_EMAIL } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { errorOf, request, signInPatient } from '../test/http.ts';

const database = useTestDatabase();
const newApp = () => createTestApp(database.db).app;

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
    const marco = await signInPatient(app, MARCO_EMAIL);
    const id = marco.patientId;
    const response = await request(app, 'PUT', `/api/patient/${id}`, personalBody(), {
      token: marco.token,
    });
    expect(response.status).toBe(200);
    const record = await readRecord(app, id, marco.token);
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
    const marco = await signInPatient(app, MARCO_EMAIL);
    const body = personalBody(
      {
        paziente_nome: '',
        paziente_codfiscale: 'SECRET12',
        paziente_nascita: '2030-01-01',
        paziente_sesso: 'unknown',
      },
      { comune_nascita: 'Citta Segreta', comune_nascita_codice: '' },
    );
    const response = await request(app, 'PUT', `/api/patient/${marco.patientId}`, body, {
      token: marco.token,
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
    const marco = await signInPatient(app, MARCO_EMAIL);
    const code = `RSSMRC75C15Z999${computeTaxCodeCheckCharacter('RSSMRC75C15Z999')}`;
    const response = await request(
      app,
      'PUT',
      `/api/patient/${marco.patientId}`,
      personalBody({ paziente_codfiscale: code }),
      {
        token: marco.token,
      },
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual([
      { path: 'paziente_codfiscale', code: 'tax_code_invalid', params: { reason: 'birthplace' } },
    ]);
  });

  it('refuses a city code that names no current comune and an unknown marital status', async () => {
    const app = newApp();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const path = `/api/patient/${marco.patientId}`;
    const badCity = await request(
      app,
      'PUT',
      path,
      personalBody({}, { comune_nascita: 'Forlì', comune_nascita_codice: 'Q000' }),
      {
        token: marco.token,
      },
    );
    expect((await errorOf(badCity)).fields).toEqual([
      { path: 'user.contact_detail.comune_nascita', code: 'city_not_selected' },
    ]);
    const badStatus = await request(app, 'PUT', path, personalBody({ id_stato_matrimoniale: 99 }), {
      token: marco.token,
    });
    expect(badStatus.status).toBe(400);
    expect((await errorOf(badStatus)).fields).toEqual([
      { path: 'id_stato_matrimoniale', code: 'option_invalid' },
    ]);
  });

  it('saves the residence and phone, and refuses an invalid phone and a missing street', async () => {
    const app = newApp();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const path = `/api/patient/${marco.patientId}`;
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
      { token: marco.token },
    );
    expect(saved.status).toBe(200);
    const record = await readRecord(app, marco.patientId, marco.token);
    expect(record.user.contact_detail).toMatchObject(residence);

    const bad = await request(
      app,
      'PUT',
      path,
      {
        page: 'residence',
        user: { contact_detail: { ...residence, contatto_indirizzo: '', contatto_telefono: '12' } },
      },
      { token: marco.token },
    );
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual(
      expect.arrayContaining([
        { path: 'user.contact_detail.contatto_indirizzo', code: 'required' },
        { path: 'user.contact_detail.contatto_telefono', code: 'phone_invalid' },
      ]),
    );
  });

  it('saves blood group and organ donation, and refuses values outside the lists', async () => {
    const app = newApp();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const path = `/api/patient/${marco.patientId}`;
    const saved = await request(
      app,
      'PUT',
      path,
      { page: 'medical', paziente_gruppo: 'AB -', paziente_donatore_organi: 0 },
      { token: marco.token },
    );
    expect(saved.status).toBe(200);
    expect(await readRecord(app, marco.patientId, marco.token)).toMatchObject({
      paziente_gruppo: 'AB -',
      paziente_donatore_organi: 0,
    });
    const bad = await request(
      app,
      'PUT',
      path,
      { page: 'medical', paziente_gruppo: 'C +', paziente_donatore_organi: 2 },
      { token: marco.token },
    );
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual([
      { path: 'paziente_gruppo', code: 'option_invalid' },
      { path: 'paziente_donatore_organi', code: 'option_invalid' },
    ]);
  });

  it('refuses an unknown page', async () => {
    const app = newApp();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const response = await request(
      app,
      'PUT',
      `/api/patient/${marco.patientId}`,
      { page: 'all' },
      { token: marco.token },
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual([{ path: 'page', code: 'option_invalid' }]);
  });

  it("refuses to save another patient's record and leaves it unchanged", async () => {
    const app = newApp();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const marco = await signInPatient(app, MARCO_EMAIL);
    const response = await request(app, 'PUT', `/api/patient/${giulia.patientId}`, personalBody(), {
      token: marco.token,
    });
    expect(response.status).toBe(403);
    const record = await readRecord(app, giulia.patientId, giulia.token);
    expect(record).toMatchObject({ paziente_nome: 'Giulia', paziente_codfiscale: 'BNCGLI80A41H501C' });
  });
});
