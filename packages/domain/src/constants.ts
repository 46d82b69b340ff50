import type { ConfidentialityLevel, VisibilityLevel } from './codes.ts';
import type { Locale, Message } from './messages.ts';

/**
 * Business constants and limits of both documents (spec 000 and 001, section 9), by name.
 * Session constants (idle logout, storage lifetime, menu wait) live in auth.ts and are
 * re-exported from the package index.
 */

// --- App shell ------------------------------------------------------------------------------

/** The app is served under this base path (spec 000, section 2; spec 001, section 9). */
export const BASE_PATH = '/webui/';
/** Languages: Italian by default, English as fallback (spec 001, section 9). */
export const FALLBACK_LOCALE: Locale = 'en';
/** Date locale used for display (spec 000 and 001, section 9). */
export const DEFAULT_DATE_LOCALE = 'it-IT';

// --- Search and lists -----------------------------------------------------------------------

/** City search debounce (spec 000, sections 5 and 9). */
export const CITY_SEARCH_DEBOUNCE_MS = 700;
/** City suggestions shown. */
export const CITY_LIST_SIZE = 10;
/** The exam search box needs at least this many characters. */
export const EXAM_SEARCH_MIN_LENGTH = 3;
/** Investigation suggestions need more than 2 characters, i.e. at least 3. */
export const INVESTIGATION_SEARCH_MIN_LENGTH = 3;
/** Drug search starts at this many characters. */
export const DRUG_SEARCH_MIN_LENGTH = 2;
/** Vaccine search starts at this many characters (spec 001, sections 5 and 9). */
export const VACCINE_SEARCH_MIN_LENGTH = 3;
/** Vaccine suggestions shown. */
export const VACCINE_LIST_SIZE = 10;
/** Access-log page size (spec 001, section 2 and 9). */
export const ACCESS_LOG_PAGE_SIZE = 10;

/** Whether a search text is long enough to be sent (trimmed length at least `minimum`). */
export function isSearchLongEnough(text: string, minimum: number): boolean {
  return text.trim().length >= minimum;
}

// --- Field limits ---------------------------------------------------------------------------

/** Therapy note limit, characters (spec 000, sections 5 and 9). */
export const NOTE_MAX_LENGTH = 100;
/** A phone number has at least this many digits. */
export const PHONE_MIN_DIGITS = 7;
/** Default country of the international phone input. */
export const DEFAULT_PHONE_COUNTRY = 'IT';
/** Length of a personal tax code (codice fiscale). */
export const TAX_CODE_LENGTH = 16;
/** Reaction impact scale (spec 000, section 9). */
export const REACTION_IMPACT_RANGE = { min: 1, max: 10 } as const;

// --- Codes and markers ----------------------------------------------------------------------

/** Contact type codes (spec 000, section 9). */
export const CONTACT_TYPE_EMERGENCY = 10;
export const CONTACT_TYPE_OTHER = 0;
export const CONTACT_TYPE_DELETED = -1;
/** The fixed date the original writes into deleted_at of a deleted diary entry. */
export const DIARY_DELETED_MARKER_DATE = '2012-12-20';
/** The fixed past date of a soft-deleted vaccination (spec 001, section 4: "a fixed past date"). */
export const VACCINATION_DELETED_MARKER_DATE = '2012-12-20';

// --- Defaults of new items (spec 000, section 9; spec 001, section 9) -----------------------

/** Confidentiality of an exam edited without a level. */
export const DEFAULT_CONFIDENTIALITY_EXAM_EDIT: ConfidentialityLevel = 4;
/** Confidentiality of a new exam. */
export const DEFAULT_CONFIDENTIALITY_NEW_EXAM: ConfidentialityLevel = 6;
/** Confidentiality of a new therapy. */
export const DEFAULT_CONFIDENTIALITY_NEW_THERAPY: ConfidentialityLevel = 6;
/** Confidentiality of a new file or exam file. */
export const DEFAULT_CONFIDENTIALITY_NEW_FILE: ConfidentialityLevel = 1;
/** Confidentiality of a new doctor association. */
export const DEFAULT_CONFIDENTIALITY_NEW_DOCTOR: ConfidentialityLevel = 1;
/** Confidentiality of a new diagnosis. */
export const DEFAULT_CONFIDENTIALITY_NEW_DIAGNOSIS: ConfidentialityLevel = 6;
/** Confidentiality of a new vaccination. */
export const DEFAULT_CONFIDENTIALITY_NEW_VACCINATION: ConfidentialityLevel = 6;
/**
 * Confidentiality of a new diary entry. The spec gives none; Cartella uses 6, like the other new
 * clinical records (exam, therapy, diagnosis, vaccination).
 */
