import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { insertTherapy } from '../db/repositories/therapies.ts';
import { ApiErrorBodySchema } from '../openapi.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestClock, request, signIn, silentLogger } from '../test/http.ts';
import { TherapyListAnswerSchema, TherapySaveAnswerSchema } from './therapies.ts';

const SIMVASTATINA_DOC = '043280027';
const LOSEC = '026804082';

async function errorOf(response: Response) {
  return v.parse(ApiErrorBodySchema, await response.json()).error;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function signedIn(email: string) {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const app = createApp({ db: handle.db, config: { now: clock.now, logError: silentLogger } });
  const { success } = await signIn(app, email);
  const patientId = success.user.id_paziente;
  if (patientId === null) throw new Error(`${email} has no patient record`);
  return { app, token: success.token, patientId };
}

function ongoing(patientId: number) {
  return {
    status: 'add',
    id_paziente: patientId,
    id_terapie: 0,
    tipo_terapia: 1,
    id_farmaco_codifa: SIMVASTATINA_DOC,
    prescrittore: 'Dott.ssa Neri',
    quantita_farmaceutica: '1 compressa da 20 mg',
    frequenza_farmaceutica: 'la sera',
    data_inizio: '2026-03-01',
    note: 'Colesterolo',
    id_livello_confidenzialita: 6,
  };
}

async function save(app: Awaited<ReturnType<typeof signedIn>>['app'], token: string, body: unknown) {
  return request(app, 'POST', '/api/farmaci', body, { token });
}

describe('POST /api/farmaci, status add', () => {
  it('adds an ongoing therapy, answers the message and lists it in its list and in "all"', async () => {
    const { app, token, patientId } = await signedIn('giulia.bianchi@example.org');
    const response = await save(app, token, ongoing(patientId));
    expect(response.status).toBe(200);
    const saved = v.parse(TherapySaveAnswerSchema, await response.json());
    expect(saved.message).toBe('Operazione completata con successo');
    expect(saved.data).toMatchObject({
      tipo_terapia: 1,
      farmaco: { descrizione_breve: 'SIMVASTATINA DOC', somministrazione: 'USO ORALE' },
      id_livello_confidenzialita: 6,
      data_fine: null,
    });
    const ongoingList = v.parse(
      TherapyListAnswerSchema,
      await (await request(app, 'GET', `/api/getFarmaci/${patientId}/1`, undefined, { token })).json(),
    );
    expect(ongoingList.data.map((therapy) => therapy.id_terapie)).toContain(saved.data?.id_terapie);
    const forbiddenList = v.parse(
      TherapyListAnswerSchema,
      await (await request(app, 'GET', `/api/getFarmaci/${patientId}/0`, undefined, { token })).json(),
    );
    expect(forbiddenList.data.map((therapy) => therapy.id_terapie)).not.toContain(saved.data?.id_terapie);
    const all = v.parse(
      TherapyListAnswerSchema,
      await (await request(app, 'GET', `/api/getFarmaci/${patientId}/3`, undefined, { token })).json(),
    );
    expect(all.data.length).toBeGreaterThanOrEqual(ongoingList.data.length);
  });

  it('requires a reason for a forbidden drug, and never echoes what was sent', async () => {
    const { app, token, patientId } = await signedIn('giulia.bianchi@example.org');
    const response = await save(app, token, { ...ongoing(patientId), tipo_terapia: 0, note: '   ' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(v.parse(ApiErrorBodySchema, JSON.parse(text)).error.fields).toEqual([
      { path: 'note', code: 'reason_required' },
    ]);
    expect(text).not.toContain('Neri');
  });

  it('accepts a forbidden drug with a reason and without dose or frequency', async () => {
    const { app, token, patientId } = await signedIn('giulia.bianchi@example.org');
    const response = await save(app, token, {
      ...ongoing(patientId),
      tipo_terapia: 0,
      id_farmaco_codifa: LOSEC,
      quantita_farmaceutica: '',
      frequenza_farmaceutica: '',
      note: 'Orticaria',
    });
    expect(response.status).toBe(200);
  });

  it('requires dose and frequency for an ongoing therapy', async () => {
    const { app, token, patientId } = await signedIn('giulia.bianchi@example.org');
    const response = await save(app, token, {
      ...ongoing(patientId),
      quantita_farmaceutica: '',
      frequenza_farmaceutica: ' ',
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.fields?.map((field: { path: string }) => field.path).sort()).toEqual([
      'frequenza_farmaceutica',
      'quantita_farmaceutica',
    ]);
  });

  it('requires an end date for a concluded therapy, not before the start, and a start date', async () => {
    const { app, token, patientId } = await signedIn('giulia.bianchi@example.org');
    const noEnd = await save(app, token, { ...ongoing(patientId), tipo_terapia: 2 });
    expect((await errorOf(noEnd)).fields).toEqual([{ path: 'data_fine', code: 'required' }]);
    const endBefore = await save(app, token, {
      ...ongoing(patientId),
      tipo_terapia: 2,
      data_fine: '2026-02-01',
    });
    expect((await errorOf(endBefore)).fields).toEqual([{ path: 'data_fine', code: 'end_before_start' }]);
    const noStart = await save(app, token, { ...ongoing(patientId), data_inizio: '' });
    expect((await errorOf(noStart)).fields).toEqual([{ path: 'data_inizio', code: 'start_date_required' }]);
  });

  it('limits the note to 100 characters and refuses a drug outside the catalogue', async () => {
    const { app, token, patientId } = await signedIn('giulia.bianchi@example.org');
    const longNote = await save(app, token, { ...ongoing(patientId), note: 'x'.repeat(101) });
    expect((await errorOf(longNote)).fields).toEqual([
      { path: 'note', code: 'note_too_long', params: { max: 100 } },
    ]);
    const unknownDrug = await save(app, token, { ...ongoing(patientId), id_farmaco_codifa: '000000001' });
    expect((await errorOf(unknownDrug)).fields).toEqual([
      { path: 'id_farmaco_codifa', code: 'option_invalid' },
    ]);
  });

  it('refuses the basic licence (aggiungifarmaci) and another patient id', async () => {
    const marco = await signedIn('marco.rossi@example.org');
    const denied = await save(marco.app, marco.token, ongoing(marco.patientId));
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).code).toBe('permission_denied');
    const giulia = await signedIn('giulia.bianchi@example.org');
    const forbidden = await save(giulia.app, giulia.token, ongoing(marco.patientId));
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).code).toBe('forbidden');
    const list = await request(giulia.app, 'GET', `/api/getFarmaci/${marco.patientId}/3`, undefined, {
      token: giulia.token,
    });
    expect(list.status).toBe(403);
  });
});

