import { currentLocale } from '../../../lib/i18n.ts';

/** A save instant in the patient's words: "22/11/2026, 10:05" (it) or "22/11/2026, 10:05" (en-GB). */
export function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(currentLocale() === 'it' ? 'it-IT' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}
