import {
  CareCentreListAnswerSchema,
  centreTypes,
  ExamConfidentialitySchema,
  ExamCreateSchema,
  ExamDeleteAnswerSchema,
  ExamListAnswerSchema,
  ExamMoveSchema,
  ExamSaveAnswerSchema,
  ExamSchema,
  ExamSearchSchema,
  examListStatuses,
  InvestigationSearchAnswerSchema,
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
import { requireOwnPatient, requirePermission } from '../middleware/access.ts';
import { requireOwnExam } from '../middleware/exam-access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { printedResultsByExam } from '../services/exam-results.ts';
import {
  addExam,
  centresOf,
  deleteOwnExam,
  editExam,
  examAnswerOf,
  examsMatching,
  examsOf,
  investigationsMatching,
  moveOwnExam,
  setExamConfidentiality,
} from '../services/exams.ts';

const checks =
  'Type and confidentiality are required (Questo campo è obbligatorio!). A non-null ' +
  'id_diagn_investigations must be in the catalogue, a non-null id_centro_indagine an affiliated ' +
  'centre of the kind the type takes place at (Studi Specialistici 1, Studi Radiologici 2, ' +
  'Laboratori Analisi and Patologia 3), diags the patient’s own diagnoses; else 400 option_invalid ' +
  'on that field. A chosen centre clears altro_centro.';

export const examOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/getEsami/{a}/{b}',
    operationId: 'listExams',
    tag: 'Exams',
    summary: "The caller's exams: one list (0 requested, 1 scheduled, 2 completed) or all (3)",
    description:
      'Spec 000 section 7 "Exams list": GET /api/getEsami/{a}/{b} (type argument 3). Deleted ' +
      'exams (status 3) are never listed. Newest exam date first.',
    pathParams: { a: 'id_paziente of the caller', b: 'indagine_stato, or 3 for every list' },
    response: ExamListAnswerSchema,
    errors: ['forbidden'],
  }),
  search: defineOperation({
    method: 'post',
    path: '/api/esamifilter/{id}',
    operationId: 'searchExams',
    tag: 'Exams',
    summary: "Searches the caller's exams (at least 3 characters)",
    description:
      'Spec 000 section 7 "Exam search" (body {search}) and section 9 (at least 3 characters). ' +
      'Matches investigation, reason, centre, care provider and type; an empty answer shows ' +
      "'nessuna data'.",
    pathParams: { id: 'id_paziente of the caller' },
    requestBody: ExamSearchSchema,
    response: ExamListAnswerSchema,
    errors: ['forbidden'],
  }),
  investigations: defineOperation({
    method: 'post',
    path: '/api/esamifilter',
    operationId: 'searchInvestigations',
    tag: 'Exams',
    summary: 'Investigation suggestions from the catalogue (more than 2 characters)',
    description:
      'Spec 000 section 7 "Exam search" without an id and "Investigation search" (items id, ' +
      'descrizione): the catalogue of common outpatient investigations (apps/api/data/indagini), ' +
      'at most 20, by name; optionally of one exam type. Reference data only.',
    requestBody: InvestigationSearchSchema,
    response: InvestigationSearchAnswerSchema,
    errors: [],
  }),
  centres: defineOperation({
    method: 'get',
    path: '/api/getCentriIndagini/{id}',
    operationId: 'listCareCentres',
    tag: 'Exams',
    summary: 'Affiliated centres of one kind (1 specialist, 2 radiology, 3 laboratory)',
    description:
      'Spec 000 section 7 "Affiliated centres" and spec 001 section 3 "Care centre". Reference ' +
      'data; the centre’s e-mail address stays on the server.',
    pathParams: { id: 'centre kind: 1, 2 or 3' },
    response: CareCentreListAnswerSchema,
    errors: [],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/esami',
    operationId: 'createExam',
    tag: 'Exams',
    summary: 'Adds an exam to the list it was added from',
    description:
      'Spec 000 sections 4, 5 and 7 (the generic save of `esami`, whose path the spec does not ' +
      `show); needs aggiungiesame (section 6). ${checks}`,
    requestBody: ExamCreateSchema,
    response: ExamSaveAnswerSchema,
    errors: ['forbidden', 'permission_denied'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/esami/{id_indagine}',
    operationId: 'updateExam',
    tag: 'Exams',
    summary: 'Edits an exam (its list stays)',
    description: `Spec 000 section 5; needs modificaesame. ${checks}`,
    pathParams: { id_indagine: 'the exam' },
    requestBody: ExamSchema,
    response: ExamSaveAnswerSchema,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
  move: defineOperation({
    method: 'put',
    path: '/api/esami/{id_indagine}/stato',
    operationId: 'moveExam',
    tag: 'Exams',
    summary: 'Moves an exam to another list',
    description:
      'Spec 000 section 4: any list other than the current one (else 400 option_invalid on ' +
      'indagine_stato); needs spostaEsame.',
    pathParams: { id_indagine: 'the exam' },
    requestBody: ExamMoveSchema,
    response: ExamSaveAnswerSchema,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
  confidentiality: defineOperation({
    method: 'put',
    path: '/api/esami/{id_indagine}/confidenzialita',
    operationId: 'setExamConfidentiality',
    tag: 'Exams',
    summary: "Sets an exam's confidentiality level (the lock)",
    description: 'Spec 000 section 6: the lock is not gated.',
    pathParams: { id_indagine: 'the exam' },
    requestBody: ExamConfidentialitySchema,
    response: ExamSaveAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  print: defineOperation({
    method: 'get',
    path: '/api/downloadEsami/{id}',
    operationId: 'downloadExamList',
    tag: 'Exams',
    summary: "The patient's exams by status as a tagged PDF (print exams)",
    description:
      'Spec 000 section 2 (print-exams button) and spec 001 section 7 GET /api/downloadEsami/{id}: ' +
      'A4 tagged PDF with the patient name, the date, and the three lists (Richiesti, ' +
      'Programmati, Completati) with investigation, type, date, centre, care provider and reason.',
    pathParams: { id: 'id_paziente of the caller' },
    response: { mediaType: 'application/pdf', description: 'The exam list (Esami.pdf)' },
    errors: ['forbidden'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/esami/{id_indagine}',
    operationId: 'deleteExam',
    tag: 'Exams',
    summary: 'Deletes an exam (soft delete: status 3 with the deletion time)',
    description: 'Spec 000 section 4; not gated (section 6). The exam leaves every list.',
    pathParams: { id_indagine: 'the exam' },
    response: ExamDeleteAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
} as const;

function messageFor(c: Context<AppEnv>, message: Message) {
  return message[localeFromAcceptLanguage(c.req.header('accept-language'))];
}

export function examRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, workers } = deps;
  const app = new Hono<AppEnv>();
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
        today: localDateTime(config.now(), config.timeZone).date,
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
    return saved(c, await addExam(db, body.id_paziente, body));
  });

  app.put(honoPath(examOperations.update.path), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    await requirePermission(deps, c, 'modificaesame');
    const stored = await requireOwnExam(deps, c, examId);
    const body = await parseJsonBody(c, ExamSchema);
    if (body.id_indagine !== 0 && body.id_indagine !== examId) fieldError('id_indagine', 'invalid_type');
    await editExam(db, stored, body);
    return saved(c, examId);
  });

  app.put(honoPath(examOperations.move.path), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    await requirePermission(deps, c, 'spostaEsame');
    const stored = await requireOwnExam(deps, c, examId);
    const body = await parseJsonBody(c, ExamMoveSchema);
    await moveOwnExam(db, stored, body.indagine_stato);
    return saved(c, examId);
  });

  app.put(honoPath(examOperations.confidentiality.path), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    const stored = await requireOwnExam(deps, c, examId);
    const body = await parseJsonBody(c, ExamConfidentialitySchema);
    await setExamConfidentiality(db, stored, body.id_livello_confidenzialita);
    return saved(c, examId);
  });

  app.delete(honoPath(examOperations.remove.path), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    const stored = await requireOwnExam(deps, c, examId);
    return c.json({
      message: messageFor(c, successMessages.actionSucceeded),
      data: await deleteOwnExam(db, stored, config.now()),
    });
  });
  return app;
}
