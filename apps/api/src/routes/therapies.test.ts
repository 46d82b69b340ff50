import { ApiErrorBodySchema } from '@cartella/contract';
import {
  AssociatedDoctorListAnswerSchema,
  CareProviderListAnswerSchema,
  DiagnosisListAnswerSchema,
  TherapyListAnswerSchema,
  TherapySaveAnswerSchema,
} from '@cartella/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertTherapy } from '../db/repositories/therapies.ts';
import { diagnoses } from '../db/schemas/care.ts';
import { type PatientSession, useDemoPatients } from '../test/app.ts';
import { errorOf, request, requestAs } from '../test/http.ts';
import { ongoingSimvastatin } from '../test/therapies.ts';

const LOSEC = '026804082';

const { database, giuliaOf, marcoOf } = useDemoPatients();

/** The body of an update of `therapy` that sends only `fields` (a move, a new confidentiality). */
function updateOf(patientId: number, therapy: { id_terapie: number }, fields: Record<string, unknown> = {}) {
  return { status: 'update', id_paziente: patientId, id_terapie: therapy.id_terapie, ...fields };
}

/** The body of adding the ongoing simvastatin therapy to the patient's record. */
function ongoing(patientId: number) {
  return { status: 'add', id_paziente: patientId, id_terapie: 0, ...ongoingSimvastatin() };
}

async function save(app: PatientSession['app'], token: string, body: unknown) {
  return request(app, 'POST', '/api/farmaci', body, { token });
}

describe('POST /api/farmaci, status add', () => {
  it('adds an ongoing therapy, answers the message and lists it in its list and in "all"', async () => {
    const { app, token, patientId } = await giuliaOf();
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
    const { app, token, patientId } = await giuliaOf();
    const response = await save(app, token, { ...ongoing(patientId), tipo_terapia: 0, note: '   ' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(v.parse(ApiErrorBodySchema, JSON.parse(text)).error.fields).toEqual([
      { path: 'note', code: 'reason_required' },
    ]);
    expect(text).not.toContain('Neri');
  });

  it('accepts a forbidden drug with a reason and without dose or frequency', async () => {
    const { app, token, patientId } = await giuliaOf();
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
    const { app, token, patientId } = await giuliaOf();
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
    const { app, token, patientId } = await giuliaOf();
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
    const { app, token, patientId } = await giuliaOf();
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
    const marco = await marcoOf();
    const denied = await save(marco.app, marco.token, ongoing(marco.patientId));
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).code).toBe('permission_denied');
    const giulia = await giuliaOf();
    const forbidden = await save(giulia.app, giulia.token, ongoing(marco.patientId));
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).code).toBe('forbidden');
    const list = await requestAs(giulia, 'GET', `/api/getFarmaci/${marco.patientId}/3`);
    expect(list.status).toBe(403);
  });
});

describe('POST /api/farmaci, status update and delete', () => {
  async function added() {
    const session = await giuliaOf();
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
    const response = await save(app, token, updateOf(patientId, therapy, { tipo_terapia: 2 }));
    expect(response.status).toBe(200);
    expect(v.parse(TherapySaveAnswerSchema, await response.json()).data).toMatchObject({
      tipo_terapia: 2,
      data_fine: '2026-11-22',
    });
  });

  it('asks a reason when moving out of the forbidden list', async () => {
    const { app, token, patientId, therapy } = await added();
    await save(app, token, updateOf(patientId, therapy, { tipo_terapia: 0, motivo: 'Mialgie' }));
    const refused = await save(app, token, updateOf(patientId, therapy, { tipo_terapia: 1 }));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual([{ path: 'motivo', code: 'reason_required' }]);
    const moved = await save(
      app,
      token,
      updateOf(patientId, therapy, { tipo_terapia: 1, motivo: 'Ripresa dopo controllo' }),
    );
    expect(v.parse(TherapySaveAnswerSchema, await moved.json()).data).toMatchObject({
      tipo_terapia: 1,
      note: 'Ripresa dopo controllo',
    });
  });

  it('changes only the confidentiality when no type is sent, also on the basic licence path', async () => {
    const { app, token, patientId, therapy } = await added();
    const response = await save(app, token, updateOf(patientId, therapy, { id_livello_confidenzialita: 2 }));
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
    const marco = await marcoOf();
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
    const own = await insertTherapy(database.db, {
      id_paziente: marco.patientId,
      id_livello_confidenzialita: 6,
      tipo_terapia: 1,
      id_farmaco_codifa: LOSEC,
      data_inizio: '2026-01-01',
    });
    if (own === undefined) throw new Error('therapy not inserted');
    const move = await save(marco.app, marco.token, updateOf(marco.patientId, own, { tipo_terapia: 2 }));
    expect((await errorOf(move)).code).toBe('permission_denied');
    const edit = await save(marco.app, marco.token, {
      ...ongoing(marco.patientId),
      status: 'update',
      id_terapie: own.id_terapie,
    });
    expect((await errorOf(edit)).code).toBe('permission_denied');
  });
});

