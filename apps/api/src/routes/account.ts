import {
  ConsentListAnswerSchema,
  ConsentUpdateSchema,
  LOCKED_CONSENT_TREATMENT_ID,
  localeFromAcceptLanguage,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { listConsents, saveConsent, treatmentExists } from '../db/repositories/account.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { requireSelf } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';

export const accountOperations = {
  consents: defineOperation({
    method: 'get',
    path: '/api/consensi/{id_utente}',
    operationId: 'listConsents',
    tag: 'Account',
    summary: "The caller's consents, one per processing purpose, in the request's language",
    description:
      'Spec 001 sections 2 "Consents page" and 3 "Consent row" (the spec reads them from the ' +
      "patient record's consensi, which carries the same list). Treatment 14, the processing the " +
      'service needs, is always given; a purpose never set reads as refused with no date.',
    pathParams: { id_utente: 'id_utente of the caller' },
    response: ConsentListAnswerSchema,
    errors: ['forbidden'],
  }),
  consentUpdate: defineOperation({
    method: 'post',
    path: '/api/consensoUpdate',
    operationId: 'updateConsent',
    tag: 'Account',
    summary: 'Gives or refuses a consent; the date becomes now and the change joins the history',
    description:
      'Spec 001 sections 4 "Consent" and 7 "Consent". Treatment 14 cannot be refused (400 ' +
      'option_invalid on Consenso); an unknown treatment is 400 option_invalid on Id_Trattamento. ' +
      'Answers every consent of the caller.',
    requestBody: ConsentUpdateSchema,
    response: ConsentListAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;

const localeOf = (c: Context<AppEnv>) => localeFromAcceptLanguage(c.req.header('accept-language'));

export function accountRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(accountOperations.consents.path), async (c) => {
    const userId = integerParam(c, 'id_utente');
    requireSelf(deps, c, userId);
    return c.json({ data: await listConsents(db, userId, localeOf(c)) });
  });

  app.post(honoPath(accountOperations.consentUpdate.path), async (c) => {
    const body = await parseJsonBody(c, ConsentUpdateSchema);
    const userId = c.get('session').userId;
    if (body.id_utente !== undefined) requireSelf(deps, c, body.id_utente);
    if (!(await treatmentExists(db, body.Id_Trattamento))) fieldError('Id_Trattamento', 'option_invalid');
    if (body.Id_Trattamento === LOCKED_CONSENT_TREATMENT_ID && !body.Consenso) {
      fieldError('Consenso', 'option_invalid');
    }
    await saveConsent(db, userId, body.Id_Trattamento, body.Consenso, config.now());
    return c.json({ data: await listConsents(db, userId, localeOf(c)) });
  });

  return app;
}
