import {
  AnalyteListAnswerSchema,
  ExamListAnswerSchema,
  ExamResultDeleteAnswerSchema,
  ExamResultListAnswerSchema,
  ExamResultSaveAnswerSchema,
  ExamSaveAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertExam } from '../db/repositories/exams.ts';
import { type PatientSession as Session, useDemoPatients } from '../test/app.ts';
import { errorOf, request } from '../test/http.ts';

const { database, giuliaOf, marcoOf } = useDemoPatients();

function call(session: Session, method: string, path: string, body?: unknown, language = 'it') {
  return request(session.app, method, path, body, {
    token: session.token,
    headers: { 'accept-language': language },
  });
}

/** A new exam of the caller, completed Laboratori Analisi on `date` unless told otherwise. */
async function exam(session: Session, overrides: object = {}) {
  const response = await call(session, 'POST', '/api/esami', {
    id_indagine: 0,
    id_paziente: session.patientId,
    indagine_tipologia: 'Laboratori Analisi',
    id_livello_confidenzialita: 6,
    indagine_stato: 2,
    indagine_data_display: '2026-10-01',
    ...overrides,
  });
  expect(response.status).toBe(200);
  return v.parse(ExamSaveAnswerSchema, await response.json()).data.id_indagine;
}

async function addResult(session: Session, examId: number, body: object) {
  const response = await call(session, 'POST', '/api/risultatiEsami', { id_indagine: examId, ...body });
  expect(response.status).toBe(200);
  return v.parse(ExamResultSaveAnswerSchema, await response.json());
}

async function resultsOf(session: Session, examId: number) {
  const response = await call(session, 'GET', `/api/risultatiEsami/esame/${examId}`);
  expect(response.status).toBe(200);
  return v.parse(ExamResultListAnswerSchema, await response.json()).data;
}

async function trendOf(session: Session, analyte: string) {
  const response = await call(session, 'POST', `/api/risultatiEsami/andamento/${session.patientId}`, {
    analita: analyte,
  });
  expect(response.status).toBe(200);
  return v.parse(ExamResultListAnswerSchema, await response.json()).data;
}

describe('given a completed laboratory exam of Giulia', () => {
  it('adds results with their flags and the exam’s date, and lists them in the order entered', async () => {
    const giulia = await giuliaOf();
    const examId = await exam(giulia);
    const saved = await addResult(giulia, examId, {
      analita: ' Creatinina ',
      valore: 1.4,
      unita: 'mg/dL',
      rif_min: 0.5,
      rif_max: 1.2,
    });
    expect(saved.message).toBe('Dati salvati con successo!');
    expect(saved.data).toMatchObject({
      id_indagine: examId,
      id_paziente: giulia.patientId,
      analita: 'Creatinina',
      valore: 1.4,
      unita: 'mg/dL',
      esito: 'high',
      data: '2026-10-01',
    });
    await addResult(giulia, examId, {
      analita: 'Glicemia',
      valore: 90,
      unita: 'mg/dL',
      rif_min: 70,
      rif_max: 99,
    });
    await addResult(giulia, examId, { analita: 'INR', valore: 1 });
    const listed = await resultsOf(giulia, examId);
    expect(listed.map((result) => [result.analita, result.esito, result.unita])).toEqual([
      ['Creatinina', 'high', 'mg/dL'],
      ['Glicemia', 'normal', 'mg/dL'],
      ['INR', 'unknown', ''],
    ]);
  });

  it('deletes a result, and a second delete finds nothing (403, as an unknown id)', async () => {
    const giulia = await giuliaOf();
    const examId = await exam(giulia);
    const { data } = await addResult(giulia, examId, { analita: 'Sodio', valore: 140, unita: 'mmol/L' });
    const deleted = await call(giulia, 'DELETE', `/api/risultatiEsami/${data.id_risultato}`);
    expect(deleted.status).toBe(200);
    expect(v.parse(ExamResultDeleteAnswerSchema, await deleted.json()).data).toEqual({
      id_risultato: data.id_risultato,
    });
    expect(await resultsOf(giulia, examId)).toEqual([]);
    expect((await call(giulia, 'DELETE', `/api/risultatiEsami/${data.id_risultato}`)).status).toBe(403);
  });
});

