import { currentLocale } from '../../../lib/i18n.ts';
import { formatInstant } from '../../../lib/instants.ts';

/** A save instant in the patient's words: "22/11/2026, 10:05" (it) or "22 Nov 2026, 10:05" (en). */
export function formatSavedAt(iso: string): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  return formatInstant(iso, currentLocale());
}
