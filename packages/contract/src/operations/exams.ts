import {
  CareCentreListAnswerSchema,
  ExamConfidentialitySchema,
  ExamCreateSchema,
  ExamDeleteAnswerSchema,
  ExamListAnswerSchema,
  ExamMoveSchema,
  ExamSaveAnswerSchema,
  ExamSchema,
  ExamSearchSchema,
  InvestigationSearchAnswerSchema,
  InvestigationSearchSchema,
} from '@cartella/domain';
import { callerPatientId, defineOperation, pdfAnswer } from '../operation.ts';

const checks =
  'Type and confidentiality are required (Questo campo è obbligatorio!). A non-null ' +
  'id_diagn_investigations must be in the catalogue, a non-null id_centro_indagine an affiliated ' +
  'centre of the kind the type takes place at (Studi Specialistici 1, Studi Radiologici 2, ' +
  'Laboratori Analisi and Patologia 3), diags the patient’s own diagnoses; else 400 option_invalid ' +
  'on that field. A chosen centre clears altro_centro. An exam in Completati (2) dated after today ' +
  '(Europe/Rome) is 400 exam_completed_in_future on indagine_data_display (issue #37).';

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
    pathParams: callerPatientId,
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
    permission: 'aggiungiesame',
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
    permission: 'modificaesame',
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
      'indagine_stato); Completati (2) not for an exam dated after today in Europe/Rome (400 ' +
      'exam_completed_in_future on indagine_stato, issue #37); needs spostaEsame.',
    pathParams: { id_indagine: 'the exam' },
    requestBody: ExamMoveSchema,
    response: ExamSaveAnswerSchema,
    permission: 'spostaEsame',
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
    pathParams: callerPatientId,
    response: pdfAnswer('The exam list (Esami.pdf)'),
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
