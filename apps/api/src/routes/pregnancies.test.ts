import {
  PatientAnswerSchema,
  PregnancyAnswerSchema,
  PregnancyDeleteAnswerSchema,
  PregnancyListAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { request, signInPatient } from '../test/http.ts';

const giuliaEmail = 'giulia.bianchi@example.org';
const marcoEmail = 'marco.rossi@example.org';

const database = useTestDatabase();

const setup = () => createTestApp(database.db).app;

function pregnancyBody(patientId: number, overrides: Record<string, unknown> = {}) {
  return {
    id_gravidanza: 0,
    id_paziente: patientId,
    eta: 30,
    inizio_gravidanza: '2010-01-10',
    fine_gravidanza: '2010-10-05',
    esito: 'nascita',
    sesso_bambino: 'Femmina',
    note_gravidanza: 'Parto senza complicazioni',
    ...overrides,
  };
}

async function list(app: ReturnType<typeof setup>, patientId: number, token: string) {
  const response = await request(app, 'GET', `/api/getGravidanze/${patientId}`, undefined, { token });
  expect(response.status).toBe(200);
  return v.parse(PregnancyListAnswerSchema, await response.json()).data;
}

describe('given Giulia (a female patient) and her pregnancies (spec 001 sections 3, 5 and 7)', () => {
  it('adds, lists, edits and deletes a pregnancy, and the patient record answers tbl_gravidanze', async () => {
    const app = setup();
    const giulia = await signInPatient(app, giuliaEmail);
    const created = await request(app, 'POST', '/api/gravidanze', pregnancyBody(giulia.patientId), {
      token: giulia.token,
    });
    expect(created.status).toBe(200);
    const { data: pregnancy } = v.parse(PregnancyAnswerSchema, await created.json());
    expect(pregnancy).toEqual({
      id_gravidanza: pregnancy.id_gravidanza,
      id_paziente: giulia.patientId,
      eta: 30,
      inizio_gravidanza: '2010-01-10',
      fine_gravidanza: '2010-10-05',
      esito: 'nascita',
      sesso_bambino: 'Femmina',
      note_gravidanza: 'Parto senza complicazioni',
    });
    expect(await list(app, giulia.patientId, giulia.token)).toContainEqual(pregnancy);

    const record = await request(app, 'GET', `/api/patient/${giulia.patientId}`, undefined, {
      token: giulia.token,
    });
    expect(v.parse(PatientAnswerSchema, await record.json()).data.tbl_gravidanze).toContainEqual(pregnancy);

    const edited = await request(
      app,
      'PUT',
      `/api/gravidanze/${pregnancy.id_gravidanza}`,
      pregnancyBody(giulia.patientId, {
        id_gravidanza: pregnancy.id_gravidanza,
        esito: '',
        sesso_bambino: null,
        fine_gravidanza: '',
        note_gravidanza: '',
      }),
      { token: giulia.token },
    );
    expect(edited.status).toBe(200);
    expect(v.parse(PregnancyAnswerSchema, await edited.json()).data).toMatchObject({
      esito: null,
      sesso_bambino: null,
      fine_gravidanza: null,
      note_gravidanza: null,
    });

    const removed = await request(app, 'DELETE', `/api/gravidanze/${pregnancy.id_gravidanza}`, undefined, {
      token: giulia.token,
    });
    expect(removed.status).toBe(200);
    expect(v.parse(PregnancyDeleteAnswerSchema, await removed.json()).data).toEqual({
      id_gravidanza: pregnancy.id_gravidanza,
    });
    const after = await list(app, giulia.patientId, giulia.token);
    expect(after.map((row) => row.id_gravidanza)).not.toContain(pregnancy.id_gravidanza);
  });

  it.each([
    ['empty (null)', null],
    ['10', 10],
    ['11', 11],
  ])("refuses an age %s with 'Inserire età corretta'", async (_label, eta) => {
    const app = setup();
    const giulia = await signInPatient(app, giuliaEmail);
    const before = await list(app, giulia.patientId, giulia.token);
    const response = await request(app, 'POST', '/api/gravidanze', pregnancyBody(giulia.patientId, { eta }), {
      token: giulia.token,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: [{ path: 'eta', code: 'pregnancy_age_invalid' }] },
    });
    expect(await list(app, giulia.patientId, giulia.token)).toEqual(before);
  });

  it('refuses an end before the start and an unknown outcome', async () => {
    const app = setup();
    const giulia = await signInPatient(app, giuliaEmail);
    const early = await request(
      app,
      'POST',
      '/api/gravidanze',
      pregnancyBody(giulia.patientId, { fine_gravidanza: '2009-12-31' }),
      { token: giulia.token },
    );
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({
      error: { fields: [{ path: 'fine_gravidanza', code: 'end_before_start' }] },
    });
    const outcome = await request(
      app,
      'POST',
      '/api/gravidanze',
      pregnancyBody(giulia.patientId, { esito: 'altro' }),
      { token: giulia.token },
    );
    expect(outcome.status).toBe(400);
  });

  it('accepts a pregnancy longer than 9 months (a warning the patient confirmed past)', async () => {
    const app = setup();
    const giulia = await signInPatient(app, giuliaEmail);
    const response = await request(
      app,
      'POST',
      '/api/gravidanze',
      pregnancyBody(giulia.patientId, { inizio_gravidanza: '2012-01-10', fine_gravidanza: '2012-11-20' }),
      { token: giulia.token },
    );
    expect(response.status).toBe(200);
  });

  it('refuses a PUT whose body names another pregnancy', async () => {
    const app = setup();
    const giulia = await signInPatient(app, giuliaEmail);
    const created = await request(app, 'POST', '/api/gravidanze', pregnancyBody(giulia.patientId), {
      token: giulia.token,
    });
    const { data } = v.parse(PregnancyAnswerSchema, await created.json());
    const response = await request(
      app,
      'PUT',
      `/api/gravidanze/${data.id_gravidanza}`,
      pregnancyBody(giulia.patientId, { id_gravidanza: data.id_gravidanza + 1000 }),
      { token: giulia.token },
    );
    expect(response.status).toBe(400);
  });
});

