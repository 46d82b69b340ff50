import type { RequestErrorCode } from './errors.ts';

/** The two languages of the product: Italian first (default), English second. */
export type Locale = 'it' | 'en';
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

/** A Lingui message descriptor: `{ id, message }` with the Italian source text. */
export interface MessageDescriptor {
  id: string;
  message: string;
}

/** The Lingui descriptor of a message (the Italian text is the source message). */
export function toDescriptor(message: Message): MessageDescriptor {
  return { id: message.id, message: message.it };
}

/**
 * Field-level issue codes and their texts (spec 000 and 001, section 5). Valibot schemas carry
 * these codes as their messages; `issuesToFieldIssues` turns them into wire `FieldIssue`s.
 * Codes marked "warning" never block a save: the UI shows them beside the field.
 */
export const issueMessages = {
  /** Spec 000 and 001, section 5 (the residence and contact forms write it without '!'; see deviations). */
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
  /** Beyond the spec: every text has a maximum length (limits.ts, docs/field-limits.md). */
  too_long: {
    id: 'issue.too_long',
    it: 'Il valore è troppo lungo (massimo {max} caratteri).',
    en: 'The value is too long (at most {max} characters).',
  },
  /** Beyond the spec: U+0000 (which PostgreSQL cannot store) in a text. */
  text_invalid_character: {
    id: 'issue.text_invalid_character',
    it: 'Il testo contiene un carattere non ammesso.',
    en: 'The text contains a character that is not allowed.',
  },
  invalid_type: {
    id: 'issue.invalid_type',
    it: 'Il valore inserito non è valido.',
    en: 'The value entered is not valid.',
  },
  option_invalid: {
    id: 'issue.option_invalid',
    it: 'Seleziona uno dei valori proposti.',
    en: 'Choose one of the options offered.',
  },
  date_invalid: {
    id: 'issue.date_invalid',
    it: 'La data non è valida.',
    en: 'The date is not valid.',
  },
  /** Spec 000, section 5, patient edit. */
  tax_code_invalid: {
    id: 'issue.tax_code_invalid',
    it: 'Codice Fiscale non valido!',
    en: 'Invalid tax code!',
  },
  /** Spec 000, section 5, patient and residence edit. */
  city_not_selected: {
    id: 'issue.city_not_selected',
    it: 'Seleziona una delle città',
    en: 'Choose one of the cities',
  },
  /** Spec 000, section 5 (birth date) and spec 001, section 5 (vaccination date). */
  date_in_future: {
    id: 'issue.date_in_future',
    it: 'La data inserita non è valida!',
    en: 'The date entered is not valid!',
  },
  /** Spec 000, section 5, residence and contacts. */
  phone_invalid: {
    id: 'issue.phone_invalid',
    it: 'Il numero di telefono non è valido!',
    en: 'The phone number is not valid!',
  },
  /** Spec 000, section 5, therapy. */
  start_date_required: {
    id: 'issue.start_date_required',
    it: 'La data di inizio è obbligatoria!',
    en: 'The start date is required!',
  },
  /** Spec 000, section 5, therapy. */
  reason_required: {
    id: 'issue.reason_required',
    it: 'Il motivo è obbligatorio per le terapie vietate',
    en: 'The reason is required for forbidden drugs',
  },
  /** Spec 000, section 5, therapy note. */
  note_too_long: {
    id: 'issue.note_too_long',
    it: 'La nota non può superare i 100 caratteri.',
    en: 'The note cannot exceed 100 characters.',
  },
  /** Spec 000, section 5, therapy (also the registration dictionary of spec 001). */
  end_before_start: {
    id: 'issue.end_before_start',
    it: 'Data di fine non può essere precedente alla data di inizio!',
    en: 'The end date cannot precede the start date!',
  },
  /** Spec 000, section 5, adverse reaction (on the last-assumption field). */
  first_assumption_after_last: {
    id: 'issue.first_assumption_after_last',
    it: 'Data inizio maggiore di data fine',
    en: 'Start date later than end date',
  },
  /** Spec 000, section 5, file add. */
  file_type_invalid: {
    id: 'issue.file_type_invalid',
    it: 'Seleziona un tipo di file valido.',
    en: 'Choose a valid file type.',
  },
  /** Spec 000, section 5, Kardia file. */
  pdf_required: {
    id: 'issue.pdf_required',
    it: 'Seleziona un file PDF',
    en: 'Choose a PDF file',
  },
  /** Spec 000, section 5, file survey date. */
  survey_date_in_future: {
    id: 'issue.survey_date_in_future',
    it: 'La data di inserimento non può essere successiva alla data odierna',
    en: 'The date cannot be later than today',
  },
  /** Spec 000, section 3 and spec 001, section 5 (kidney formula). */
  sex_unknown: {
    id: 'issue.sex_unknown',
    it: 'Si prega di aggiornare il sesso',
    en: 'Please update your sex',
  },
  /** Spec 001, section 5, pregnancy. */
  pregnancy_age_invalid: {
    id: 'issue.pregnancy_age_invalid',
    it: 'Inserire età corretta',
    en: 'Enter a correct age',
  },
  /** Spec 001, section 5, pregnancy (warning). */
  pregnancy_too_long: {
    id: 'issue.pregnancy_too_long',
    it: 'Di norma la gravidanza termina a 9 mesi. Verifica che il valore inserito sia corretto',
    en: 'A pregnancy usually ends at 9 months. Check that the value entered is correct',
  },
  /** Spec 001, section 5, personal link. */
  url_invalid: {
    id: 'issue.url_invalid',
    it: 'URL non valido o mancante!',
    en: 'Invalid or missing URL!',
  },
  /** Spec 001, section 5, calculator and score inputs. */
  number_not_positive: {
    id: 'issue.number_not_positive',
    it: 'Non sono ammessi numeri negativi e lettere. Inserisci un numero positivo.',
    en: 'Negative numbers and letters are not allowed. Enter a positive number.',
  },
  /** Spec 001, section 5, calculator inputs ("tra X e Y"). */
  /** Issue #22: the optional PIN of a share link. */
  pin_invalid: {
    id: 'issue.pin_invalid',
    it: 'Il PIN deve avere da 4 a 8 cifre.',
    en: 'The PIN must have 4 to 8 digits.',
  },
  /** Issue #34 T6: a link that never expires needs a longer PIN. */
  pin_permanent_short: {
    id: 'issue.pin_permanent_short',
    it: 'Un link senza scadenza richiede un PIN di almeno 6 cifre.',
    en: 'A link that never expires needs a PIN of at least 6 digits.',
  },
  out_of_range: {
    id: 'issue.out_of_range',
    it: 'Controlla il valore inserito. Il valore deve essere compreso tra {min} e {max}',
    en: 'Check the value entered. The value must be between {min} and {max}',
  },
  /** Spec 001, section 5, calculator inputs (warning; the spec gives no wording). */
  value_unusually_high: {
    id: 'issue.value_unusually_high',
    it: 'Attenzione: raramente il valore supera {limit} {unit}.',
    en: 'Note: the value rarely exceeds {limit} {unit}.',
  },
  /** Spec 001, section 5, Framingham inputs. */
  framingham_out_of_range: {
    id: 'issue.framingham_out_of_range',
    it: 'Per favore inserisci un valore valido! Solitamente è compreso tra {low} e {high}.',
    en: 'Please enter a valid value! It is usually between {low} and {high}.',
  },
  /** Spec 001, section 5, Framingham inputs (warning). */
  value_rare: {
    id: 'issue.value_rare',
    it: 'Il valore inserito è riscontrato raramente. Verifica di averlo inserito correttamente.',
    en: 'The value entered is rarely seen. Check that you entered it correctly.',
  },
  /** Spec 001, sections 5 and 8, scores. */
  score_values_invalid: {
    id: 'issue.score_values_invalid',
    it: 'Inserire dei valori validi!',
    en: 'Enter valid values!',
  },
  /** Spec 001, sections 5 and 8, scores. */
  score_fields_missing: {
    id: 'issue.score_fields_missing',
    it: 'Compila e/o seleziona tutti i campi!',
    en: 'Fill in and/or select all the fields!',
  },
  /** Spec 001, section 5, registration dictionary (wording not quoted by the spec). */
  passwords_mismatch: {
    id: 'issue.passwords_mismatch',
    it: 'Le password non coincidono.',
    en: 'The passwords do not match.',
  },
  terms_not_accepted: {
    id: 'issue.terms_not_accepted',
    it: 'Devi accettare i termini e le condizioni.',
    en: 'You must accept the terms and conditions.',
  },
  email_taken: {
    id: 'issue.email_taken',
    it: 'Esiste già un account con questo indirizzo e-mail.',
    en: 'An account with this e-mail address already exists.',
  },
  password_too_short: {
    id: 'issue.password_too_short',
    it: 'La password deve contenere almeno {min} caratteri.',
    en: 'The password must be at least {min} characters long.',
  },
  password_too_weak: {
    id: 'issue.password_too_weak',
    it: 'La password deve contenere lettere maiuscole e minuscole, numeri e caratteri speciali.',
    en: 'The password must contain upper and lower case letters, digits and special characters.',
  },
  password_common: {
    id: 'issue.password_common',
    it: 'La password è troppo comune: evita frasi e parole note.',
    en: 'The password is too common: avoid well-known phrases and words.',
  },
  /** Issue #34 (T3b): a registration's first or last name with characters no name has. */
  name_invalid: {
    id: 'issue.name_invalid',
    it: 'Il nome può contenere solo lettere, spazi, apostrofi e trattini.',
    en: 'A name may contain only letters, spaces, apostrophes and hyphens.',
  },
  /** Issue #23: registration, mailed links. */
  processing_not_accepted: {
    id: 'issue.processing_not_accepted',
    it: 'Devi acconsentire al trattamento dei dati sanitari necessario alla cartella.',
    en: 'You must consent to the processing of health data the record needs.',
  },
  current_password_wrong: {
    id: 'issue.current_password_wrong',
    it: 'La password attuale non è corretta.',
    en: 'The current password is not correct.',
  },
  /** Issue #23: the second factor. */
  totp_code_format: {
    id: 'issue.totp_code_format',
    it: "Inserisci le 6 cifre dell'app.",
    en: "Enter the app's 6 digits.",
  },
  second_factor_code_format: {
    id: 'issue.second_factor_code_format',
    it: 'Inserisci 6 cifre o un codice di recupero.',
    en: 'Enter 6 digits or a recovery code.',
  },
  totp_code_wrong: {
    id: 'issue.totp_code_wrong',
    it: 'Codice errato o scaduto.',
    en: 'Wrong or expired code.',
  },
  totp_already_enabled: {
    id: 'issue.totp_already_enabled',
    it: "I codici dell'app sono già attivi.",
    en: 'App codes are already on.',
  },
  totp_not_started: {
    id: 'issue.totp_not_started',
    it: "Prima inquadra il codice QR con l'app.",
    en: 'Scan the QR code with the app first.',
  },
  passkey_rejected: {
    id: 'issue.passkey_rejected',
    it: 'Passkey non accettata. Riprova.',
    en: 'Passkey not accepted. Try again.',
  },
  passkey_limit: {
    id: 'issue.passkey_limit',
    it: 'Hai già {max} passkey: rimuovine una.',
    en: 'You already have {max} passkeys: remove one.',
  },
  same_email: {
    id: 'issue.same_email',
    it: "È già l'indirizzo del tuo account.",
    en: "It is already your account's address.",
  },
  link_invalid: {
    id: 'issue.link_invalid',
    it: 'Il link non è valido, è scaduto o è già stato usato. Richiedine uno nuovo.',
    en: 'The link is not valid, has expired or was already used. Ask for a new one.',
  },
  drawing_quota_exceeded: {
    id: 'issue.drawing_quota_exceeded',
    it: 'Lo spazio per i disegni del diario è esaurito ({maxMegabytes} MB). Il disegno non è stato salvato.',
    en: 'The space for diary drawings is used up ({maxMegabytes} MB). The drawing was not saved.',
  },
  /** Issue #16: a vital reading. */
  reading_empty: {
    id: 'issue.reading_empty',
    it: 'Inserisci almeno una misura.',
    en: 'Enter at least one measurement.',
  },
  diastolic_not_below_systolic: {
    id: 'issue.diastolic_not_below_systolic',
    it: 'La pressione minima deve essere più bassa della massima.',
    en: 'The diastolic pressure must be lower than the systolic.',
  },
  /** Issue #19 (exam results): a lab's reference range and the exam results are entered on. */
  reference_range_inverted: {
    id: 'issue.reference_range_inverted',
    it: 'Il limite inferiore non può superare il limite superiore.',
    en: 'The lower limit cannot exceed the upper limit.',
  },
  results_need_completed_lab_exam: {
    id: 'issue.results_need_completed_lab_exam',
    it: 'I risultati si aggiungono solo agli esami di Laboratori Analisi completati.',
    en: 'Results can be added only to completed laboratory tests.',
  },
  /** Issue #37: an exam dated in the future has not taken place, so it has no results yet. */
  results_need_past_exam: {
    id: 'issue.results_need_past_exam',
    it: 'I risultati si aggiungono solo a un esame con la data di oggi o passata.',
    en: 'Results can be added only to an exam dated today or earlier.',
  },
  /** Issue #37: an exam dated in the future cannot be completed before its day (move, add, edit). */
  exam_completed_in_future: {
    id: 'issue.exam_completed_in_future',
    it: 'Un esame con una data futura va tra i Completati solo da quel giorno.',
    en: 'An exam dated in the future can go to Completed only from that day.',
  },
  /** Issue #20: stored files (apps/api/src/storage). */
  file_too_large: {
    id: 'issue.file_too_large',
    it: 'Il file è troppo grande: il limite è {maxMegabytes} MB.',
    en: 'The file is too large: the limit is {maxMegabytes} MB.',
  },
  file_quota_exceeded: {
    id: 'issue.file_quota_exceeded',
    it: 'Lo spazio per i tuoi file è esaurito ({maxMegabytes} MB). Il file non è stato salvato.',
    en: 'The space for your files is used up ({maxMegabytes} MB). The file was not saved.',
  },
  file_content_mismatch: {
    id: 'issue.file_content_mismatch',
    it: 'Il contenuto del file non corrisponde al suo tipo ({declared}). Scegli un altro file.',
    en: 'The content of the file does not match its type ({declared}). Choose another file.',
  },
  /** Issue #34 (T2): an upload is the `metadata` field, then one `file` part, and nothing else. */
  upload_form_invalid: {
    id: 'issue.upload_form_invalid',
    it: 'Il caricamento deve contenere i dati del file e poi un solo file. Riprova dalla pagina.',
    en: 'An upload must hold the file details followed by a single file. Try again from the page.',
  },
  /** Issue #34 (T9): the node makes one data export at a time and lets a few wait their turn. */
  data_export_busy: {
    id: 'issue.data_export_busy',
    it: 'Stiamo preparando gli archivi di altre persone. Riprova tra {wait}.',
    en: "We are preparing other people's archives. Try again in {wait}.",
  },
  download_link_expired: {
    id: 'issue.download_link_expired',
    it: 'Il link per scaricare il file è scaduto o non è tuo. Riprova dalla pagina File.',
    en: 'The download link has expired or is not yours. Try again from the Files page.',
  },
} as const satisfies Record<string, Message>;

