import type { Locale, Message } from './messages.ts';

/** The app is served under this base path (spec 000, section 2; spec 001, section 9). */
export const BASE_PATH = '/webui/';

/** Languages: Italian by default, English as fallback (spec 001, section 9). */
export const FALLBACK_LOCALE: Locale = 'en';

/** Date locale used for display (spec 000 and 001, section 9). */
export const DEFAULT_DATE_LOCALE = 'it-IT';

/** Whether a search text is long enough to be sent (trimmed length at least `minimum`). */
export function isSearchLongEnough(text: string, minimum: number): boolean {
  return text.trim().length >= minimum;
}

/** A phone number has at least this many digits. */
export const PHONE_MIN_DIGITS = 7;

/** Default country of the international phone input. */
export const DEFAULT_PHONE_COUNTRY = 'IT';

/** Length of a personal tax code (codice fiscale). */
export const TAX_CODE_LENGTH = 16;

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

/** Costs are in euros everywhere (the spec's pounds in the plan list is a defect). */
export const CURRENCY = 'EUR';

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
