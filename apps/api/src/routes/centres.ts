import {
  CentreMailSchema,
  localeFromAcceptLanguage,
  MailSentAnswerSchema,
  successMessages,
  translate,
} from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { sendMailToCentre } from '../services/mail.ts';

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

export function centreRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(honoPath(centreOperations.mailCentre.path), async (c) => {
    const centreId = integerParam(c, 'id');
    const body = await parseJsonBody(c, CentreMailSchema);
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    const outcome = await sendMailToCentre(deps, { userId: c.get('session').userId, locale }, centreId, body);
    if (outcome === 'unknown_centre') throw new ApiError('not_found');
    if (outcome === 'no_patient') throw new ApiError('forbidden');
    return c.json({ message: translate(successMessages.mailSent, locale) });
  });
  return app;
}
