/**
 * Numbers and dates in a PDF's language (issue #37): Italian as the spec shows them (day/month/year,
 * the decimal comma: spec part 1 section 9), English with the day first and the month by name, so
 * no reader takes 12/05 for the fifth of December, and the decimal dot. Intl only: the PDF builders
 * run in worker threads and import no workspace package.
 */
export type PdfLocale = 'it' | 'en';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A number with every decimal it has (up to 6), or with exactly `fractionDigits`, and no grouping:
 * "62,9" in Italian, "62.9" in English. Grouping is left out so that a value reads the same in both.
 */
export function pdfNumber(value: number, locale: PdfLocale, fractionDigits?: number): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 6,
    useGrouping: false,
  }).format(value);
}

/**
 * A date, `YYYY-MM-DD` (or the date part of a date-time text), as written: "12/05/2026" in Italian,
 * "12 May 2026" in English; '' when absent, the text itself when it is not a date.
 */
export function pdfDate(iso: string | null | undefined, locale: PdfLocale): string {
  if (!iso) return '';
  const match = isoDatePattern.exec(iso);
  if (match === null) return iso;
  const [, year, month, day] = match;
  if (locale === 'it') return `${day}/${month}/${year}`;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(Number(year), Number(month) - 1, Number(day)),
  );
}

/**
 * An instant (ISO date-time) in Italian time, the day alone or with the time: "20/11/2026, 09:00";
 * "20 Nov 2026, 09:00" in English. The text itself when it is not an instant.
 */
export function pdfInstant(iso: string, locale: PdfLocale, withTime = true): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const english = locale === 'en';
  return new Intl.DateTimeFormat(english ? 'en-GB' : 'it-IT', {
    day: english ? 'numeric' : '2-digit',
    month: english ? 'short' : '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Europe/Rome',
  }).format(instant);
}