describe('POST /api/farmaci, status update and delete', () => {
  async function added() {
    const session = await signedIn('giulia.bianchi@example.org');
    const saved = v.parse(
      TherapySaveAnswerSchema,
      await (await save(session.app, session.token, ongoing(session.patientId))).json(),
    );
    if (saved.data === null) throw new Error('therapy not saved');
    return { ...session, therapy: saved.data };
  }

  it('edits a therapy with the same rules', async () => {
    const { app, token, patientId, therapy } = await added();
    const response = await save(app, token, {
      ...ongoing(patientId),
      status: 'update',
      id_terapie: therapy.id_terapie,
      frequenza_farmaceutica: 'due volte al giorno',
    });
    expect(response.status).toBe(200);
    expect(v.parse(TherapySaveAnswerSchema, await response.json()).data?.frequenza_farmaceutica).toBe(
      'due volte al giorno',
    );
  });

  it('moves an ongoing therapy to concluded, ending it today', async () => {
    const { app, token, patientId, therapy } = await added();
    const response = await save(app, token, {
      status: 'update',
      id_paziente: patientId,
      id_terapie: therapy.id_terapie,
      tipo_terapia: 2,
    });
    expect(response.status).toBe(200);
    expect(v.parse(TherapySaveAnswerSchema, await response.json()).data).toMatchObject({
      tipo_terapia: 2,
      data_fine: '2026-11-22',
    });
  });

  it('asks a reason when moving out of the forbidden list', async () => {
    const { app, token, patientId, therapy } = await added();
    await save(app, token, {
      status: 'update',
      id_paziente: patientId,
      id_terapie: therapy.id_terapie,
      tipo_terapia: 0,
      motivo: 'Mialgie',
    });
    const refused = await save(app, token, {
      status: 'update',
      id_paziente: patientId,
      id_terapie: therapy.id_terapie,
      tipo_terapia: 1,
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual([{ path: 'motivo', code: 'reason_required' }]);
    const moved = await save(app, token, {
      status: 'update',
      id_paziente: patientId,
      id_terapie: therapy.id_terapie,
      tipo_terapia: 1,
      motivo: 'Ripresa dopo controllo',
    });
    expect(v.parse(TherapySaveAnswerSchema, await moved.json()).data).toMatchObject({
      tipo_terapia: 1,
      note: 'Ripresa dopo controllo',
    });
  });

  it('changes only the confidentiality when no type is sent, also on the basic licence path', async () => {
    const { app, token, patientId, therapy } = await added();
    const response = await save(app, token, {
      status: 'update',
      id_paziente: patientId,
      id_terapie: therapy.id_terapie,
      id_livello_confidenzialita: 2,
    });
    expect(v.parse(TherapySaveAnswerSchema, await response.json()).data).toMatchObject({
      id_livello_confidenzialita: 2,
      frequenza_farmaceutica: 'la sera',
    });
  });

  it('deletes a therapy; a second delete and an unknown id answer 404', async () => {
    const { app, token, patientId, therapy } = await added();
    const body = { status: 'delete', id_paziente: patientId, id_terapie: therapy.id_terapie };
    expect((await save(app, token, body)).status).toBe(200);
    expect((await save(app, token, body)).status).toBe(404);
    const list = v.parse(
      TherapyListAnswerSchema,
      await (await request(app, 'GET', `/api/getFarmaci/${patientId}/3`, undefined, { token })).json(),
    );
    expect(list.data.map((item) => item.id_terapie)).not.toContain(therapy.id_terapie);
  });

  it("refuses to move or edit on the basic licence and to touch another patient's therapy", async () => {
    const giulia = await added();
    const marco = await signedIn('marco.rossi@example.org');
    const other = await save(marco.app, marco.token, {
      status: 'delete',
      id_paziente: marco.patientId,
      id_terapie: giulia.therapy.id_terapie,
    });
    expect(other.status).toBe(404);
    const spoofed = await save(marco.app, marco.token, {
      status: 'delete',
      id_paziente: giulia.patientId,
      id_terapie: giulia.therapy.id_terapie,
    });
    expect(spoofed.status).toBe(403);
    const own = await insertTherapy(handle.db, {
      id_paziente: marco.patientId,
      id_livello_confidenzialita: 6,
      tipo_terapia: 1,
      id_farmaco_codifa: LOSEC,
      data_inizio: '2026-01-01',
    });
    if (own === undefined) throw new Error('therapy not inserted');
    const move = await save(marco.app, marco.token, {
      status: 'update',
      id_paziente: marco.patientId,
      id_terapie: own.id_terapie,
      tipo_terapia: 2,
    });
    expect((await errorOf(move)).code).toBe('permission_denied');
    const edit = await save(marco.app, marco.token, {
      ...ongoing(marco.patientId),
      status: 'update',
      id_terapie: own.id_terapie,
    });
    expect((await errorOf(edit)).code).toBe('permission_denied');
  });
});