describe("given Marco's token and Giulia's ids", () => {
  it('refuses to list, add, edit or delete her pregnancies with 403 and changes nothing', async () => {
    const app = setup();
    const giulia = await signInPatient(app, giuliaEmail);
    const marco = await signInPatient(app, marcoEmail);
    const created = await request(app, 'POST', '/api/gravidanze', pregnancyBody(giulia.patientId), {
      token: giulia.token,
    });
    const { data } = v.parse(PregnancyAnswerSchema, await created.json());
    const before = await list(app, giulia.patientId, giulia.token);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/getGravidanze/${giulia.patientId}`],
      ['POST', '/api/gravidanze', pregnancyBody(giulia.patientId)],
      ['PUT', `/api/gravidanze/${data.id_gravidanza}`, pregnancyBody(marco.patientId, { eta: 40 })],
      ['DELETE', `/api/gravidanze/${data.id_gravidanza}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await request(app, method, path, body, { token: marco.token });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await list(app, giulia.patientId, giulia.token)).toEqual(before);
  });
});

describe('given Marco, a male patient', () => {
  it('refuses his own pregnancy writes with 403 and the reason, and lists none', async () => {
    const app = setup();
    const marco = await signInPatient(app, marcoEmail);
    const response = await request(app, 'POST', '/api/gravidanze', pregnancyBody(marco.patientId), {
      token: marco.token,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'forbidden',
        message: 'Le gravidanze si registrano solo per pazienti di sesso femminile',
      },
    });
    expect(await list(app, marco.patientId, marco.token)).toEqual([]);
  });
});
