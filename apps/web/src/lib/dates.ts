/**
 * The Intl locale of the page's language: Italian (`it-IT`) unless the page is in English, whose
 * dates and numbers are the British ones (day first, the dot for decimals).
 */
export function intlLocale(locale: string): 'it-IT' | 'en-GB' {
  return locale === 'en' ? 'en-GB' : 'it-IT';
}

/**
 * An ISO date (or the date part of a date-time) in the page's language: day/month/year in Italian,
 * the product's it-IT display (spec part 1 section 9), "12/05/2026"; day, month name and year in
 * English, "12 May 2026", which no English reader takes for the fifth of December. '' when absent
 * or malformed.
 */
export function formatDate(value: string | null | undefined, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  if (locale !== 'en') return `${day}/${month}/${year}`;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(Number(year), Number(month) - 1, Number(day)),
  );
}
