import * as v from 'valibot';
import { EmailSchema } from '../shared/email.ts';
import { withParams } from '../shared/issues.ts';
import { boundedText, firstIssueOnly, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import type { IssueCode } from '../shared/messages.ts';

/** Password policy (spec 001, section 5): at least 12 characters. */
const PASSWORD_MIN_LENGTH = 12;

/**
 * A registration's first or last name, at most this many characters (issue #34, T3b): the longest
 * Italian names fit with room to spare, and a name is not a place for a message.
 */
const PERSON_NAME_MAX_LENGTH = 60;

/**
 * The characters of a name: letters of any script (accented ones included) with their combining
 * marks, spaces, apostrophes (typed or typographic) and hyphens. One class under one anchored plus:
 * it cannot backtrack.
 */
const personNamePattern = /^[\p{L}\p{M} '\u2019-]+$/u;

/** A first or last name at registration: required, bounded, a name's characters only. */
const personNameSchema = firstIssueOnly(
  v.pipe(requiredText(PERSON_NAME_MAX_LENGTH), v.regex(personNamePattern, 'name_invalid')),
);

/** Length of the random token of a mailed link, in base64url characters (32 bytes). */
const LINK_TOKEN_LENGTH = 43;

/**
 * The issues of a password under the shape rules of the policy, in order: length, then character
 * classes (upper and lower case, digits, special characters). Empty when its shape is acceptable.
 * Whether it is a common password or phrase is judged by the server with a maintained estimator
 * (zxcvbn-ts with its word lists; apps/api/src/lib/password-strength.ts), not by a list here.
 */
export function checkPassword(password: string): IssueCode[] {
  const issues: IssueCode[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) issues.push('password_too_short');
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];
  if (!classes.every((pattern) => pattern.test(password))) issues.push('password_too_weak');
  return issues;
}

const passwordSchema = firstIssueOnly(
  v.pipe(
    firstIssueOnly(v.pipe(boundedText(TEXT_LIMITS.password, 'required'), v.nonEmpty('required'))),
    v.check(
      withParams((password: string) => password === '' || password.length >= PASSWORD_MIN_LENGTH, {
        min: PASSWORD_MIN_LENGTH,
      }),
      'password_too_short',
    ),
    v.check(
      (password) => password === '' || !checkPassword(password).includes('password_too_weak'),
      'password_too_weak',
    ),
  ),
);

/** The password typed again; `passwordsMatch` compares it with the first. */
const passwordConfirmationSchema = boundedText(TEXT_LIMITS.password, 'required');

/** The password typed twice is the same both times. */
const passwordsMatch = (input: { password: string; password_confirmation: string }) =>
  input.password === input.password_confirmation;

/**
 * Registration (spec 001, section 5, registration dictionary): first name, last name and
 * e-mail required; password policy; passwords match; terms and the required processing consent
 * accepted. Whether the e-mail exists is never answered (the owner gets a mail instead).
 */
export const RegistrationSchema = v.pipe(
  v.object({
    /** First name: letters, spaces, apostrophes and hyphens, at most 60 characters. */
    nome: personNameSchema,
    /** Last name: letters, spaces, apostrophes and hyphens, at most 60 characters. */
    cognome: personNameSchema,
    /** E-mail. */
    email: EmailSchema,
    /** Password. */
    password: passwordSchema,
    /** Password repeated. */
    password_confirmation: passwordConfirmationSchema,
    /** Terms of service accepted. */
    accetta_termini: v.literal(true, 'terms_not_accepted'),
    /** The processing of health data needed to keep the record accepted (required consent). */
    accetta_trattamento: v.literal(true, 'processing_not_accepted'),
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, 'passwords_mismatch'), [
    'password_confirmation',
  ]),
);

/** A token of a mailed link (verification, password reset): base64url, fixed length. */
const LinkTokenSchema = firstIssueOnly(
  v.pipe(
    boundedText(64, 'required'),
    v.length(LINK_TOKEN_LENGTH, 'link_invalid'),
    v.regex(/^[A-Za-z0-9_-]+$/, 'link_invalid'),
  ),
);

/** POST /api/user/verify: the token of the verification link. */
export const EmailVerificationSchema = v.object({
  /** The token of the link in the mail. */
  token: LinkTokenSchema,
});

/** POST /api/user/password/forgot: the address a reset link goes to. */
export const PasswordForgotSchema = v.object({
  /** The account's e-mail; the answer is the same whether it exists or not. */
  email: EmailSchema,
});

/** POST /api/user/password/reset: the link's token and the new password, repeated. */
export const PasswordResetSchema = v.pipe(
  v.object({
    /** The token of the link in the mail. */
    token: LinkTokenSchema,
    /** New password. */
    password: passwordSchema,
    /** New password repeated. */
    password_confirmation: passwordConfirmationSchema,
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, 'passwords_mismatch'), [
    'password_confirmation',
  ]),
);

/** Password change: the new password under the policy, repeated. */
export const PasswordChangeSchema = v.pipe(
  v.object({
    /** Current password. */
    current_password: firstIssueOnly(
      v.pipe(boundedText(TEXT_LIMITS.password, 'required'), v.nonEmpty('required')),
    ),
    /** New password. */
    password: passwordSchema,
    /** New password repeated. */
    password_confirmation: passwordConfirmationSchema,
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordsMatch, 'passwords_mismatch'), [
    'password_confirmation',
  ]),
);

/** POST /api/user/email/change: the new sign-in address, confirmed with the current password. */
export const EmailChangeSchema = v.object({
  /** The new address; a link to it must be followed before it counts. */
  email: EmailSchema,
  /** Current password. */
  current_password: firstIssueOnly(
    v.pipe(boundedText(TEXT_LIMITS.password, 'required'), v.nonEmpty('required')),
  ),
});
