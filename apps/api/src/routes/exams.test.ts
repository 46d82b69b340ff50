import {
  CareCentreListAnswerSchema,
  DiagnosisListAnswerSchema,
  ExamDeleteAnswerSchema,
  ExamListAnswerSchema,
  ExamSaveAnswerSchema,
  InvestigationSearchAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/pdf-text.ts';
import { MARCO_EMAIL } from '../test/accounts.ts';
import { type PatientSession, signedInApp, useDemoPatients } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { errorOf, requestAs } from '../test/http.ts';

const { giuliaOf, marcoOf } = useDemoPatients();

async function list(session: PatientSession, status = 3) {
  const response = await requestAs(session, 'GET', `/api/getEsami/${session.patientId}/${status}`);
  expect(response.status).toBe(200);
  return v.parse(ExamListAnswerSchema, await response.json()).data;
}

async function centres(session: PatientSession, kind: number) {
  const response = await requestAs(session, 'GET', `/api/getCentriIndagini/${kind}`);
  expect(response.status).toBe(200);
  return v.parse(CareCentreListAnswerSchema, await response.json()).data;
}

async function investigations(session: PatientSession, search: string, type?: string) {
  const response = await requestAs(session, 'POST', '/api/esamifilter', { search, indagine_tipologia: type });
  expect(response.status).toBe(200);
  return v.parse(InvestigationSearchAnswerSchema, await response.json()).data;
}

async function requestedLabExam(session: PatientSession) {
  const [creatinine] = await investigations(session, 'creatinina', 'Laboratori Analisi');
  const [lab] = await centres(session, 3);
  return {
    id_indagine: 0,
    id_paziente: session.patientId,
    indagine_tipologia: 'Laboratori Analisi',
    id_livello_confidenzialita: 6,
    indagine_stato: 0,
    indagine_motivo: 'Controllo della funzione renale',
    indagine_data_display: '2026-12-03',
    id_diagn_investigations: creatinine?.id,
    id_centro_indagine: lab?.id,
    careprovider: 'Dott.ssa Laura Neri',
    diags: [],
  };
}

async function add(session: PatientSession, body: object = {}) {
  const response = await requestAs(session, 'POST', '/api/esami', {
    ...(await requestedLabExam(session)),
    ...body,
  });
  expect(response.status).toBe(200);
  return v.parse(ExamSaveAnswerSchema, await response.json()).data;
}

describe('the investigation catalogue and the affiliated centres', () => {
  it('suggests catalogue investigations from 3 characters, by name or code, optionally of one type', async () => {
    const giulia = await giuliaOf();
    const found = await investigations(giulia, 'emocromo');
    expect(found.map((item) => item.descrizione)).toEqual([
      'Emocromo: Hb GR GB HCT PLT indici derivati e formula leucocitaria',
    ]);
    expect(found[0]).toMatchObject({ tipologia: 'Laboratori Analisi', codice: '90.62.2' });
    expect((await investigations(giulia, '90.16.3')).map((item) => item.descrizione)).toEqual(['Creatinina']);
    const radiology = await investigations(giulia, 'ecografia', 'Studi Radiologici');
    expect(radiology.length).toBeGreaterThan(3);
    expect(radiology.every((item) => item.tipologia === 'Studi Radiologici')).toBe(true);
    expect(await investigations(giulia, '%%%')).toEqual([]);
  });

  it('refuses a search shorter than 3 characters (400)', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'POST', '/api/esamifilter', { search: 'em' });
    expect(response.status).toBe(400);
  });

  it('lists the made-up centres of each kind without their e-mail addresses', async () => {
    const giulia = await giuliaOf();
    for (const kind of [1, 2, 3]) {
      const rows = await centres(giulia, kind);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.every((row) => row.tipo === kind && row.centro_nome.endsWith('(demo)'))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain('@');
      expect(rows.every((row) => row.table_data.sitoWeb.startsWith('https://'))).toBe(true);
    }
    const unknown = await requestAs(giulia, 'GET', '/api/getCentriIndagini/4');
    expect(unknown.status).toBe(400);
  });
});

