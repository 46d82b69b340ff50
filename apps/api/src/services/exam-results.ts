import { type ExamResultCreateSchema, examResultsRefusal, issueMessages, resultFlag } from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  deleteExamResult,
  type ExamResultRow,
  findExamResult,
  insertExamResult,
  listAnalyteResults,
  listAnalytes,
  listExamResults,
  listPatientResults,
} from '../db/repositories/exam-results.ts';
import type { ExamRow } from '../db/repositories/exams.ts';
import { ApiError } from '../lib/api-error.ts';

/**
 * The rules of an exam's results (issue #19, beyond the spec): only a completed Laboratori Analisi
 * exam not dated after today (issue #37) takes results; a result's date is its exam's; a deleted exam hides its results. The route
 * authorises (the caller owns the exam, the result or the patient).
 */

type ExamResultInput = v.InferOutput<typeof ExamResultCreateSchema>;

function toResultAnswer({ result, data }: Pick<ExamResultRow, 'result' | 'data'>) {
  return {
    id_risultato: result.id,
    id_indagine: result.id_indagine,
    id_paziente: result.id_paziente,
    analita: result.analita,
    valore: result.valore,
    unita: result.unita,
    rif_min: result.rif_min,
    rif_max: result.rif_max,
    esito: resultFlag(result.valore, result.rif_min, result.rif_max),
    data,
  };
}

/** An exam's results, in the order they were entered. */
export async function resultsOfExam(db: Database, examId: number) {
  return (await listExamResults(db, examId)).map(toResultAnswer);
}

/**
 * Adds a result to a completed Laboratori Analisi exam dated today or earlier (`today`, Europe/Rome);
 * any other exam is 400 on id_indagine with the reason's message (examResultsRefusal).
 */
export async function addExamResult(db: Database, exam: ExamRow, input: ExamResultInput, today: string) {
  const refusal = examResultsRefusal(exam, today);
  if (refusal !== null) {
    throw new ApiError('validation_failed', {
      fields: [{ path: 'id_indagine', code: refusal }],
      message: issueMessages[refusal],
    });
  }
  const row = await insertExamResult(db, {
    id_indagine: exam.id_indagine,
    id_paziente: exam.id_paziente,
    analita: input.analita.trim(),
    valore: input.valore,
    unita: input.unita?.trim() ?? '',
    rif_min: input.rif_min ?? null,
    rif_max: input.rif_max ?? null,
  });
  if (row === undefined) throw new ApiError('not_found');
  return toResultAnswer({ result: row, data: exam.indagine_data_display });
}

/** A result by id with its exam's owner and state, whoever owns it (the route checks). */
export function resultById(db: Database, resultId: number) {
  return findExamResult(db, resultId);
}

/** Deletes a result. */
export async function deleteOwnResult(db: Database, resultId: number) {
  if (!(await deleteExamResult(db, resultId))) throw new ApiError('not_found');
  return { id_risultato: resultId };
}

/** The patient's results of one analyte, by exam date: the trend. */
export async function analyteTrendOf(db: Database, patientId: number, analyte: string) {
  return (await listAnalyteResults(db, patientId, analyte)).map(toResultAnswer);
}

/** The patient's analytes with how many results each has. */
export async function analytesOf(db: Database, patientId: number) {
  return listAnalytes(db, patientId);
}

/** One structured result as the PDFs print it: what was entered, and the flag against the range. */
export type PrintedResult = Pick<
  ReturnType<typeof toResultAnswer>,
  'analita' | 'valore' | 'unita' | 'rif_min' | 'rif_max' | 'esito'
>;

/**
 * Each exam's results for the PDFs (the clinical report, the exam list), by exam id, in the order
 * entered; deleted exams are left out.
 */
export async function printedResultsByExam(db: Database, patientId: number) {
  const byExam = new Map<number, PrintedResult[]>();
  for (const row of await listPatientResults(db, patientId)) {
    const list = byExam.get(row.result.id_indagine) ?? [];
    list.push(toResultAnswer(row));
    byExam.set(row.result.id_indagine, list);
  }
  return byExam;
}
