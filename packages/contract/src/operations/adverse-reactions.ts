import {
  AdverseReactionListAnswerSchema,
  AdverseReactionRequestSchema,
  AdverseReactionSaveAnswerSchema,
} from '@cartella/domain';
import { defineOperation, pdfAnswer } from '../operation.ts';

export const adverseReactionOperations = {
  create: defineOperation({
    method: 'post',
    path: '/api/adverseReaction',
    operationId: 'createAdverseReport',
    tag: 'Medications',
    summary: 'Files an adverse-reaction report about one of the caller’s therapies',
    description:
      'Spec 000 sections 3 and 5: every field required; menstruation, pregnancy and nursing only ' +
      'for female patients; first assumption not after the last (issue on last_assumption_date); ' +
      'impact 1 to 10. The body also carries id_utente (the caller) and id_terapie.',
    requestBody: AdverseReactionRequestSchema,
    response: AdverseReactionSaveAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  list: defineOperation({
    method: 'get',
    path: '/api/getAdverseReaction/{id}',
    operationId: 'listAdverseReports',
    tag: 'Medications',
    summary: "The caller's adverse-reaction reports, newest first",
    pathParams: { id: 'id_utente of the caller' },
    response: AdverseReactionListAnswerSchema,
    errors: ['forbidden'],
  }),
  pdf: defineOperation({
    method: 'get',
    path: '/api/adverseReaction/{id}/pdf',
    operationId: 'downloadAdverseReportPdf',
    tag: 'Medications',
    summary: 'One of the caller’s reports as a PDF laid out like AIFA’s citizen reporting form',
    description:
      'Beyond spec 000 (issue 9): the patient sends the PDF to the regional pharmacovigilance centre. ' +
      'Another user’s report answers 404, like a missing one.',
    pathParams: { id: 'id of the report' },
    response: pdfAnswer('The report (segnalazione-<id>.pdf)'),
    errors: ['not_found'],
  }),
} as const;
