import type { VitalReading } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMeasure, formatReadingTime } from './measures.ts';

/*
 * Trend charts of the readings (issue #16), drawn with uPlot (docs/decisions/0601-uplot-charts.md).
 * This module is loaded lazily by the visits page, so the library stays out of every other chunk.
 * Each chart is hidden from assistive technology and followed by the same values as a table.
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

function Chart({ times, series }: { times: number[]; series: Series[] }) {
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
          { stroke: '#1f2937' },
          ...scales.map((scale, index) => ({
            scale,
            side: index === 0 ? 3 : 1,
            stroke: '#1f2937',
            grid: { show: index === 0 },
            label: series.find((item) => item.scale === scale)?.unit ?? '',
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
  }, [times, series]);
  return <div ref={ref} aria-hidden="true" className="w-full overflow-hidden" />;
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
  const { t } = useLingui();
  const times = readings.map((reading) => new Date(reading.created_on).getTime() / 1000);
  return (
    // On a phone the figure is not a card inside the section's card: a rule above it is enough.
    <figure className="flex flex-col gap-2 border-ended-soft border-t-2 pt-3 sm:rounded sm:border sm:border-muted sm:p-3">
      <figcaption className="font-semibold text-brand text-lg">{title}</figcaption>
      <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {series.map((item) => (
          <li key={item.label} className="flex items-center gap-1">
            <span className="inline-block h-1 w-5" style={{ backgroundColor: item.color }} />
            {item.label} ({item.unit})
          </li>
        ))}
      </ul>
      <Chart times={times} series={series} />
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
                  {formatReadingTime(reading.created_on)}
                </th>
                {series.map((item) => (
                  <td key={item.label}>{formatMeasure(item.values[index])}</td>
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

/** Weight and BMI, blood pressure and heart rate over time, oldest left. */
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
    </div>
  );
}
