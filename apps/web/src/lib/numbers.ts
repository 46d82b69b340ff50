import { intlLocale } from './dates.ts';

/**
 * A number shown in the page's language, with at most `maximumFractionDigits` decimals (and at
 * least `minimumFractionDigits`): "62,9" in Italian, "62.9" in English.
 */
export function formatNumber(
  value: number,
  locale: string,
  maximumFractionDigits = 2,
  minimumFractionDigits = 0,
): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    maximumFractionDigits,
    minimumFractionDigits: Math.min(minimumFractionDigits, maximumFractionDigits),
  }).format(value);
}

/**
 * A stored number as a number field shows it before the patient edits it: every digit, no grouping,
 * the page's decimal separator ("62,5"; "62.5" in English). The fields read either separator.
 */
export function decimalInputText(value: number, locale: string): string {
  const text = String(value);
  return locale === 'en' ? text : text.replace('.', ',');
}