describe('GET /api/getEsami/{a}/{b}', () => {
  it('lists one list by status or every list with 3, and refuses another patient (403)', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const all = await list(giulia, 3);
    expect(all.map((exam) => exam.indagine_descrizione)).toEqual(
      expect.arrayContaining(['Colesterolo totale', 'Elettrocardiogramma (ECG)']),
    );
    const completed = await list(giulia, 2);
    expect(completed.every((exam) => exam.indagine_stato === 2)).toBe(true);
    expect(completed.map((exam) => exam.centro_nome)).toContain('Laboratorio Analisi Girasole (demo)');
    const forbidden = await requestAs(giulia, 'GET', `/api/getEsami/${marco.patientId}/3`);
    expect(forbidden.status).toBe(403);
    for (const bad of ['7', '-1', '01']) {
      expect((await requestAs(giulia, 'GET', `/api/getEsami/${giulia.patientId}/${bad}`)).status).toBe(400);
    }
  });
});

describe('POST /api/esami', () => {
  it('adds a requested laboratory exam with a catalogue investigation at a laboratory', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'POST', '/api/esami', await requestedLabExam(giulia));
    expect(response.status).toBe(200);
    const saved = v.parse(ExamSaveAnswerSchema, await response.json());
    expect(saved.message).toBe('Dati salvati con successo!');
    expect(saved.data).toMatchObject({
      indagine_stato: 0,
      indagine_descrizione: 'Creatinina',
      centro_nome: 'Centro Prelievi Lanterna (demo)',
      altro_centro: null,
      careprovider: 'Dott.ssa Laura Neri',
      id_livello_confidenzialita: 6,
      indagine_data_display: '2026-12-03',
    });
    expect((await list(giulia, 0)).map((exam) => exam.id_indagine)).toContain(saved.data.id_indagine);
    expect((await list(giulia, 1)).map((exam) => exam.id_indagine)).not.toContain(saved.data.id_indagine);
  });

  it('keeps a typed centre and links the patient’s own diagnoses', async () => {
    const giulia = await giuliaOf();
    const diagnoses = v.parse(
      DiagnosisListAnswerSchema,
      await (await requestAs(giulia, 'GET', `/api/diagnosiPatient/${giulia.patientId}`)).json(),
    ).data;
    const diagnosisId = diagnoses[0]?.id_diagnosi;
    const saved = await add(giulia, {
      indagine_stato: 1,
      id_centro_indagine: null,
      altro_centro: 'Ospedale di zona',
      diags: [diagnosisId],
    });
    expect(saved).toMatchObject({
      indagine_stato: 1,
      altro_centro: 'Ospedale di zona',
      diags: [diagnosisId],
    });
  });

  it('saves an exam whose date field was left empty as an exam without a date', async () => {
    const giulia = await giuliaOf();
    const saved = await add(giulia, { indagine_data_display: '' });
    expect(saved.indagine_data_display).toBeNull();
  });

  it('requires the type and the confidentiality', async () => {
    const giulia = await giuliaOf();
    const body = {
      ...(await requestedLabExam(giulia)),
      indagine_tipologia: '',
      id_livello_confidenzialita: null,
    };
    const response = await requestAs(giulia, 'POST', '/api/esami', body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.map((field) => [field.path, field.code]).sort()).toEqual([
      ['id_livello_confidenzialita', 'required'],
      ['indagine_tipologia', 'required'],
    ]);
  });

  it('refuses an unknown investigation, a centre of another kind and another patient’s diagnosis', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const before = await list(giulia);
    const [radiology] = await centres(giulia, 2);
    const marcoDiagnoses = v.parse(
      DiagnosisListAnswerSchema,
      await (await requestAs(marco, 'GET', `/api/diagnosiPatient/${marco.patientId}`)).json(),
    ).data;
    for (const [field, value] of [
      ['id_diagn_investigations', 999_999],
      ['id_centro_indagine', radiology?.id],
      ['diags', [marcoDiagnoses[0]?.id_diagnosi]],
    ] as const) {
      const response = await requestAs(giulia, 'POST', '/api/esami', {
        ...(await requestedLabExam(giulia)),
        [field]: value,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual([{ path: field, code: 'option_invalid' }]);
    }
    expect(await list(giulia)).toEqual(before);
  });

  it('refuses another patient’s id (403) and stores nothing', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const before = await list(marco);
    const forbidden = await requestAs(giulia, 'POST', '/api/esami', {
      ...(await requestedLabExam(giulia)),
      id_paziente: marco.patientId,
    });
    expect(forbidden.status).toBe(403);
    expect(await list(marco)).toEqual(before);
  });
});