export const DEFAULT_CONFIDENTIALITY_NEW_DIARY: ConfidentialityLevel = 6;
/** Audit-log id of a new file. */
export const NEW_FILE_AUDIT_LOG_ID = 132;
/** Visibility of a new doctor association. */
export const DEFAULT_VISIBILITY_NEW_DOCTOR: VisibilityLevel = 2;

// --- Diary canvas (spec 000, section 9) -----------------------------------------------------

/** Body canvas width, pixels. */
export const DIARY_CANVAS_WIDTH_PX = 419;
/** Body canvas height, pixels. */
export const DIARY_CANVAS_HEIGHT_PX = 866;
/** Brush width, pixels. */
export const DIARY_BRUSH_WIDTH_PX = 5;

// --- ECG detail (spec 000, section 2) -------------------------------------------------------

/** ECG detail canvas width, pixels. */
export const ECG_CANVAS_WIDTH_PX = 700;
/** ECG detail canvas height, pixels. */
export const ECG_CANVAS_HEIGHT_PX = 260;
/** Width of the drawn ECG trace, pixels. */
export const ECG_TRACE_WIDTH_PX = 1500;

// --- Bluetooth (spec 000, section 9) --------------------------------------------------------

/** Poll interval. */
export const BLE_POLL_INTERVAL_MS = 300;
/** Retry delay after a busy error. */
export const BLE_BUSY_RETRY_MS = 1500;
/** Packet size. */
export const BLE_PACKET_SIZE_BYTES = 512;
/** Maximum packet size. */
export const BLE_PACKET_MAX_BYTES = 520;
/** Empty polls before giving up. */
export const BLE_MAX_EMPTY_POLLS = 10;
/** Record sizes of the monitor's files. */
export const BLE_RECORD_SIZE_BYTES = { user: 27, pressure: 11, temperature: 10, oxygen: 12 } as const;

// --- Colours and icons (spec 000, section 9) ------------------------------------------------

/** Default icon colour. */
export const ICON_COLOUR = '#1A576E';
/** Delete icon colour. */
export const DELETE_ICON_COLOUR = '#DF2F70';

/** Action icons. */
export const actionIcons = [
  'trash',
  'plus',
  'pen',
  'lock',
  'info',
  'eye',
  'exclamation',
  'arrow-down',
  'up-down',
  'download',
  'user-doctor',
  'envelope',
  'location-dot',
  'paperclip',
  'phone',
  'globe',
] as const;
export type ActionIcon = (typeof actionIcons)[number];

function tip(key: string, it: string, en: string): Message {
  return { id: `icon.${key}`, it, en };
}

/** Tooltip of each action icon. The spec names the meaning; the words are the project's. */
export const actionIconTooltips = {
  trash: tip('trash', 'Elimina', 'Delete'),
  plus: tip('plus', 'Aggiungi', 'Add'),
  pen: tip('pen', 'Modifica', 'Edit'),
  lock: tip('lock', 'Confidenzialità', 'Confidentiality'),
  info: tip('info', 'Informazioni', 'Information'),
  eye: tip('eye', 'Visualizza', 'View'),
  exclamation: tip('exclamation', 'Segnala reazione avversa', 'Report an adverse reaction'),
  'arrow-down': tip('arrow-down', 'Sposta', 'Move'),
  'up-down': tip('up-down', 'Sposta', 'Move'),
  download: tip('download', 'Scarica', 'Download'),
  'user-doctor': tip('user-doctor', 'Anteprima', 'Preview'),
  envelope: tip('envelope', 'Invia e-mail', 'Send e-mail'),
  'location-dot': tip('location-dot', 'Posizione', 'Location'),
  paperclip: tip('paperclip', 'Allega', 'Attach'),
  phone: tip('phone', 'Telefono', 'Phone'),
  globe: tip('globe', 'Sito web', 'Website'),
} as const satisfies Record<ActionIcon, Message>;

/** Tooltip of an unknown icon (spec 000, section 9). */
export const unknownIconTooltip: Message = tip('unknown', 'Titolo non disponibile', 'Title not available');

