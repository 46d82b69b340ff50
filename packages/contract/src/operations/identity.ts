import {
  EmailVerificationSchema,
  IdentityMessageAnswerSchema,
  PasswordForgotSchema,
  PasswordResetSchema,
  RegistrationSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const identityOperations = {
  register: defineOperation({
    method: 'post',
    path: '/api/user/register',
    operationId: 'register',
    tag: 'Auth',
    summary: 'Register: mails a verification link (24 hours, single use) to the address',
    description:
      'Spec 001 section 5 "Registration and password messages" and issue #23. First name, last ' +
      'name, e-mail, password (12 characters or more with upper and lower case, digits and special ' +
      'characters, not a common password by zxcvbn-ts), the same password again, terms and the ' +
      'processing consent accepted. The answer is the same whether the address has an account or ' +
      'not: a new address gets a verification link, an existing one a mail saying so. At most 3 ' +
      'registration mails per address and 20 per client in an hour (429 with Retry-After), checked ' +
      'before the password is judged; the password is judged on its first 64 characters in the ' +
      'worker pool (503 `timeout` past the slow-work limit), at most 30 per client in 15 minutes (429).',
    public: true,
    requestBody: RegistrationSchema,
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'rate_limited', 'timeout', 'forbidden'],
  }),
  verify: defineOperation({
    method: 'post',
    path: '/api/user/verify',
    operationId: 'verifyRegistration',
    tag: 'Auth',
    summary: "Verify a registration's e-mail: creates the account",
    description:
      'Issue #23. The token of the mailed link, used once within 24 hours, creates the account with ' +
      'its patient record and the basic licence. An unknown, expired or used token is 400 with the ' +
      'field issue `link_invalid` on `token`.',
    public: true,
    requestBody: EmailVerificationSchema,
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'forbidden'],
  }),
  forgot: defineOperation({
    method: 'post',
    path: '/api/user/password/forgot',
    operationId: 'forgotPassword',
    tag: 'Auth',
    summary: 'Ask for a password-reset link (30 minutes, single use)',
    description:
      'Spec 001 section 2 "Login page" (forgot-password link) and issue #23. The answer is the same ' +
      'whether the address has an account or not; an account owner gets the link by mail. At most ' +
      '3 requests per address and 20 per client in an hour (429 with Retry-After).',
    public: true,
    requestBody: PasswordForgotSchema,
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'rate_limited', 'forbidden'],
  }),
  reset: defineOperation({
    method: 'post',
    path: '/api/user/password/reset',
    operationId: 'resetPassword',
    tag: 'Auth',
    summary: "Set a new password with a reset link's token; every session of the account ends",
    description:
      'Issue #23. The password policy of registration. The link works once within 30 minutes; an ' +
      'unknown, expired or used token is 400 with `link_invalid` on `token`. A refused password ' +
      'leaves the link usable. Every session of the account is revoked and its other links voided. ' +
      'The password is judged as at registration (at most 30 per client in 15 minutes, 429).',
    public: true,
    requestBody: PasswordResetSchema,
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'rate_limited', 'timeout', 'forbidden'],
  }),
} as const;
