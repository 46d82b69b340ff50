import {
  AccountDeleteAnswerSchema,
  AccountDeleteSchema,
  COOKIE_POLICY_FILE_NAME,
  ConsentListAnswerSchema,
  ConsentUpdateSchema,
  cookiePolicyText,
  LOCKED_CONSENT_TREATMENT_ID,
  type Locale,
  localeFromAcceptLanguage,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { listConsents, saveConsent, treatmentExists } from '../db/repositories/account.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { isHttpsRequest } from '../lib/origin.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireSelf } from '../middleware/access.ts';
import { SESSION_COOKIE } from '../middleware/auth.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { deleteOwnAccount } from '../services/account-deletion.ts';

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
  destroyUser: defineOperation({
    method: 'put',
    path: '/api/destroyUser/{id_utente}',
    operationId: 'destroyUser',
    tag: 'Account',
    summary: "Deletes the caller's account: every reference to the person, every session",
    description:
      'Spec 001 sections 2 "Account page", 4 "Account deletion" and 7 "Account". Beyond the spec ' +
      '(issue #34 T4), the body confirms it: the current password, and with app codes on a code ' +
      'from the app or a recovery code in `codice` (400 on the field that is wrong; 429 past 20 ' +
      'current-password checks of the account in 15 minutes, per API node). The ' +
      'patient record and all its lists, contacts, consents, subscriptions, sessions and sign-in ' +
      'attempts are deleted and the session cookie cleared; the e-mail can register again. If the ' +
      'person consented to treatment 15, a pseudonymised copy of structured health data (codes, ' +
      'dates, measures; no name, tax code, contacts, e-mail or free text) is kept under a random ' +
      'pseudonym for one year, then purged by a scheduled job (spec section 9).',
    pathParams: { id_utente: 'id_utente of the caller' },
    requestBody: AccountDeleteSchema,
    response: AccountDeleteAnswerSchema,
    errors: ['validation_failed', 'forbidden', 'rate_limited'],
  }),
  cookiePolicy: defineOperation({
    method: 'get',
    path: '/api/cookiePolicy',
    operationId: 'downloadCookiePolicy',
    tag: 'Account',
    public: true,
    summary: 'The cookie policy as a tagged PDF (CookiePolicy.pdf), the same words as the Cookie page',
    description:
      'Issue #24 "the policy as a PDF". Optional query `lang` (`it` or `en`); without it ' +
      'Accept-Language picks the language. Public: the policy names no one. Built once a day per ' +
      'language and kept in memory.',
    response: { mediaType: 'application/pdf', description: 'The cookie policy (CookiePolicy.pdf)' },
    errors: [],
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

  app.put(honoPath(accountOperations.destroyUser.path), async (c) => {
    const userId = integerParam(c, 'id_utente');
    requireSelf(deps, c, userId);
    const body = await parseJsonBody(c, AccountDeleteSchema);
    const { retained } = await deleteOwnAccount(deps, userId, body);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttpsRequest(c, config.trustProxy) });
    return c.json({ success: true as const, dati_conservati: retained });
  });

  // The policy changes only with a release; one PDF per language and day is enough.
  const policies = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  app.get(honoPath(accountOperations.cookiePolicy.path), async (c) => {
    const asked = c.req.query('lang');
    const locale: Locale = asked === 'en' || asked === 'it' ? asked : localeOf(c);
    const today = localDateTime(config.now(), config.timeZone).date;
    const key = `${locale}|${today}`;
    let pdf = policies.get(key);
    if (pdf === undefined) {
      if (policies.size >= 4) policies.clear();
      pdf = deps.workers.run('cookiePolicy', {
        context: {
          text: cookiePolicyText(locale),
          locale,
          privacyUrl: `${config.publicUrl}/webui/privacy`,
          today,
        },
      });
      policies.set(key, pdf);
      // A failed build is not kept: the next request tries again.
      pdf.catch(() => policies.delete(key));
    }
    return c.body(await pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${COOKIE_POLICY_FILE_NAME}"`,
    });
  });

  return app;
}
