import type { VitalReading } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { timeAxisLabels, valueAxisLabels } from './chart-axes.ts';
import { formatMeasure, formatReadingDay, formatReadingTime } from './measures.ts';

/*
 * Trend charts of the readings (issue #16), drawn with uPlot (docs/decisions/0601-uplot-charts.md).
 * This module is loaded lazily by the visits page, so the library stays out of every other chunk.
 * Each chart is hidden from assistive technology, summed up in words and followed by the same
 * values as a table; its axes, its summary and its table speak the page's language (issue #37).
 */

interface Series {
  label: string;
  unit: string;
  color: string;
  values: (number | null)[];
  /** uPlot scale: series with another unit get their own axis on the right. */
  scale: string;
}

const CHART_HEIGHT = 220;

function Chart({ times, series, locale }: { times: number[]; series: Series[]; locale: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const scales = [...new Set(series.map((item) => item.scale))];
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        series: [
          {},
          ...series.map((item) => ({
            label: item.label,
            scale: item.scale,
            stroke: item.color,
            width: 2,
            spanGaps: true,
            points: { show: true, size: 7, fill: item.color },
          })),
        ],
        axes: [
          {
            stroke: '#1f2937',
            // Two lines where a tick names the year or the day as well.
            size: 56,
            values: (_plot, splits, _axis, _space, step) => timeAxisLabels(splits, step, locale),
          },
          ...scales.map((scale, index) => ({
            scale,
            side: index === 0 ? 3 : 1,
            stroke: '#1f2937',
            grid: { show: index === 0 },
            label: series.find((item) => item.scale === scale)?.unit ?? '',
            values: (_plot: uPlot, splits: number[], _axis: number, _space: number, step: number) =>
              valueAxisLabels(splits, step, locale),
          })),
        ],
      },
      [times, ...series.map((item) => item.values)],
      element,
    );
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: CHART_HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [times, series, locale]);
  return <div ref={ref} aria-hidden="true" className="w-full overflow-hidden" />;
}

/** Each series in words: how many values, over which days, the lowest, the highest and the latest. */
function useSeriesSummary() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (readings: readonly VitalReading[], item: Series): string => {
    const measured = readings.flatMap((reading, index) => {
      const value = item.values[index];
      return value == null ? [] : [{ reading, value }];
    });
    const first = measured[0];
    const latest = measured.at(-1);
    if (first === undefined || latest === undefined) return '';
    const amount = (value: number) => `${formatMeasure(value, locale)} ${item.unit}`;
    const label = item.label;
    const latestDay = formatReadingDay(latest.reading.created_on, locale);
    const last = amount(latest.value);
    if (measured.length === 1) return t`${label}: un solo valore, ${last} del ${latestDay}.`;
    const count = measured.length;
    const firstDay = formatReadingDay(first.reading.created_on, locale);
    const values = measured.map((entry) => entry.value);
    const lowest = amount(Math.min(...values));
    const highest = amount(Math.max(...values));
    return t`${label}: ${count} valori dal ${firstDay} al ${latestDay}; minimo ${lowest}, massimo ${highest}; ultimo valore ${last}.`;
  };
}

