import type { RequestErrorCode } from './errors.ts';

/** The two languages of the product: Italian first (default), English second. */
export type Locale = 'it' | 'en';
export const locales = ['it', 'en'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'it';

/**
 * A message in both languages. `it` is the spec's wording exactly (including its punctuation and
 * spacing quirks) unless docs/spec-deviations.md says otherwise. `{name}` placeholders are
 * filled by `translate`.
 */
export interface Message {
  /** Lingui-style message id. */
  id: string;
  /** Italian source text. */
  it: string;
  /** English translation. */
  en: string;
}

/** Field-level issue codes and their texts (spec sections 5). Extended as features land. */
export const issueMessages = {
  required: {
    id: 'issue.required',
    it: 'Questo campo è obbligatorio!',
    en: 'This field is required!',
  },
  email_invalid: {
    id: 'issue.email_invalid',
    it: "L'indirizzo e-mail non è valido.",
    en: 'The e-mail address is not valid.',
  },
  too_long: {
    id: 'issue.too_long',
    it: 'Il valore è troppo lungo (massimo {max} caratteri).',
    en: 'The value is too long (at most {max} characters).',
  },
  invalid_type: {
    id: 'issue.invalid_type',
    it: 'Il valore inserito non è valido.',
    en: 'The value entered is not valid.',
  },
} as const satisfies Record<string, Message>;

export type IssueCode = keyof typeof issueMessages;

/** Request-level error texts (spec section 8 of both documents). */
export const requestErrorMessages = {
  validation_failed: {
    id: 'error.validation_failed',
    it: 'Alcuni campi non sono validi. Controlla i dati inseriti.',
    en: 'Some fields are not valid. Please check what you entered.',
  },
  unauthenticated: {
    id: 'error.unauthenticated',
    it: 'Accedi per continuare.',
    en: 'Please sign in to continue.',
  },
  session_expired: {
    id: 'error.session_expired',
    it: 'La sessione è scaduta. Accedi di nuovo.',
    en: 'Your session has expired. Please sign in again.',
  },
  wrong_credentials: {
    id: 'error.wrong_credentials',
    it: 'Nome utente o password errati',
    en: 'Wrong username or password',
  },
  too_many_attempts: {
    id: 'error.too_many_attempts',
    it: 'Troppi tentativi di accesso non riusciti. Riprova tra {minutes} minuti.',
    en: 'Too many failed sign-in attempts. Try again in {minutes} minutes.',
  },
  forbidden: {
    id: 'error.forbidden',
    it: 'Non hai accesso a questi dati.',
    en: 'You do not have access to this data.',
  },
  permission_denied: {
    id: 'error.permission_denied',
    it: 'Questa sezione non è prevista nella tua sottoscrizione',
    en: 'This section is not included in your subscription',
  },
  not_found: {
    id: 'error.not_found',
    it: 'Elemento non trovato.',
    en: 'Item not found.',
  },
  conflict: {
    id: 'error.conflict',
    it: 'I dati sono stati modificati nel frattempo. Ricarica e riprova.',
    en: 'The data changed in the meantime. Reload and try again.',
  },
  payload_too_large: {
    id: 'error.payload_too_large',
    it: 'Il contenuto inviato è troppo grande.',
    en: 'What was sent is too large.',
  },
  unsupported_media_type: {
    id: 'error.unsupported_media_type',
    it: 'Formato non supportato.',
    en: 'Unsupported format.',
  },
  not_configured: {
    id: 'error.not_configured',
    it: "L'accesso con un provider esterno non è ancora configurato.",
    en: 'Sign-in with an external provider is not configured yet.',
  },
  internal: {
    id: 'error.internal',
    it: 'Siamo spiacenti si è verificato un errore. La preghiamo di riprovare più tardi',
    en: 'Sorry, an error occurred. Please try again later',
  },
} as const satisfies Record<RequestErrorCode, Message>;

/** Fills `{name}` placeholders; unknown placeholders stay as written. */
export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of a message in a locale, with its placeholders filled. */
export function translate(message: Message, locale: Locale, values?: Record<string, string | number>): string {
  return interpolate(message[locale], values);
}

/** Picks the product locale from an Accept-Language header (Italian unless English is preferred). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('it')) return 'it';
    if (tag.startsWith('en')) return 'en';
  }
  return defaultLocale;
}