describe('given a completed laboratory exam dated in the future (issue #37)', () => {
  it('refuses a result (400, translated) until the exam’s day, today being the date in Europe/Rome', async () => {
    const giulia = await giuliaOf();
    // The API no longer completes such an exam: this one was stored before the rule.
    const examId =
      (await insertExam(database.db, {
        id_paziente: giulia.patientId,
        indagine_tipologia: 'Laboratori Analisi',
        indagine_stato: 2,
        indagine_data_display: '2026-11-23',
        id_livello_confidenzialita: 6,
      })) ?? 0;
    const body = { id_indagine: examId, analita: 'Creatinina', valore: 1 };
    const italian = await call(giulia, 'POST', '/api/risultatiEsami', body);
    expect(italian.status).toBe(400);
    const error = await errorOf(italian);
    expect(error.fields).toEqual([{ path: 'id_indagine', code: 'results_need_past_exam' }]);
    expect(error.message).toBe('I risultati si aggiungono solo a un esame con la data di oggi o passata.');
    expect((await errorOf(await call(giulia, 'POST', '/api/risultatiEsami', body, 'en'))).message).toBe(
      'Results can be added only to an exam dated today or earlier.',
    );
    expect(await resultsOf(giulia, examId)).toEqual([]);
    // 23:30 UTC on the 22nd is already the 23rd in Rome: the exam's day.
    const lateEvening = await giuliaOf({ start: '2026-11-22T23:30:00Z' });
    const { data } = await addResult(lateEvening, examId, { analita: 'Creatinina', valore: 1 });
    expect(await resultsOf(giulia, examId)).toEqual([data]);
  });

  it('takes a result on a laboratory exam completed today', async () => {
    const giulia = await giuliaOf();
    const examId = await exam(giulia, { indagine_data_display: '2026-11-22' });
    const { data } = await addResult(giulia, examId, { analita: 'Glucosio', valore: 90, unita: 'mg/dL' });
    expect(data).toMatchObject({ id_indagine: examId, data: '2026-11-22' });
  });
});

describe('given exams that do not take results', () => {
  it('refuses a requested or scheduled exam and a completed exam of another type (400, translated)', async () => {
    const giulia = await giuliaOf();
    const body = { analita: 'Creatinina', valore: 1 };
    for (const overrides of [
      { indagine_stato: 0 },
      { indagine_stato: 1 },
      { indagine_tipologia: 'Studi Radiologici' },
      { indagine_tipologia: 'Patologia' },
    ]) {
      const examId = await exam(giulia, overrides);
      const italian = await call(giulia, 'POST', '/api/risultatiEsami', { ...body, id_indagine: examId });
      expect(italian.status).toBe(400);
      const error = await errorOf(italian);
      expect(error.fields).toEqual([{ path: 'id_indagine', code: 'results_need_completed_lab_exam' }]);
      expect(error.message).toBe(
        'I risultati si aggiungono solo agli esami di Laboratori Analisi completati.',
      );
      const english = await call(
        giulia,
        'POST',
        '/api/risultatiEsami',
        { ...body, id_indagine: examId },
        'en',
      );
      expect((await errorOf(english)).message).toBe(
        'Results can be added only to completed laboratory tests.',
      );
      expect(await resultsOf(giulia, examId)).toEqual([]);
    }
  });
});

describe('given bad bodies', () => {
  it('refuses a missing analyte or value, an inverted range and too long a text, by field, in the caller’s language', async () => {
    const giulia = await giuliaOf();
    const examId = await exam(giulia);
    const cases = [
      [{ analita: '', valore: 1 }, [{ path: 'analita', code: 'required' }]],
      [{ analita: 'Creatinina' }, [{ path: 'valore', code: 'required' }]],
      [{ analita: 'Creatinina', valore: '1,2' }, [{ path: 'valore', code: 'required' }]],
      [
        { analita: 'Creatinina', valore: 1, rif_min: 2, rif_max: 1 },
        [{ path: 'rif_max', code: 'reference_range_inverted' }],
      ],
      [
        { analita: 'a'.repeat(201), valore: 1 },
        [{ path: 'analita', code: 'too_long', params: { max: 200 } }],
      ],
    ] as const;
    for (const [body, fields] of cases) {
      const response = await call(giulia, 'POST', '/api/risultatiEsami', { id_indagine: examId, ...body });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.fields).toEqual(fields);
      expect(error.message).toBe('Alcuni campi non sono validi. Controlla i dati inseriti.');
    }
    const english = await call(giulia, 'POST', '/api/risultatiEsami', { id_indagine: examId }, 'en');
    expect((await errorOf(english)).message).toBe(
      'Some fields are not valid. Please check what you entered.',
    );
    expect(await resultsOf(giulia, examId)).toEqual([]);
  });
});