describe('POST /api/farmaci, links to a diagnosis and a prescriber', () => {
  type Session = PatientSession;

  async function diagnosisId(session: Session, text: string) {
    const { data } = v.parse(
      DiagnosisListAnswerSchema,
      await (await requestAs(session, 'GET', `/api/diagnosiPatient/${session.patientId}`)).json(),
    );
    const found = data.find((diagnosis) => diagnosis.diagnosi_patologia === text);
    if (found === undefined) throw new Error(`no diagnosis ${text}`);
    return found.id_diagnosi;
  }

  async function doctorId(session: Session, fullname: string) {
    const { data } = v.parse(
      AssociatedDoctorListAnswerSchema,
      await (await requestAs(session, 'GET', `/api/getAscDoctors/${session.patientId}`)).json(),
    );
    const found = data.find((doctor) => doctor.care_provider.fullname === fullname);
    if (found === undefined) throw new Error(`no doctor ${fullname}`);
    return found.id_careprovider;
  }

  async function therapyIds(session: Session) {
    const { data } = v.parse(
      TherapyListAnswerSchema,
      await (await requestAs(session, 'GET', `/api/getFarmaci/${session.patientId}/3`)).json(),
    );
    return data.map((therapy) => therapy.id_terapie);
  }

  it("links Giulia's diagnosis and doctor, naming the prescriber after the doctor whatever text was sent", async () => {
    const giulia = await giuliaOf();
    const hypercholesterolaemia = await diagnosisId(giulia, 'Ipercolesterolemia');
    const galli = await doctorId(giulia, 'Dott. Andrea Galli');
    const response = await save(giulia.app, giulia.token, {
      ...ongoing(giulia.patientId),
      id_diagnosi: hypercholesterolaemia,
      id_prescrittore: galli,
      prescrittore: 'Un altro nome',
    });
    expect(response.status).toBe(200);
    const saved = v.parse(TherapySaveAnswerSchema, await response.json()).data;
    const expected = {
      id_diagnosi: hypercholesterolaemia,
      diagnosi: { diagnosi_patologia: 'Ipercolesterolemia' },
      id_prescrittore: galli,
      prescrittore: 'Dott. Andrea Galli',
      cp_display: 'Dott. Andrea Galli',
    };
    expect(saved).toMatchObject(expected);
    const list = v.parse(
      TherapyListAnswerSchema,
      await (await requestAs(giulia, 'GET', `/api/getFarmaci/${giulia.patientId}/1`)).json(),
    );
    expect(list.data.find((therapy) => therapy.id_terapie === saved?.id_terapie)).toMatchObject(expected);
  });

  it('shows the typed prescriber and no diagnosis when nothing is linked', async () => {
    const giulia = await giuliaOf();
    const response = await save(giulia.app, giulia.token, {
      ...ongoing(giulia.patientId),
      id_diagnosi: null,
      id_prescrittore: null,
    });
    expect(v.parse(TherapySaveAnswerSchema, await response.json()).data).toMatchObject({
      id_diagnosi: null,
      diagnosi: null,
      id_prescrittore: null,
      prescrittore: 'Dott.ssa Neri',
      cp_display: 'Dott.ssa Neri',
    });
  });

  it("refuses Marco's diagnosis with 400 id_diagnosi option_invalid and stores nothing", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const hypertension = await diagnosisId(marco, 'Ipertensione arteriosa');
    const before = await therapyIds(giulia);
    const response = await save(giulia.app, giulia.token, {
      ...ongoing(giulia.patientId),
      id_diagnosi: hypertension,
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(v.parse(ApiErrorBodySchema, JSON.parse(text)).error).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'id_diagnosi', code: 'option_invalid' }],
    });
    expect(text).not.toContain('Ipertensione');
    expect(await therapyIds(giulia)).toEqual(before);
  });

  it('refuses a care provider who is not one of her doctors with 400 id_prescrittore option_invalid', async () => {
    const giulia = await giuliaOf();
    const { data: others } = v.parse(
      CareProviderListAnswerSchema,
      await (await requestAs(giulia, 'GET', `/api/getNAdoctors/${giulia.patientId}`)).json(),
    );
    const ferri = others.find((provider) => provider.fullname === 'Dott. Paolo Ferri');
    if (ferri === undefined) throw new Error('Dott. Paolo Ferri is not listed');
    const before = await therapyIds(giulia);
    for (const id_prescrittore of [ferri.id_careprovider, 999_999]) {
      const response = await save(giulia.app, giulia.token, {
        ...ongoing(giulia.patientId),
        id_prescrittore,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual([{ path: 'id_prescrittore', code: 'option_invalid' }]);
    }
    expect(await therapyIds(giulia)).toEqual(before);
  });

  it('checks the links on an edit too, leaving the stored therapy as it was', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const added = v.parse(
      TherapySaveAnswerSchema,
      await (await save(giulia.app, giulia.token, ongoing(giulia.patientId))).json(),
    ).data;
    if (added === null) throw new Error('therapy not saved');
    const response = await save(giulia.app, giulia.token, {
      ...ongoing(giulia.patientId),
      status: 'update',
      id_terapie: added.id_terapie,
      frequenza_farmaceutica: 'al mattino',
      id_diagnosi: await diagnosisId(marco, 'Ipertensione arteriosa'),
      id_prescrittore: await doctorId(marco, 'Dott. Paolo Ferri'),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual([
      { path: 'id_diagnosi', code: 'option_invalid' },
      { path: 'id_prescrittore', code: 'option_invalid' },
    ]);
    const list = v.parse(
      TherapyListAnswerSchema,
      await (await requestAs(giulia, 'GET', `/api/getFarmaci/${giulia.patientId}/1`)).json(),
    );
    expect(list.data.find((therapy) => therapy.id_terapie === added.id_terapie)).toMatchObject({
      frequenza_farmaceutica: 'la sera',
      id_diagnosi: null,
    });
  });

  it('answers 400, never 500, for a diagnosis id that is not a number or cannot name a row', async () => {
    const giulia = await giuliaOf();
    const before = await therapyIds(giulia);
    const text = await save(giulia.app, giulia.token, { ...ongoing(giulia.patientId), id_diagnosi: 'abc' });
    expect(text.status).toBe(400);
    expect((await errorOf(text)).fields).toEqual([{ path: 'id_diagnosi', code: 'invalid_type' }]);
    for (const id_diagnosi of [1.5, -3, 0, 1e12]) {
      const response = await save(giulia.app, giulia.token, { ...ongoing(giulia.patientId), id_diagnosi });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual([
        expect.objectContaining({ path: 'id_diagnosi', code: 'invalid_type' }),
      ]);
    }
    expect(await therapyIds(giulia)).toEqual(before);
  });

  it('answers a link to a diagnosis deleted since as no link, keeping the prescriber', async () => {
    const giulia = await giuliaOf();
    const [insomnia] = await database.db
      .insert(diagnoses)
      .values({
        id_paziente: giulia.patientId,
        diagnosi_stato: 0,
        tipo_diagnosi: 'Diagnosi',
        diagnosi_patologia: 'Insonnia',
        diagnosi_inserimento: '2026-06-01',
        id_livello_confidenzialita: 6,
      })
      .returning();
    if (insomnia === undefined) throw new Error('diagnosis not inserted');
    const saved = v.parse(
      TherapySaveAnswerSchema,
      await (
        await save(giulia.app, giulia.token, {
          ...ongoing(giulia.patientId),
          id_diagnosi: insomnia.id_diagnosi,
        })
      ).json(),
    ).data;
    expect(saved?.diagnosi).toEqual({ diagnosi_patologia: 'Insonnia' });
    await database.db
      .update(diagnoses)
      .set({ deleted_at: new Date('2026-11-20T08:00:00Z') })
      .where(eq(diagnoses.id_diagnosi, insomnia.id_diagnosi));
    const list = v.parse(
      TherapyListAnswerSchema,
      await (await requestAs(giulia, 'GET', `/api/getFarmaci/${giulia.patientId}/1`)).json(),
    );
    expect(list.data.find((therapy) => therapy.id_terapie === saved?.id_terapie)).toMatchObject({
      id_diagnosi: null,
      diagnosi: null,
      cp_display: 'Dott.ssa Neri',
    });
    const relinked = await save(giulia.app, giulia.token, {
      ...ongoing(giulia.patientId),
      status: 'update',
      id_terapie: saved?.id_terapie,
      id_diagnosi: insomnia.id_diagnosi,
    });
    expect((await errorOf(relinked)).fields).toEqual([{ path: 'id_diagnosi', code: 'option_invalid' }]);
  });
});
