import { examOperations } from '@cartella/contract';
import {
  centreTypes,
  ExamConfidentialitySchema,
  ExamCreateSchema,
  ExamMoveSchema,
  ExamSchema,
  ExamSearchSchema,
  examListStatuses,
  InvestigationSearchSchema,
  localeFromAcceptLanguage,
  type Message,
  successMessages,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { printedResultsByExam } from '../services/exam-results.ts';
import {
  addExam,
  centresOf,
  deleteOwnExam,
  editExam,
  examAnswerOf,
  examById,
  examsMatching,
  examsOf,
  investigationsMatching,
  isExamGone,
  moveOwnExam,
  patientOfExam,
  setExamConfidentiality,
} from '../services/exams.ts';

function messageFor(c: Context<AppEnv>, message: Message) {
  return message[localeFromAcceptLanguage(c.req.header('accept-language'))];
}

export function examRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, workers } = deps;
  const app = new Hono<AppEnv>();
  const today = () => localDateTime(config.now(), config.timeZone).date;
  const saved = async (c: Context<AppEnv>, examId: number | undefined) =>
    c.json({ message: messageFor(c, successMessages.dataSaved), data: await examAnswerOf(db, examId) });

  app.get(honoPath(examOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'a');
    await requireOwnPatient(deps, c, patientId);
    // 0, 1 or 2 is one list, 3 every list (ids start at 1, so no integerParam here).
    const kind = c.req.param('b');
    const status = examListStatuses.find((value) => String(value) === kind);
    if (status === undefined && kind !== '3') fieldError('b', 'option_invalid');
    return c.json({ data: await examsOf(db, patientId, status ?? null) });
  });

  app.get(honoPath(examOperations.print.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const { patient } = await requireOwnPatient(deps, c, patientId);
    const [exams, resultsByExam] = await Promise.all([
      examsOf(db, patientId, null),
      printedResultsByExam(db, patientId),
    ]);
    const pdf = await workers.run('examList', {
      exams: exams.map((exam) => ({
        indagine_stato: exam.indagine_stato,
        indagine_tipologia: exam.indagine_tipologia,
        indagine: exam.indagine_descrizione,
        data: exam.indagine_data_display,
        centro: exam.centro_nome || (exam.altro_centro ?? ''),
        careprovider: exam.careprovider ?? '',
        motivo: exam.indagine_motivo,
        risultati: resultsByExam.get(exam.id_indagine) ?? [],
      })),
      context: {
        patientName: `${patient.paziente_nome} ${patient.paziente_cognome}`,
        today: today(),
      },
    });
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="Esami.pdf"',
    });
  });

  app.post(honoPath(examOperations.search.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    const body = await parseJsonBody(c, ExamSearchSchema);
    return c.json({ data: await examsMatching(db, patientId, body.search) });
  });

  app.post(honoPath(examOperations.investigations.path), async (c) => {
    const body = await parseJsonBody(c, InvestigationSearchSchema);
    return c.json({ data: await investigationsMatching(db, body.search, body.indagine_tipologia ?? null) });
  });

  app.get(honoPath(examOperations.centres.path), async (c) => {
    const kindParam = integerParam(c, 'id');
    const kind = centreTypes.find((value) => value === kindParam);
    if (kind === undefined) fieldError('id', 'option_invalid');
    return c.json({ data: await centresOf(db, kind) });
  });

  app.post(honoPath(examOperations.create.path), async (c) => {
    await requirePermission(deps, c, 'aggiungiesame');
    const body = await parseJsonBody(c, ExamCreateSchema);
    // Only id 0 is created; an edit is the PUT.
    if (body.id_indagine !== 0) fieldError('id_indagine', 'invalid_type');
    await requireOwnPatient(deps, c, body.id_paziente);
    return saved(c, await addExam(db, body.id_paziente, body, today()));
  });

  app.put(honoPath(examOperations.update.path), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    await requirePermission(deps, c, 'modificaesame');
    const stored = await requireOwnRecord(deps, c, await examById(db, examId), patientOfExam, isExamGone);
    const body = await parseJsonBody(c, ExamSchema);
    if (body.id_indagine !== 0 && body.id_indagine !== examId) fieldError('id_indagine', 'invalid_type');
    await editExam(db, stored, body, today());
    return saved(c, examId);
  });

  app.put(honoPath(examOperations.move.path), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    await requirePermission(deps, c, 'spostaEsame');
    const stored = await requireOwnRecord(deps, c, await examById(db, examId), patientOfExam, isExamGone);
    const body = await parseJsonBody(c, ExamMoveSchema);
    await moveOwnExam(db, stored, body.indagine_stato, today());
    return saved(c, examId);
  });

  app.put(honoPath(examOperations.confidentiality.path), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    const stored = await requireOwnRecord(deps, c, await examById(db, examId), patientOfExam, isExamGone);
    const body = await parseJsonBody(c, ExamConfidentialitySchema);
    await setExamConfidentiality(db, stored, body.id_livello_confidenzialita);
    return saved(c, examId);
  });

  app.delete(honoPath(examOperations.remove.path), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    const stored = await requireOwnRecord(deps, c, await examById(db, examId), patientOfExam, isExamGone);
    return c.json({
      message: messageFor(c, successMessages.actionSucceeded),
      data: await deleteOwnExam(db, stored, config.now()),
    });
  });
  return app;
}
