import type { VitalMeasure } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';

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

/** A number the Italian way (72,5), or '' when absent. */
export function formatMeasure(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Date and time of a reading, dd/mm/yyyy hh:mm in the browser's zone. */
export function formatReadingTime(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

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
