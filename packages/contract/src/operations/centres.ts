import { CentreMailSchema, MailSentAnswerSchema } from '@cartella/domain';
import { defineOperation } from '../operation.ts';

/** Issue #19: the affiliated centres page's e-mail action (spec 001 sections 2, 3 and 7). */
export const centreOperations = {
  mailCentre: defineOperation({
    method: 'post',
    path: '/api/centriConvenzionati/{id}/mail',
    operationId: 'mailCareCentre',
    tag: 'Exams',
    summary: 'Send an e-mail to an affiliated centre',
    description:
      'Spec 001 section 2 "Affiliated centres page" (the e-mail modal) and section 3 "Mail payload". ' +
      'The body is only the subject and the text; the recipient is the stored address of centre ' +
      '`id` (404 for an unknown centre), never one named by the request. The message leaves from ' +
      "the server's MAIL_FROM with the caller's account address in Reply-To. The same limit as " +
      'mail to doctors: MAIL_DAILY_LIMIT (20) mails in 24 hours per patient (429 with Retry-After). ' +
      '502 `mail_failed` when the mail server refuses it. The text is neither kept nor logged.',
    pathParams: { id: 'centre id' },
    requestBody: CentreMailSchema,
    response: MailSentAnswerSchema,
    errors: ['forbidden', 'not_found', 'rate_limited', 'mail_failed'],
  }),
} as const;