/** The tooltip of an icon name, falling back to 'Titolo non disponibile'. */
export function tooltipForIcon(icon: string): Message {
  return (actionIcons as readonly string[]).includes(icon)
    ? actionIconTooltips[icon as ActionIcon]
    : unknownIconTooltip;
}

// --- Cookies, account, consents (spec 001, sections 2 and 9) --------------------------------

/** The consent cookie lasts one year. */
export const CONSENT_COOKIE_LIFETIME_DAYS = 365;
/** Data of a deleted account is kept pseudonymised one year, if the person agreed. */
export const DELETED_ACCOUNT_RETENTION_DAYS = 365;
/** The consent toggle of this treatment is disabled (spec 001, section 2, consents page). */
export const LOCKED_CONSENT_TREATMENT_ID = 14;

// --- Pregnancy, anamnesis, vaccination (spec 001, sections 5 and 9) -------------------------

/** Minimum age for a pregnancy. */
export const PREGNANCY_MIN_AGE_YEARS = 12;
/** The age input's own minimum. */
export const PREGNANCY_AGE_INPUT_MIN = 1;
/** Beyond this month difference the form warns. */
export const PREGNANCY_MAX_MONTHS = 9;
/** Menarche age range. */
export const MENARCHE_AGE_RANGE = { min: 8, max: 18 } as const;

// --- Calculators (spec 001, sections 5 and 9) -----------------------------------------------

/** Fallbacks for empty or invalid calculator inputs. */
export const CALCULATOR_FALLBACKS = {
  /** Any other input. */
  default: 1,
  /** Drip volume, ml. */
  volumeMl: 100,
  /** Urinary creatinine, mg/dl. */
  urineCreatinineMgDl: 40,
  /** Daily diuresis, ml. */
  dailyUrineMl: 800,
} as const;

/** Normal-range placeholders shown in score inputs (spec 001, section 9). */
export const NORMAL_RANGE_PLACEHOLDERS = {
  creatinineMgDl: { low: 0.7, high: 1.3 },
  bilirubinMgDl: { low: 0.3, high: 1.9 },
  inr: { low: 0.8, high: 1.2 },
  sodiumMmolL: { low: 136, high: 145 },
  totalCholesterolMgDl: { low: 150, high: 200 },
  hdlCholesterolMgDl: { low: 40, high: 60 },
  systolicMmHg: { low: 100, high: 130 },
} as const;

/** Framingham input ranges used by the plausibility check (spec 001, section 5). */
export const FRAMINGHAM_INPUT_RANGES = {
  totalCholesterolMgDl: { low: 100, high: 400 },
  hdlCholesterolMgDl: { low: 20, high: 95 },
  systolicMmHg: { low: 100, high: 130 },
} as const;

/** MELD input clamps (spec 001, section 5). */
export const MELD_CLAMPS = {
  creatinineMgDl: { min: 1, max: 4 },
  bilirubinMgDl: { min: 1 },
  inr: { min: 1 },
  sodiumMmolL: { min: 125, max: 137 },
} as const;

// --- Reports (spec 001, section 9) ----------------------------------------------------------

/** Download file name of the emergency report. */
export const EMERGENCY_REPORT_FILE_NAME = 'Emergenza.pdf';
/** Download file name of the clinical report. */
export const CLINICAL_REPORT_FILE_NAME = 'Report.pdf';

/** FHIR export file name: Fhir_{name}_{MM-DD-YYYY}.txt; `date` is an ISO date `YYYY-MM-DD`. */
export function fhirReportFileName(name: string, date: string): string {
  const [year = '', month = '', day = ''] = date.slice(0, 10).split('-');
  return `Fhir_${name}_${month}-${day}-${year}.txt`;
}

// --- Currency (spec 001, section 9) ---------------------------------------------------------

/** Costs are in euros everywhere (the spec's pounds in the plan list is a defect). */
export const CURRENCY = 'EUR';

// --- Per-page guides (spec 001, section 2) --------------------------------------------------

/** Pages with their own PDF guide; all calculator pages share one. */
export const pageGuides = [
  'SchedaPaziente',
  'Taccuino',
  'Farmaci',
  'Anamnesi',
  'Esami',
  'Diagnosi',
  'Vaccini',
  'File',
  'Dottori',
  'Visite',
  'CentriDiagnostici',
  'Altro',
  'Report',
  'CalcolatriceMedica',
] as const;
export type PageGuide = (typeof pageGuides)[number];