describe('POST /api/esamifilter/{id}', () => {
  it('finds the patient’s exams by investigation, centre or reason, and nothing of another patient', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const search = async (session: PatientSession, patientId: number, text: string) =>
      requestAs(session, 'POST', `/api/esamifilter/${patientId}`, { search: text });
    const byName = v.parse(
      ExamListAnswerSchema,
      await (await search(giulia, giulia.patientId, 'coleSTEROLO')).json(),
    );
    expect(byName.data.map((exam) => exam.indagine_descrizione)).toEqual(['Colesterolo totale']);
    const byCentre = v.parse(
      ExamListAnswerSchema,
      await (await search(giulia, giulia.patientId, 'aurora')).json(),
    );
    expect(byCentre.data.map((exam) => exam.indagine_descrizione)).toEqual(['Elettrocardiogramma (ECG)']);
    const none = v.parse(
      ExamListAnswerSchema,
      await (await search(giulia, giulia.patientId, 'torace')).json(),
    );
    expect(none.data).toEqual([]);
    expect((await search(giulia, marco.patientId, 'torace')).status).toBe(403);
    expect((await search(giulia, giulia.patientId, 'co')).status).toBe(400);
  });
});

describe('PUT /api/esami/{id}, move, confidentiality and DELETE', () => {
  it('edits an exam in place and keeps its list', async () => {
    const giulia = await giuliaOf();
    const exam = await add(giulia);
    const response = await requestAs(giulia, 'PUT', `/api/esami/${exam.id_indagine}`, {
      ...(await requestedLabExam(giulia)),
      id_indagine: exam.id_indagine,
      indagine_stato: 2,
      indagine_motivo: 'Cambiato',
      id_livello_confidenzialita: 4,
    });
    expect(response.status).toBe(200);
    const saved = v.parse(ExamSaveAnswerSchema, await response.json()).data;
    expect(saved).toMatchObject({
      indagine_stato: 0,
      indagine_motivo: 'Cambiato',
      id_livello_confidenzialita: 4,
    });
  });

  it('moves to another list, refuses the same list, locks and soft-deletes with the deletion time', async () => {
    const giulia = await giuliaOf();
    const exam = await add(giulia);
    const path = `/api/esami/${exam.id_indagine}`;
    const moved = await requestAs(giulia, 'PUT', `${path}/stato`, { indagine_stato: 1 });
    expect(moved.status).toBe(200);
    expect(v.parse(ExamSaveAnswerSchema, await moved.json()).data.indagine_stato).toBe(1);
    const same = await requestAs(giulia, 'PUT', `${path}/stato`, { indagine_stato: 1 });
    expect(same.status).toBe(400);
    expect((await errorOf(same)).fields).toEqual([{ path: 'indagine_stato', code: 'option_invalid' }]);
    expect((await requestAs(giulia, 'PUT', `${path}/stato`, { indagine_stato: 3 })).status).toBe(400);
    const locked = await requestAs(giulia, 'PUT', `${path}/confidenzialita`, {
      id_livello_confidenzialita: 2,
    });
    expect(v.parse(ExamSaveAnswerSchema, await locked.json()).data.id_livello_confidenzialita).toBe(2);
    const deleted = await requestAs(giulia, 'DELETE', path);
    expect(deleted.status).toBe(200);
    expect(v.parse(ExamDeleteAnswerSchema, await deleted.json()).data).toEqual({
      id_indagine: exam.id_indagine,
      indagine_stato: 3,
      deleted_at: '2026-11-22T09:00:00.000Z',
    });
    expect((await list(giulia)).map((item) => item.id_indagine)).not.toContain(exam.id_indagine);
    expect((await requestAs(giulia, 'DELETE', path)).status).toBe(404);
    expect((await requestAs(giulia, 'PUT', `${path}/stato`, { indagine_stato: 2 })).status).toBe(404);
  });

  it('refuses Marco’s exam to Giulia on every call (403, unchanged), and an unknown id alike', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const [marcoExam] = await list(marco);
    if (marcoExam === undefined) throw new Error('Marco has no seeded exam');
    const path = `/api/esami/${marcoExam.id_indagine}`;
    const body = { ...(await requestedLabExam(giulia)), id_indagine: marcoExam.id_indagine };
    for (const [method, target, payload] of [
      ['PUT', path, body],
      ['PUT', `${path}/stato`, { indagine_stato: 2 }],
      ['PUT', `${path}/confidenzialita`, { id_livello_confidenzialita: 1 }],
      ['DELETE', path, undefined],
      ['PUT', '/api/esami/2000000000/stato', { indagine_stato: 2 }],
    ] as const) {
      expect((await requestAs(giulia, method, target, payload)).status).toBe(403);
    }
    expect(await list(marco)).toContainEqual(marcoExam);
  });

  it('lets Giulia’s complete licence add, edit and move her own exams', async () => {
    const giulia = await giuliaOf();
    const exam = await add(giulia, { indagine_stato: 2, indagine_data_display: '2026-11-20' });
    expect(exam.indagine_stato).toBe(2);
    const moved = await requestAs(giulia, 'PUT', `/api/esami/${exam.id_indagine}/stato`, {
      indagine_stato: 0,
    });
    expect(moved.status).toBe(200);
  });
});

