import { useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../../lib/instants.ts';

/**
 * The monitor's clock reading (`YYYY-MM-DDThh:mm:ss`, its own local time) in the page's language,
 * day first with the full year: "12/05/2026, 08:30" ("12 May 2026, 08:30" in English); the date
 * alone without `withTime`. Read and shown in the browser's zone, so the clock's time is kept.
 */
export function useMonitorDate() {
  const { i18n } = useLingui();
  return (localDateTime: string, withTime = true) =>
    formatInstant(localDateTime, i18n.locale, { withTime, timeZone: null });
}