function TrendFigure({
  title,
  readings,
  series,
}: {
  title: string;
  readings: VitalReading[];
  series: Series[];
}) {
  const { t, i18n } = useLingui();
  const summaryId = useId();
  const summaryOf = useSeriesSummary();
  const times = readings.map((reading) => new Date(reading.created_on).getTime() / 1000);
  return (
    // On a phone the figure is not a card inside the section's card: a rule above it is enough.
    <figure
      className="flex flex-col gap-2 border-ended-soft border-t-2 pt-3 sm:rounded sm:border sm:border-muted sm:p-3"
      aria-describedby={summaryId}
    >
      <figcaption className="font-semibold text-brand text-lg">{title}</figcaption>
      <p id={summaryId} className="text-sm" data-testid="chart-summary">
        {series.map((item) => summaryOf(readings, item)).join(' ')}
      </p>
      <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {series.map((item) => (
          <li key={item.label} className="flex items-center gap-1">
            <span className="inline-block h-1 w-5" style={{ backgroundColor: item.color }} />
            {item.label} ({item.unit})
          </li>
        ))}
      </ul>
      <Chart times={times} series={series} locale={i18n.locale} />
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t`Valori in tabella: ${title}`}</summary>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Data e ora`}</th>
              {series.map((item) => (
                <th key={item.label} scope="col">
                  {item.label} ({item.unit})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {readings.map((reading, index) => (
              <tr key={reading.id_parametro ?? reading.created_on}>
                <th scope="row" className="whitespace-nowrap font-normal">
                  {formatReadingTime(reading.created_on, i18n.locale)}
                </th>
                {series.map((item) => (
                  <td key={item.label}>{formatMeasure(item.values[index], i18n.locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The body-mass index with the latest height known at the time (or the first one measured later). */
function bmiSeries(readings: VitalReading[]): (number | null)[] {
  const firstHeight =
    readings.find((reading) => reading.parametro_altezza != null)?.parametro_altezza ?? null;
  let height = firstHeight;
  return readings.map((reading) => {
    if (reading.parametro_altezza != null) height = reading.parametro_altezza;
    const weight = reading.parametro_peso;
    if (weight == null || height == null) return null;
    return Math.round((weight / (height / 100) ** 2) * 10) / 10;
  });
}

/** Weight and BMI, blood pressure, heart rate, oxygen saturation and body temperature over time, oldest left. */
export default function VitalCharts({ readings }: { readings: readonly VitalReading[] }) {
  const { t } = useLingui();
  const oldestFirst = [...readings].sort((a, b) => a.created_on.localeCompare(b.created_on));
  const only = (pick: (reading: VitalReading) => number | null | undefined) =>
    oldestFirst.filter((reading) => pick(reading) != null);

  const weighed = only((reading) => reading.parametro_peso);
  const pressures = only(
    (reading) => reading.parametro_pressione_massima ?? reading.parametro_pressione_minima,
  );
  const pulses = only((reading) => reading.parametro_frequenza_cardiaca);
  const saturations = only((reading) => reading.parametro_spo2);
  const temperatures = only((reading) => reading.parametro_temperatura);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {weighed.length > 0 ? (
        <TrendFigure
          title={t`Peso e indice di massa corporea`}
          readings={weighed}
          series={[
            {
              label: t`Peso`,
              unit: 'kg',
              color: '#1d4ed8',
              scale: 'kg',
              values: weighed.map((reading) => reading.parametro_peso ?? null),
            },
            { label: t`BMI`, unit: 'kg/m²', color: '#047857', scale: 'bmi', values: bmiSeries(weighed) },
          ]}
        />
      ) : null}
      {pressures.length > 0 ? (
        <TrendFigure
          title={t`Pressione arteriosa`}
          readings={pressures}
          series={[
            {
              label: t`Pressione massima`,
              unit: 'mmHg',
              color: '#b91c1c',
              scale: 'mmHg',
              values: pressures.map((reading) => reading.parametro_pressione_massima ?? null),
            },
            {
              label: t`Pressione minima`,
              unit: 'mmHg',
              color: '#1d4ed8',
              scale: 'mmHg',
              values: pressures.map((reading) => reading.parametro_pressione_minima ?? null),
            },
          ]}
        />
      ) : null}
      {pulses.length > 0 ? (
        <TrendFigure
          title={t`Frequenza cardiaca`}
          readings={pulses}
          series={[
            {
              label: t`Frequenza cardiaca`,
              unit: 'bpm',
              color: '#7c2d12',
              scale: 'bpm',
              values: pulses.map((reading) => reading.parametro_frequenza_cardiaca ?? null),
            },
          ]}
        />
      ) : null}
      {saturations.length > 0 ? (
        <TrendFigure
          title={t`Saturazione dell'ossigeno`}
          readings={saturations}
          series={[
            {
              label: t`Saturazione (SpO2)`,
              unit: '%',
              color: '#6d28d9',
              scale: '%',
              values: saturations.map((reading) => reading.parametro_spo2 ?? null),
            },
          ]}
        />
      ) : null}
      {temperatures.length > 0 ? (
        <TrendFigure
          title={t`Temperatura corporea`}
          readings={temperatures}
          series={[
            {
              label: t`Temperatura`,
              unit: '°C',
              color: '#c2410c',
              scale: '°C',
              values: temperatures.map((reading) => reading.parametro_temperatura ?? null),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