describe('the trend and the analytes', () => {
  it('gathers one analyte across the exams whatever its case, oldest exam first, undated last', async () => {
    const giulia = await giuliaOf();
    const october = await exam(giulia, { indagine_data_display: '2026-10-20' });
    const march = await exam(giulia, { indagine_data_display: '2026-03-05' });
    const undated = await exam(giulia, { indagine_data_display: null });
    await addResult(giulia, october, { analita: 'Emoglobina glicata', valore: 6.1, unita: '%', rif_max: 6 });
    await addResult(giulia, undated, { analita: 'emoglobina glicata', valore: 5.9, unita: '%', rif_max: 6 });
    await addResult(giulia, march, { analita: 'EMOGLOBINA GLICATA ', valore: 5.7, unita: '%', rif_max: 6 });
    await addResult(giulia, march, { analita: 'Emoglobina', valore: 13, unita: 'g/dL' });
    const trend = await trendOf(giulia, '  emoglobina GLICATA');
    expect(trend.map((result) => [result.data, result.valore, result.esito])).toEqual([
      ['2026-03-05', 5.7, 'normal'],
      ['2026-10-20', 6.1, 'high'],
      [null, 5.9, 'normal'],
    ]);
    const analytes = await call(giulia, 'GET', `/api/risultatiEsami/analiti/${giulia.patientId}`);
    expect(analytes.status).toBe(200);
    const names = v.parse(AnalyteListAnswerSchema, await analytes.json()).data;
    expect(names).toContainEqual({ analita: 'EMOGLOBINA GLICATA', risultati: 3 });
    expect(names).toContainEqual({ analita: 'Emoglobina', risultati: 1 });
  });

  it('hides the results of a deleted exam from the trend, the analytes and the exam’s own calls', async () => {
    const giulia = await giuliaOf();
    const examId = await exam(giulia);
    const { data } = await addResult(giulia, examId, {
      analita: 'Ferritina',
      valore: 12,
      unita: 'ng/mL',
      rif_min: 15,
    });
    expect(await trendOf(giulia, 'ferritina')).toHaveLength(1);
    expect((await call(giulia, 'DELETE', `/api/esami/${examId}`)).status).toBe(200);
    expect(await trendOf(giulia, 'ferritina')).toEqual([]);
    const analytes = await call(giulia, 'GET', `/api/risultatiEsami/analiti/${giulia.patientId}`);
    const names = v.parse(AnalyteListAnswerSchema, await analytes.json()).data.map((item) => item.analita);
    expect(names).not.toContain('Ferritina');
    expect((await call(giulia, 'GET', `/api/risultatiEsami/esame/${examId}`)).status).toBe(404);
    expect(
      (
        await call(giulia, 'POST', '/api/risultatiEsami', {
          id_indagine: examId,
          analita: 'Ferro',
          valore: 1,
        })
      ).status,
    ).toBe(404);
    expect((await call(giulia, 'DELETE', `/api/risultatiEsami/${data.id_risultato}`)).status).toBe(404);
  });
});

describe('given Marco’s ids in Giulia’s requests', () => {
  it('refuses Marco’s exam, result and patient id on every call (403) and changes nothing', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    // Marco's Base licence cannot add exams (the gate): his completed lab exam is stored directly.
    const marcoExam =
      (await insertExam(database.db, {
        id_paziente: marco.patientId,
        indagine_tipologia: 'Laboratori Analisi',
        indagine_stato: 2,
        indagine_data_display: '2026-10-01',
        id_livello_confidenzialita: 6,
      })) ?? 0;
    const { data: marcoResult } = await addResult(marco, marcoExam, {
      analita: 'Creatinina',
      valore: 0.9,
      unita: 'mg/dL',
    });
    for (const [method, path, body] of [
      ['GET', `/api/risultatiEsami/esame/${marcoExam}`, undefined],
      ['POST', '/api/risultatiEsami', { id_indagine: marcoExam, analita: 'Creatinina', valore: 5 }],
      ['DELETE', `/api/risultatiEsami/${marcoResult.id_risultato}`, undefined],
      ['GET', `/api/risultatiEsami/analiti/${marco.patientId}`, undefined],
      ['POST', `/api/risultatiEsami/andamento/${marco.patientId}`, { analita: 'Creatinina' }],
      ['GET', '/api/risultatiEsami/esame/2000000000', undefined],
      ['POST', '/api/risultatiEsami', { id_indagine: 2_000_000_000, analita: 'Creatinina', valore: 5 }],
      ['DELETE', '/api/risultatiEsami/2000000000', undefined],
    ] as const) {
      const response = await call(giulia, method, path, body);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe('Non hai accesso a questi dati.');
    }
    expect(await resultsOf(marco, marcoExam)).toEqual([marcoResult]);
    expect((await trendOf(marco, 'creatinina')).map((result) => result.id_risultato)).toEqual([
      marcoResult.id_risultato,
    ]);
    const giuliaExams = v.parse(
      ExamListAnswerSchema,
      await (await call(giulia, 'GET', `/api/getEsami/${giulia.patientId}/3`)).json(),
    ).data;
    expect(giuliaExams.map((item) => item.id_indagine)).not.toContain(marcoExam);
  });
});