describe('an exam dated in the future (issue #37): not in Completati before its day', () => {
  // The test clock stands at 2026-11-22 09:00 UTC, 10:00 in Europe/Rome.
  const tomorrow = '2026-11-23';

  it('refuses to move it to Completati (400, translated) and moves it to the other lists', async () => {
    const giulia = await giuliaOf();
    const exam = await add(giulia, { indagine_stato: 1, indagine_data_display: tomorrow });
    const path = `/api/esami/${exam.id_indagine}/stato`;
    const italian = await requestAs(giulia, 'PUT', path, { indagine_stato: 2 });
    expect(italian.status).toBe(400);
    const error = await errorOf(italian);
    expect(error.fields).toEqual([{ path: 'indagine_stato', code: 'exam_completed_in_future' }]);
    expect(error.message).toBe('Un esame con una data futura va tra i Completati solo da quel giorno.');
    const english = await requestAs(
      giulia,
      'PUT',
      path,
      { indagine_stato: 2 },
      { headers: { 'accept-language': 'en' } },
    );
    expect((await errorOf(english)).message).toBe(
      'An exam dated in the future can go to Completed only from that day.',
    );
    expect((await list(giulia, 1)).map((item) => item.id_indagine)).toContain(exam.id_indagine);
    expect((await requestAs(giulia, 'PUT', path, { indagine_stato: 0 })).status).toBe(200);
  });

  it('moves an exam dated today to Completati, today being the date in Europe/Rome', async () => {
    const giulia = await giuliaOf();
    const today = await add(giulia, { indagine_stato: 1, indagine_data_display: '2026-11-22' });
    const moved = await requestAs(giulia, 'PUT', `/api/esami/${today.id_indagine}/stato`, {
      indagine_stato: 2,
    });
    expect(moved.status).toBe(200);
    expect(v.parse(ExamSaveAnswerSchema, await moved.json()).data.indagine_stato).toBe(2);
    // 23:30 UTC on the 22nd is already the 23rd in Rome.
    const lateEvening = await giuliaOf({ start: '2026-11-22T23:30:00Z' });
    const next = await add(lateEvening, { indagine_stato: 1, indagine_data_display: tomorrow });
    const path = `/api/esami/${next.id_indagine}/stato`;
    expect((await requestAs(lateEvening, 'PUT', path, { indagine_stato: 2 })).status).toBe(200);
  });

  it('refuses to add it to Completati or to date a completed exam after today, on indagine_data_display', async () => {
    const giulia = await giuliaOf();
    const added = await requestAs(giulia, 'POST', '/api/esami', {
      ...(await requestedLabExam(giulia)),
      indagine_stato: 2,
      indagine_data_display: tomorrow,
    });
    expect(added.status).toBe(400);
    expect((await errorOf(added)).fields).toEqual([
      { path: 'indagine_data_display', code: 'exam_completed_in_future' },
    ]);
    const completed = await add(giulia, { indagine_stato: 2, indagine_data_display: '2026-11-21' });
    const edited = await requestAs(giulia, 'PUT', `/api/esami/${completed.id_indagine}`, {
      ...(await requestedLabExam(giulia)),
      id_indagine: completed.id_indagine,
      indagine_data_display: tomorrow,
    });
    expect(edited.status).toBe(400);
    expect((await errorOf(edited)).fields).toEqual([
      { path: 'indagine_data_display', code: 'exam_completed_in_future' },
    ]);
    expect((await list(giulia, 2)).find((item) => item.id_indagine === completed.id_indagine)).toMatchObject({
      indagine_data_display: '2026-11-21',
    });
  });
});