export type IssueCode = keyof typeof issueMessages;

/**
 * The request errors the web raises or shows itself, apart from the whole table below so that a
 * page importing them does not carry every error text (the login page's JavaScript budget).
 */
/** 403 `forbidden`: another patient's data. */
export const forbiddenMessage = {
  id: 'error.forbidden',
  it: 'Non hai accesso a questi dati.',
  en: 'You do not have access to this data.',
} as const satisfies Message;
/** 403 `permission_denied`: the licence's subscription text (spec section 6). */
export const permissionDeniedMessage = {
  id: 'error.permission_denied',
  it: 'Questa sezione non è prevista nella tua sottoscrizione',
  en: 'This section is not included in your subscription',
} as const satisfies Message;
/** 500 `internal`, and the network failing (spec section 8's generic failure). */
export const internalErrorMessage = {
  id: 'error.internal',
  it: 'Siamo spiacenti si è verificato un errore. La preghiamo di riprovare più tardi',
  en: 'Sorry, an error occurred. Please try again later',
} as const satisfies Message;
/** The web's own `invalid_answer`: an answer that does not match its schema. */
export const invalidAnswerMessage = {
  id: 'error.invalid_answer',
  it: 'Risposta del server non valida. Riprova più tardi.',
  en: 'The server sent an answer that is not valid. Please try again later.',
} as const satisfies Message;

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
    it: 'Troppi tentativi di accesso non riusciti. Riprova tra {wait}.',
    en: 'Too many failed sign-in attempts. Try again in {wait}.',
  },
  rate_limited: {
    id: 'error.rate_limited',
    it: 'Troppe modifiche in poco tempo. Riprova tra {wait}.',
    en: 'Too many changes in a short time. Try again in {wait}.',
  },
  forbidden: forbiddenMessage,
  permission_denied: permissionDeniedMessage,
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
  timeout: {
    id: 'error.timeout',
    it: "L'operazione ha richiesto troppo tempo ed è stata interrotta. Riprova più tardi.",
    en: 'The operation took too long and was stopped. Please try again later.',
  },
  mail_failed: {
    id: 'error.mail_failed',
    it: 'Il messaggio non è stato inviato: il server di posta non risponde o lo ha rifiutato. Riprova più tardi.',
    en: 'The message was not sent: the mail server did not answer or refused it. Please try again later.',
  },
  /** Issue #22: a doctor opens a share link the patient revoked, or that has expired. */
  gone: {
    id: 'error.gone',
    it: 'Il link è scaduto o è stato revocato.',
    en: 'The link has expired or was revoked.',
  },
  /** Issue #23: a code or passkey of the second step that does not match. */
  second_factor_failed: {
    id: 'error.second_factor_failed',
    it: 'Codice o passkey non corretti.',
    en: 'Wrong code or passkey.',
  },
  /** Issue #23: the second step came too late, or after too many wrong codes. */
  second_factor_expired: {
    id: 'error.second_factor_expired',
    it: 'Tempo scaduto: accedi di nuovo.',
    en: 'Time is up: sign in again.',
  },
  /** Issue #25: the admin area needs a session that passed a second factor. */
  second_factor_required: {
    id: 'error.second_factor_required',
    it: "Serve l'accesso in due passaggi: attivalo in Sicurezza dell'account.",
    en: 'Two-step sign-in is needed: turn it on in Account security.',
  },
  internal: internalErrorMessage,
  invalid_answer: invalidAnswerMessage,
} as const satisfies Record<RequestErrorCode, Message>;

/**
 * Fills `{name}` placeholders, a number with the decimal comma when `decimalComma` (Italian:
 * "tra 0,5 e 400"); never grouped, so a number that names something (a year, a report) reads as
 * stored. Unknown placeholders stay as written.
 */
export function interpolate(
  text: string,
  values: Record<string, string | number> = {},
  decimalComma = false,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return typeof value === 'number' && decimalComma ? String(value).replace('.', ',') : String(value);
  });
}

/** The text of a message in a locale, with its placeholders filled, numbers in the locale's way. */
export function translate(
  message: Message,
  locale: Locale,
  values?: Record<string, string | number>,
): string {
  return interpolate(message[locale], values, locale === 'it');
}

/**
 * A wait in words for the `{wait}` of a message: seconds under a minute and a half, otherwise whole
 * minutes rounded up, with the unit's singular or plural ("1 secondo", "2 minuti"; "1 second").
 */
export function waitText(seconds: number, locale: Locale): string {
  const wholeSeconds = Math.max(1, Math.ceil(seconds));
  const [value, unit] =
    wholeSeconds < 90 ? [wholeSeconds, 'second'] : [Math.ceil(wholeSeconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
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
