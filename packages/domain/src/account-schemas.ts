import * as v from 'valibot';
import { scoreNames } from './codes.ts';
import { withParams } from './issues.ts';
import {
  boundedText,
  finiteNumber,
  firstIssueOnly,
  IdSchema,
  idSchema,
  NewOrIdSchema,
  requiredText,
  TEXT_LIMITS,
} from './limits.ts';
import type { IssueCode } from './messages.ts';
import { permissionKeys } from './permissions.ts';
import { numberInRange, optionalIsoDate } from './rules.ts';

/**
 * Links, registration and password policy, consents, subscriptions, scores and admin bodies
 * (spec 001, sections 3, 5 and 7).
 */

/** An e-mail address: 'required', 'too_long' (254), then the address rule on a capped text. */
export const EmailSchema = firstIssueOnly(
  v.pipe(boundedText(TEXT_LIMITS.email, 'required'), v.nonEmpty('required'), v.email('email_invalid')),
);

/** Scores are small numbers (MELD at most 40, risk percentages at most 100); this is a sanity bound. */
const SCORE_VALUE_MAX = 10_000;
/** The largest licence cost, euros. */
const LICENCE_COST_MAX = 1_000_000;

/** Whether a link is an absolute http(s) URL. */
export function isWebUrl(link: string | null | undefined): boolean {
  if (!link || link.length > TEXT_LIMITS.url) return false;
  // Scheme, then a host of at least one dot-separated label, then an optional path; no spaces.
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i.test(link.trim());
}

/** Opening a personal link: 'URL non valido o mancante!' when it has no valid address. */
export function checkLinkBeforeOpening(link: string | null | undefined): IssueCode | null {
  return isWebUrl(link) ? null : 'url_invalid';
}

/**
 * Personal link (spec 001, section 5): name, URL and description required. Beyond the spec the
 * URL must be an http(s) address, so that opening it never fails later.
 */
export const PersonalLinkSchema = v.object({
  /** Link id; 0 when new. */
  linkid: NewOrIdSchema,
  /** Name. */
  name: requiredText(TEXT_LIMITS.name),
  /** URL. */
  link: firstIssueOnly(
    v.pipe(
      requiredText(TEXT_LIMITS.url),
      v.check((link: string) => isWebUrl(link), 'url_invalid'),
    ),
  ),
  /** Description. */
  descrizione: requiredText(TEXT_LIMITS.comment),
});
export type PersonalLinkInput = v.InferInput<typeof PersonalLinkSchema>;

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

/** Consent update (spec 001, section 7: POST /api/consensoUpdate). */
export const ConsentUpdateSchema = v.object({
  /** Treatment id. */
  Id_Trattamento: idSchema('required'),
  /** Given or refused. */
  Consenso: v.boolean('required'),
});

/** Score save (spec 001, section 3 "Score save payload"); additional_score only for CHA2DS2-VASc. */
export const ScoreSaveSchema = v.pipe(
  v.object({
    /** Patient id. */
    id_paziente: idSchema('required'),
    /** Score name. */
    nome_score: v.picklist(scoreNames, 'required'),
    /** Value. */
    valore_score: v.pipe(
      finiteNumber('required'),
      numberInRange(-SCORE_VALUE_MAX, SCORE_VALUE_MAX, 'invalid_type'),
    ),
    /** Second value (CHA2DS2-VASc). */
    additional_score: v.nullish(
      v.pipe(finiteNumber(), numberInRange(-SCORE_VALUE_MAX, SCORE_VALUE_MAX, 'invalid_type')),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['nome_score'], ['additional_score']],
      (input) => input.nome_score === 'cha2ds2-score' || input.additional_score == null,
      'invalid_type',
    ),
    ['additional_score'],
  ),
);
export type ScoreSaveInput = v.InferInput<typeof ScoreSaveSchema>;

/** Subscription capture (spec 001, section 7: POST /api/paypal/order/capture). */
export const SubscriptionCaptureSchema = v.object({
  orderId: requiredText(TEXT_LIMITS.code),
  subscriptionId: requiredText(TEXT_LIMITS.code),
  id_utente: idSchema('required'),
  email: EmailSchema,
  planid: idSchema('required'),
});

/** Permission check body (spec 000 and 001, section 7: {data: key}). */
export const PermissionCheckSchema = v.object({
  data: v.picklist(permissionKeys, 'option_invalid'),
});

/** Admin: new permission (POST /api/security/addPermesso, data with a permesso text field). */
export const PermissionCreateSchema = v.object({
  permesso: requiredText(TEXT_LIMITS.code),
});

/** Admin: new role (POST /api/security/addRuolo). */
export const RoleCreateSchema = v.object({
  name: requiredText(TEXT_LIMITS.name),
});

/** Admin: new licence. */
export const LicenceCreateSchema = v.object({
  descrizione: requiredText(TEXT_LIMITS.short),
  costo: v.pipe(
    finiteNumber('required'),
    v.minValue(0, 'number_not_positive'),
    v.maxValue(LICENCE_COST_MAX, 'invalid_type'),
  ),
  enable: v.boolean('required'),
  durata_desc: requiredText(TEXT_LIMITS.short),
});

/** Admin: link ids to an owner (permissions to a role, roles to a licence). */
export const LinkIdsSchema = v.object({
  /** Owner id (role or licence). */
  id: idSchema('required'),
  /** Linked ids. */
  data: v.pipe(v.array(IdSchema, 'invalid_type'), v.maxLength(1000, 'too_long')),
});

/** Account deletion has no body; the access-log request takes only an optional date range. */
export const AccessLogQuerySchema = v.object({
  from: optionalIsoDate(),
  to: optionalIsoDate(),
});
