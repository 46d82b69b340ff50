import type { VitalMeasure } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../../lib/instants.ts';
import { formatNumber } from '../../../lib/numbers.ts';

/** Each measure's label and unit, in the form's and the table's order. */
export function useMeasureLabels(): Record<VitalMeasure, { label: string; unit: string }> {
  const { t } = useLingui();
  return {
    parametro_peso: { label: t`Peso`, unit: 'kg' },
    parametro_altezza: { label: t`Altezza`, unit: 'cm' },
    parametro_pressione_massima: { label: t`Pressione massima`, unit: 'mmHg' },
    parametro_pressione_minima: { label: t`Pressione minima`, unit: 'mmHg' },
    parametro_frequenza_cardiaca: { label: t`Frequenza cardiaca`, unit: 'bpm' },
    parametro_spo2: { label: t`Saturazione (SpO2)`, unit: '%' },
    parametro_temperatura: { label: t`Temperatura`, unit: '°C' },
    parametro_glicemia: { label: t`Glicemia`, unit: 'mg/dL' },
  };
}

/** A measure in the page's language, at most one decimal ("72,5"; "72.5" in English), or '' when absent. */
export function formatMeasure(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  return formatNumber(value, locale, 1);
}

/**
 * Date and time of a reading in the page's language ("15/11/2026, 08:00"; "15 Nov 2026, 08:00"), in
 * the browser's zone, as the form reads and writes it.
 */
export function formatReadingTime(iso: string, locale: string): string {
  return formatInstant(iso, locale, { timeZone: null });
}

/** The day of a reading in the page's language, in the browser's zone ("15/11/2026"; "15 Nov 2026"). */
export function formatReadingDay(iso: string, locale: string): string {
  return formatInstant(iso, locale, { withTime: false, timeZone: null });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date (YYYY-MM-DD) and time (hh:mm) of an instant, for the form. */
export function localParts(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  return {
    date: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

// hh:mm, 00:00 to 23:59; each part one character class, so nothing can backtrack.
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of a local date and a typed time, as ISO 8601; '' when either is missing or wrong. */
export function instantOf(date: string, time: string): string {
  const match = timePattern.exec(time.trim());
  if (date === '' || match === null) return '';
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, Number(match[1]), Number(match[2])).toISOString();
}
