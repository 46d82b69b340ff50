import {
  PatientAnswerSchema,
  VitalReadingDeleteAnswerSchema,
  VitalReadingListAnswerSchema,
  VitalReadingSaveAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type PatientSession as Session, useDemoPatients } from '../test/app.ts';
import { errorOf, request } from '../test/http.ts';

const { giuliaOf, marcoOf } = useDemoPatients();

function reading(patientId: number) {
  return {
    id_parametro: 0,
    id_paziente: patientId,
    created_on: '2026-11-21T07:45:00.000Z',
    parametro_peso: 62.4,
    parametro_pressione_massima: 119,
    parametro_pressione_minima: 77,
    parametro_frequenza_cardiaca: 68,
  };
}

async function list({ app, token, patientId }: Session) {
  const response = await request(app, 'GET', `/api/rilevazioniPatient/${patientId}`, undefined, { token });
  expect(response.status).toBe(200);
  return v.parse(VitalReadingListAnswerSchema, await response.json()).data;
}

describe('GET /api/rilevazioniPatient/{patientId}', () => {
  it("lists Giulia's seeded readings newest first, typed by hand", async () => {
    const giulia = await giuliaOf();
    const readings = await list(giulia);
    expect(readings.map((item) => item.created_on)).toEqual([
      '2026-05-12T09:05:00.000Z',
      '2026-03-15T08:40:00.000Z',
      '2026-02-10T09:15:00.000Z',
    ]);
    expect(readings[0]).toMatchObject({ parametro_peso: 62.9, parametro_altezza: 165, source: 'manuale' });
  });

  it("refuses Giulia's readings to Marco", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const response = await request(
      marco.app,
      'GET',
      `/api/rilevazioniPatient/${giulia.patientId}`,
      undefined,
      {
        token: marco.token,
      },
    );
    expect(response.status).toBe(403);
  });
});

describe('the patient record answers tbl_parametri_vitalis newest first', () => {
  it('so the adverse-reaction form and the calculators find the latest weight and height', async () => {
    const giulia = await giuliaOf();
    const response = await request(giulia.app, 'GET', `/api/patient/${giulia.patientId}`, undefined, {
      token: giulia.token,
    });
    const patient = v.parse(PatientAnswerSchema, await response.json());
    const readings = patient.data.tbl_parametri_vitalis;
    expect(readings[0]?.created_on).toBe('2026-05-12T09:05:00.000Z');
    expect(readings.map((item) => item.parametro_peso)).toEqual([62.9, 63.8, 64.5]);
  });
});

describe('POST /api/rilevazioni', () => {
  it('adds a reading (Marco, base licence: readings are not gated) and lists it first', async () => {
    const marco = await marcoOf();
    const response = await request(marco.app, 'POST', '/api/rilevazioni', reading(marco.patientId), {
      token: marco.token,
    });
    expect(response.status).toBe(200);
    const saved = v.parse(VitalReadingSaveAnswerSchema, await response.json());
    expect(saved.message).toBe('Dati salvati con successo!');
    expect(saved.data).toMatchObject({ parametro_peso: 62.4, parametro_altezza: null, source: 'manuale' });
    expect((await list(marco))[0]?.id_parametro).toBe(saved.data.id_parametro);
  });

  it('refuses implausible values, a diastolic not below the systolic, an empty reading and the future', async () => {
    const giulia = await giuliaOf();
    const send = (body: object) =>
      request(
        giulia.app,
        'POST',
        '/api/rilevazioni',
        { ...reading(giulia.patientId), ...body },
        {
          token: giulia.token,
        },
      );
    expect((await errorOf(await send({ parametro_peso: 625 }))).fields).toEqual([
      { path: 'parametro_peso', code: 'out_of_range', params: { min: 0.5, max: 400 } },
    ]);
    expect((await errorOf(await send({ parametro_pressione_minima: 130 }))).fields).toEqual([
      { path: 'parametro_pressione_minima', code: 'diastolic_not_below_systolic' },
    ]);
    const empty = await request(
      giulia.app,
      'POST',
      '/api/rilevazioni',
      { id_parametro: 0, id_paziente: giulia.patientId, created_on: '2026-11-21T07:45:00.000Z' },
      { token: giulia.token },
    );
    expect((await errorOf(empty)).fields).toEqual([{ path: 'parametro_peso', code: 'reading_empty' }]);
    expect((await errorOf(await send({ created_on: '2026-12-01T08:00:00.000Z' }))).fields).toEqual([
      { path: 'created_on', code: 'date_in_future' },
    ]);
  });

  it("refuses Giulia's patient id to Marco (403) and stores nothing", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const before = await list(giulia);
    const response = await request(marco.app, 'POST', '/api/rilevazioni', reading(giulia.patientId), {
      token: marco.token,
    });
    expect(response.status).toBe(403);
    expect(await list(giulia)).toEqual(before);
  });
});

describe('PUT and DELETE /api/rilevazioni/{id}', () => {
  it('edits a reading, keeping its source, then deletes it', async () => {
    const giulia = await giuliaOf();
    const added = v.parse(
      VitalReadingSaveAnswerSchema,
      await (
        await request(giulia.app, 'POST', '/api/rilevazioni', reading(giulia.patientId), {
          token: giulia.token,
        })
      ).json(),
    ).data;
    const edited = await request(
      giulia.app,
      'PUT',
      `/api/rilevazioni/${added.id_parametro}`,
      { ...reading(giulia.patientId), id_parametro: added.id_parametro, parametro_temperatura: 37.8 },
      { token: giulia.token },
    );
    expect(v.parse(VitalReadingSaveAnswerSchema, await edited.json()).data).toEqual({
      ...added,
      parametro_temperatura: 37.8,
    });
    const deleted = await request(giulia.app, 'DELETE', `/api/rilevazioni/${added.id_parametro}`, undefined, {
      token: giulia.token,
    });
    expect(v.parse(VitalReadingDeleteAnswerSchema, await deleted.json()).data).toEqual({
      id_parametro: added.id_parametro,
    });
    expect((await list(giulia)).map((item) => item.id_parametro)).not.toContain(added.id_parametro);
  });

  it("refuses Giulia's reading to Marco for edit and delete (403, unchanged), and unknown ids", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const [latest] = await list(giulia);
    if (latest === undefined) throw new Error('Giulia has no reading');
    const edit = await request(
      marco.app,
      'PUT',
      `/api/rilevazioni/${latest.id_parametro}`,
      reading(marco.patientId),
      { token: marco.token },
    );
    expect(edit.status).toBe(403);
    const remove = await request(marco.app, 'DELETE', `/api/rilevazioni/${latest.id_parametro}`, undefined, {
      token: marco.token,
    });
    expect(remove.status).toBe(403);
    const unknown = await request(giulia.app, 'DELETE', '/api/rilevazioni/2147483000', undefined, {
      token: giulia.token,
    });
    expect(unknown.status).toBe(403);
    expect((await list(giulia))[0]).toEqual(latest);
  });
});
