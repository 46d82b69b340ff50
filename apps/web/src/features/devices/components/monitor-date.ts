import { useLingui } from '@lingui/react/macro';

/**
 * The monitor's clock reading (`YYYY-MM-DDThh:mm:ss`, its own local time) in the page's language,
 * day first with the full year: "12/05/2026, 08:30"; the date alone without `withTime`.
 */
export function useMonitorDate() {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en-GB' : 'it-IT';
  return (localDateTime: string, withTime = true) =>
    new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    }).format(new Date(localDateTime));
}
