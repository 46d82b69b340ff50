import {
  AccountDeleteAnswerSchema,
  ConsentListAnswerSchema,
  ConsentUpdateSchema,
  DestructiveConfirmationSchema,
} from '@cartella/domain';
import { defineOperation, pdfAnswer } from '../operation.ts';

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
    requestBody: DestructiveConfirmationSchema,
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
    query: { lang: 'it or en; without it Accept-Language picks the language' },
    response: pdfAnswer('The cookie policy (CookiePolicy.pdf)'),
    errors: [],
  }),
} as const;
