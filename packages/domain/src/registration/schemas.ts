import * as v from 'valibot';
import { EmailSchema } from '../shared/email.ts';
import { withParams } from '../shared/issues.ts';
import { boundedText, firstIssueOnly, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import type { IssueCode } from '../shared/messages.ts';

/** Password policy (spec 001, section 5): at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * Common passwords and phrases refused outright (a short list of the most used passwords in
 * Italy and worldwide, NCSC "100k most common" top entries and Italian equivalents).
 */
export const commonPasswordFragments = [
  'password',
  'passw0rd',
  '123456',
  'qwerty',
  'azerty',
  'abc123',
  'iloveyou',
  'letmein',
  'welcome',
  'admin',
  'ciao',
  'amore',
  'juventus',
  'napoli',
  'forzainter',
  'forzamilan',
  'cartella',
] as const;

/**
 * The issues of a password under the policy, in order: length, character classes, common
 * phrases (including the person's own name or e-mail). Empty when it is acceptable.
 */
export function checkPassword(
  password: string,
  personal: { email?: string; firstName?: string; lastName?: string } = {},
): IssueCode[] {
  const issues: IssueCode[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) issues.push('password_too_short');
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];
  if (!classes.every((pattern) => pattern.test(password))) issues.push('password_too_weak');
  const lower = password.toLowerCase();
  const personalWords = [personal.email?.split('@')[0], personal.firstName, personal.lastName]
    .filter((word): word is string => typeof word === 'string' && word.length >= 3)
    .map((word) => word.toLowerCase());
  if ([...commonPasswordFragments, ...personalWords].some((fragment) => lower.includes(fragment))) {
    issues.push('password_common');
  }
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
    v.check(
      (password) => password === '' || !checkPassword(password).includes('password_common'),
      'password_common',
    ),
  ),
);

/**
 * Registration (spec 001, section 5, registration dictionary): first name, last name and
 * e-mail required; password policy; passwords match; terms accepted. "E-mail already exists" is
 * the API's check (`email_taken`).
 */
export const RegistrationSchema = v.pipe(
  v.object({
    /** First name. */
    nome: requiredText(TEXT_LIMITS.name),
    /** Last name. */
    cognome: requiredText(TEXT_LIMITS.name),
    /** E-mail. */
    email: EmailSchema,
    /** Password. */
    password: passwordSchema,
    /** Password repeated. */
    password_confirmation: boundedText(TEXT_LIMITS.password, 'required'),
    /** Terms accepted. */
    accetta_termini: v.literal(true, 'terms_not_accepted'),
  }),
  v.forward(
    v.partialCheck(
      [['nome'], ['cognome'], ['email'], ['password']],
      (input) =>
        !checkPassword(input.password, {
          email: input.email,
          firstName: input.nome,
          lastName: input.cognome,
        }).includes('password_common'),
      'password_common',
    ),
    ['password'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'passwords_mismatch',
    ),
    ['password_confirmation'],
  ),
);

export type RegistrationInput = v.InferInput<typeof RegistrationSchema>;

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
    password_confirmation: boundedText(TEXT_LIMITS.password, 'required'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'passwords_mismatch',
    ),
    ['password_confirmation'],
  ),
);
