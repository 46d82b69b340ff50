import { examResultOperations } from '@cartella/contract';
import {
  AnalyteTrendSchema,
  ExamResultCreateSchema,
  localeFromAcceptLanguage,
  successMessages,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  addExamResult,
  analytesOf,
  analyteTrendOf,
  deleteOwnResult,
  resultById,
  resultsOfExam,
} from '../services/exam-results.ts';
import { examById, isExamGone, patientOfExam } from '../services/exams.ts';

export function examResultRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const messageOf = (c: Context<AppEnv>) =>
    successMessages.dataSaved[localeFromAcceptLanguage(c.req.header('accept-language'))];

  /** The caller's own exam of this id; another's or an unknown one is 403, a deleted one 404. */
  const ownExam = async (c: Context<AppEnv>, examId: number) =>
    requireOwnRecord(deps, c, await examById(db, examId), patientOfExam, isExamGone);

  app.get(honoPath(examResultOperations.list.path), async (c) => {
    const exam = await ownExam(c, integerParam(c, 'id_indagine'));
    return c.json({ data: await resultsOfExam(db, exam.id_indagine) });
  });

  app.post(honoPath(examResultOperations.create.path), async (c) => {
    const body = await parseJsonBody(c, ExamResultCreateSchema);
    const exam = await ownExam(c, body.id_indagine);
    const today = localDateTime(config.now(), config.timeZone).date;
    return c.json({ message: messageOf(c), data: await addExamResult(db, exam, body, today) });
  });

  app.delete(honoPath(examResultOperations.remove.path), async (c) => {
    const found = await requireOwnRecord(
      deps,
      c,
      await resultById(db, integerParam(c, 'id_risultato')),
      (row) => row.result.id_paziente,
      (row) => isExamGone(row.exam),
    );
    return c.json({
      message: successMessages.actionSucceeded[localeFromAcceptLanguage(c.req.header('accept-language'))],
      data: await deleteOwnResult(db, found.result.id),
    });
  });

  app.get(honoPath(examResultOperations.analytes.path), async (c) => {
    const patientId = integerParam(c, 'id_paziente');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await analytesOf(db, patientId) });
  });

  app.post(honoPath(examResultOperations.trend.path), async (c) => {
    const patientId = integerParam(c, 'id_paziente');
    await requireOwnPatient(deps, c, patientId);
    const body = await parseJsonBody(c, AnalyteTrendSchema);
    return c.json({ data: await analyteTrendOf(db, patientId, body.analita) });
  });

  return app;
}