describe('the licence gates (aggiungiesame, modificaesame, spostaEsame)', () => {
  // The Base licence lacks the three (domain baseLicenceExcludedKeys); a database of its own, since
  // the test deletes Marco's seeded exam.
  const gated = useTestDatabase();

  it('refuses add, edit and move without the permission, and still allows the lock and delete', async () => {
    const marco = await signedInApp(gated.db, MARCO_EMAIL);
    const before = await list(marco);
    const [exam] = before;
    if (exam === undefined) throw new Error('Marco has no seeded exam');
    const path = `/api/esami/${exam.id_indagine}`;
    const body = { ...(await requestedLabExam(marco)), id_indagine: exam.id_indagine };
    for (const [method, target, payload] of [
      ['POST', '/api/esami', { ...body, id_indagine: 0 }],
      ['PUT', path, body],
      ['PUT', `${path}/stato`, { indagine_stato: 2 }],
    ] as const) {
      const response = await requestAs(marco, method, target, payload);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('permission_denied');
    }
    expect(await list(marco)).toEqual(before);
    expect(
      (await requestAs(marco, 'PUT', `${path}/confidenzialita`, { id_livello_confidenzialita: 3 })).status,
    ).toBe(200);
    expect((await requestAs(marco, 'DELETE', path)).status).toBe(200);
  });
});

describe('GET /api/downloadEsami/{id}', () => {
  it('prints the three lists with the patient, the date and the exams, and refuses another patient', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const response = await requestAs(giulia, 'GET', `/api/downloadEsami/${giulia.patientId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('Esami.pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Paziente: Giulia Bianchi');
    expect(text).toContain('Data di stampa: 22/11/2026');
    for (const expected of [
      'Richiesti',
      'Programmati',
      'Completati',
      'Colesterolo totale',
      'Laboratorio Analisi Girasole',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Radiografia del torace');
    expect((await requestAs(giulia, 'GET', `/api/downloadEsami/${marco.patientId}`)).status).toBe(403);
  });

  it('prints the results of a completed laboratory exam after the lists, flagged against their range', async () => {
    const giulia = await giuliaOf();
    const cholesterol = (await list(giulia, 2)).find(
      (exam) => exam.indagine_descrizione === 'Colesterolo totale',
    );
    const added = await requestAs(giulia, 'POST', '/api/risultatiEsami', {
      id_indagine: cholesterol?.id_indagine,
      analita: 'Colesterolo LDL',
      valore: 162.5,
      unita: 'mg/dL',
      rif_min: null,
      rif_max: 115,
    });
    expect(added.status).toBe(200);
    const response = await requestAs(giulia, 'GET', `/api/downloadEsami/${giulia.patientId}`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of ['Risultati degli esami', 'Colesterolo LDL', '162,5 mg/dL', 'Alto']) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('Risultati degli esami')).toBeGreaterThan(text.indexOf('Completati'));
  });
});
