import {
  AnalyteListAnswerSchema,
  AnalyteTrendSchema,
  ExamResultCreateSchema,
  ExamResultDeleteAnswerSchema,
  ExamResultListAnswerSchema,
  ExamResultSaveAnswerSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

const issue = 'Issue #19, beyond the spec: structured results of a completed Laboratori Analisi exam.';

export const examResultOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/risultatiEsami/esame/{id_indagine}',
    operationId: 'listExamResults',
    tag: 'Exam results',
    summary: "One exam's results, in the order they were entered",
    description: `${issue} Each result carries its flag against the lab's range and the exam's date. A deleted exam answers 404.`,
    pathParams: { id_indagine: "the caller's exam" },
    response: ExamResultListAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/risultatiEsami',
    operationId: 'createExamResult',
    tag: 'Exam results',
    summary: 'Adds a result to one of the caller’s completed laboratory exams',
    description:
      `${issue} Analyte and value required, unit and reference limits optional, the lower limit ` +
      'not above the upper (400 reference_range_inverted on rif_max). An exam that is not completed ' +
      '(indagine_stato 2) or not of type Laboratori Analisi is 400 results_need_completed_lab_exam ' +
      'on id_indagine, one dated after today (Europe/Rome) 400 results_need_past_exam (issue #37); ' +
      'another patient’s exam is 403.',
    requestBody: ExamResultCreateSchema,
    response: ExamResultSaveAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/risultatiEsami/{id_risultato}',
    operationId: 'deleteExamResult',
    tag: 'Exam results',
    summary: 'Deletes a result of one of the caller’s exams',
    description: `${issue} The result of a deleted exam answers 404.`,
    pathParams: { id_risultato: "a result of the caller's exam" },
    response: ExamResultDeleteAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  analytes: defineOperation({
    method: 'get',
    path: '/api/risultatiEsami/analiti/{id_paziente}',
    operationId: 'listAnalytes',
    tag: 'Exam results',
    summary: "The caller's analytes, each with how many results it has",
    description: `${issue} Analytes are compared trimmed and without regard to case; deleted exams are left out.`,
    pathParams: { id_paziente: 'id_paziente of the caller' },
    response: AnalyteListAnswerSchema,
    errors: ['forbidden'],
  }),
  trend: defineOperation({
    method: 'post',
    path: '/api/risultatiEsami/andamento/{id_paziente}',
    operationId: 'analyteTrend',
    tag: 'Exam results',
    summary: "One analyte's results across the caller's exams, by exam date",
    description:
      `${issue} Every result whose analyte matches the body's (trimmed, any case), oldest exam ` +
      'first (exams without a date last); deleted exams are left out.',
    readOnly: true,
    pathParams: { id_paziente: 'id_paziente of the caller' },
    requestBody: AnalyteTrendSchema,
    response: ExamResultListAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
