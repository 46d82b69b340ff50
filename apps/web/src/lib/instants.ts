// Apart from dates.ts (which the login page loads), so that only the pages that show instants
// carry it: the login page's budget has no room to spare.

/**
 * An instant (ISO date-time) in the page's language and in Italian time: the date and the time,
 * or with `withTime` false the date alone ("22/11/26, 10:30"; "22/11/2026, 10:30" in English).
 */
export function formatInstant(iso: string, locale: string, withTime = true): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/Rome',
  }).format(new Date(iso));
}
