import { intlLocale } from './dates.ts';

// Apart from dates.ts, so that only the pages that show instants carry it.

export interface InstantFormat {
  /** With the time of day (true) or the date alone. */
  withTime?: boolean;
  /**
   * The zone the instant is read in: Italian time unless told; `null` for the browser's own zone
   * (a reading typed as the browser's local time, a monitor's clock).
   */
  timeZone?: string | null;
  /** With the seconds too (an audit trail). */
  withSeconds?: boolean;
}

/**
 * An instant (ISO date-time) in the page's language and, unless told, in Italian time: the date with
 * its full year and the time, or with `withTime` false the date alone ("22/11/2026, 10:30";
 * "22 Nov 2026, 10:30" in English, as `formatDate` writes dates).
 */
export function formatInstant(
  iso: string,
  locale: string,
  { withTime = true, timeZone = 'Europe/Rome', withSeconds = false }: InstantFormat = {},
): string {
  const english = locale === 'en';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: english ? 'numeric' : '2-digit',
    month: english ? 'short' : '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(withTime && withSeconds ? { second: '2-digit' } : {}),
    ...(timeZone === null ? {} : { timeZone }),
  }).format(new Date(iso));
}
