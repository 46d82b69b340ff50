import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { insertExam } from '../db/repositories/exams.ts';
import { patients, users } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { createTestDatabase } from '../test/database.ts';
import { addExamResult, analytesOf, analyteTrendOf, resultsOfExam } from './exam-results.ts';
import { examById } from './exams.ts';

let handle: DatabaseHandle;
let patientId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  const [row] = await handle.db
    .select({ patientId: patients.id_paziente })
    .from(patients)
    .innerJoin(users, eq(users.id_utente, patients.id_utente))
    .where(eq(users.email, 'giulia.bianchi@example.org'));
  if (row === undefined) throw new Error('The demo patient is missing');
  patientId = row.patientId;
});
afterAll(async () => {
  await handle.close();
});

/** A stored exam of Giulia, read back as the routes read it. */
async function storedExam(values: { indagine_stato: number; indagine_tipologia: string; date: string }) {
  const id = await insertExam(handle.db, {
    id_paziente: patientId,
    indagine_stato: values.indagine_stato,
    indagine_tipologia: values.indagine_tipologia,
    indagine_data_display: values.date,
    id_livello_confidenzialita: 6,
  });
  const exam = id === undefined ? undefined : await examById(handle.db, id);
  if (exam === undefined) throw new Error('The exam was not stored');
  return exam;
}

const result = { analita: 'Potassio', valore: 5.6, unita: 'mmol/L', rif_min: 3.5, rif_max: 5.1 };

/** The day the results are added on (Europe/Rome). */
const today = '2026-11-22';

describe('addExamResult, given a completed Laboratori Analisi exam', () => {
  it('stores the result with the exam’s patient and answers it flagged, dated with the exam', async () => {
    const exam = await storedExam({
      indagine_stato: 2,
      indagine_tipologia: 'Laboratori Analisi',
      date: '2026-06-01',
    });
    const saved = await addExamResult(handle.db, exam, { id_indagine: exam.id_indagine, ...result }, today);
    expect(saved).toMatchObject({ id_paziente: patientId, esito: 'high', data: '2026-06-01' });
    expect(await resultsOfExam(handle.db, exam.id_indagine)).toEqual([saved]);
    expect((await analyteTrendOf(handle.db, patientId, 'POTASSIO')).map((item) => item.id_risultato)).toEqual(
      [saved.id_risultato],
    );
    expect(await analytesOf(handle.db, patientId)).toContainEqual({ analita: 'Potassio', risultati: 1 });
  });
});

describe('addExamResult, given an exam that takes no results', () => {
  it('refuses it with results_need_completed_lab_exam on id_indagine and stores nothing', async () => {
    const exam = await storedExam({
      indagine_stato: 1,
      indagine_tipologia: 'Laboratori Analisi',
      date: '2026-06-02',
    });
    const refusal = await addExamResult(
      handle.db,
      exam,
      { id_indagine: exam.id_indagine, ...result },
      today,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ path: 'id_indagine', code: 'results_need_completed_lab_exam' }] },
    });
    expect(await resultsOfExam(handle.db, exam.id_indagine)).toEqual([]);
  });

  it('refuses a completed laboratory exam dated after today with results_need_past_exam (issue #37)', async () => {
    const exam = await storedExam({
      indagine_stato: 2,
      indagine_tipologia: 'Laboratori Analisi',
      date: '2026-11-23',
    });
    const refusal = await addExamResult(
      handle.db,
      exam,
      { id_indagine: exam.id_indagine, ...result },
      today,
    ).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ path: 'id_indagine', code: 'results_need_past_exam' }] },
    });
    expect(await resultsOfExam(handle.db, exam.id_indagine)).toEqual([]);
    const onItsDay = await addExamResult(
      handle.db,
      exam,
      { id_indagine: exam.id_indagine, ...result },
      '2026-11-23',
    );
    expect(await resultsOfExam(handle.db, exam.id_indagine)).toEqual([onItsDay]);
  });
});
