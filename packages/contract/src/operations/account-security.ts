import {
  EmailChangeSchema,
  EmailVerificationSchema,
  IdentityMessageAnswerSchema,
  MAX_OPEN_SESSIONS,
  PasswordChangeSchema,
  SessionListAnswerSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const accountSecurityOperations = {
  changePassword: defineOperation({
    method: 'post',
    path: '/api/user/password/change',
    operationId: 'changePassword',
    tag: 'Auth',
    summary: "Change the caller's password; the other sessions end",
    description:
      "Issue #23 (the spec linked to the provider's reset page instead). The current password, then " +
      'a new one under the registration policy, twice. A wrong current password is 400 with ' +
      '`current_password_wrong` on `current_password`. Every other session of the account is revoked. ' +
      'The new password is judged in the worker pool (503 `timeout` past the slow-work limit); at most ' +
      '30 passwords judged per client in 15 minutes (429).',
    requestBody: PasswordChangeSchema,
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'rate_limited', 'timeout'],
  }),
  changeEmail: defineOperation({
    method: 'post',
    path: '/api/user/email/change',
    operationId: 'changeEmail',
    tag: 'Auth',
    summary: 'Ask to change the sign-in e-mail: a link goes to the new address, a notice to the old',
    description:
      'Issue #23. The new address and the current password. The new address counts only once its ' +
      'link (24 hours, single use) is followed; the answer never says whether it belongs to another ' +
      'account. At most 3 requests per new address and 20 per client in an hour (429).',
    requestBody: EmailChangeSchema,
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'rate_limited'],
  }),
  verifyEmail: defineOperation({
    method: 'post',
    path: '/api/user/email/verify',
    operationId: 'verifyEmailChange',
    tag: 'Auth',
    summary: "Confirm a new sign-in e-mail with its link's token",
    description:
      'Issue #23. Public (the link may be opened on another device). An unknown, expired or used ' +
      'token, or an address another account took meanwhile, is 400 with `link_invalid` on `token`. ' +
      'The old address is told.',
    public: true,
    requestBody: EmailVerificationSchema,
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'forbidden'],
  }),
  sessions: defineOperation({
    method: 'get',
    path: '/api/user/sessions',
    operationId: 'listSessions',
    tag: 'Auth',
    summary: "The caller's open sessions: device, address, started, last used",
    description:
      `Issue #23. Open means not ended, not expired and used within the idle limit. An account keeps ` +
      `at most ${MAX_OPEN_SESSIONS} open sessions: a sign-in beyond them ends the least recently used.`,
    readOnly: true,
    response: SessionListAnswerSchema,
    errors: [],
  }),
  endSession: defineOperation({
    method: 'delete',
    path: '/api/user/sessions/{id_sessione}',
    operationId: 'endSession',
    tag: 'Auth',
    summary: "End one of the caller's sessions",
    description: "Issue #23. Another account's session is 403; an unknown or ended one is 404.",
    pathParams: { id_sessione: 'the session, as the open sessions list it' },
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'forbidden', 'not_found'],
  }),
  endOtherSessions: defineOperation({
    method: 'post',
    path: '/api/user/sessions/end-others',
    operationId: 'endOtherSessions',
    tag: 'Auth',
    summary: "End every session of the caller's account but this one",
    description: 'Issue #23.',
    response: IdentityMessageAnswerSchema,
    errors: [],
  }),
} as const;
