import { type ResultFlag, resultFlagLabels } from '@cartella/domain';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/dates.ts';
import { currentLocale, domainText } from '../../../lib/i18n.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import { analyteTrendQueryOptions, type ExamResultItem } from '../api/exam-results.ts';

/** A value in the page's language, at most 3 decimals ("1,4" in Italian). */
export function formatResultNumber(value: number): string {
  return formatNumber(value, currentLocale(), 3);
}

/** Colours of each flag, always shown with the flag's words (never colour alone). */
const flagClasses = {
  high: 'border-danger-strong bg-forbidden-soft text-danger-strong',
  low: 'border-warning-strong bg-warning-soft text-warning-strong',
  normal: 'border-ok bg-ok-soft text-ok',
  unknown: 'border-muted bg-ended-soft text-black',
} as const satisfies Record<ResultFlag, string>;

/** The flag as a badge: its colour and its words ('Alto', 'Basso', 'Nella norma'). */
export function ResultFlagBadge({ flag }: { flag: ResultFlag }) {
  return (
    <span
      data-flag={flag}
      className={`inline-block rounded-md border-2 px-2 py-0.5 font-semibold text-sm ${flagClasses[flag]}`}
    >
      {domainText(resultFlagLabels[flag])}
    </span>
  );
}

/** The reference range in words: "0,5 – 1,2", "≥ 0,5", "≤ 1,2", or that the lab gave none. */
export function useRangeText() {
  const { t } = useLingui();
  return (result: Pick<ExamResultItem, 'rif_min' | 'rif_max'>) => {
    const { rif_min: min, rif_max: max } = result;
    if (min !== null && max !== null) return `${formatResultNumber(min)} – ${formatResultNumber(max)}`;
    if (min !== null) return t`almeno ${formatResultNumber(min)}`;
    if (max !== null) return t`al massimo ${formatResultNumber(max)}`;
    return t`Non indicato`;
  };
}

const width = 640;
const height = 240;
const plot = { left: 64, right: 24, top: 16, bottom: 44 };

/** The y scale's bounds: every value and the latest range, with some room above and below. */
function boundsOf(results: readonly ExamResultItem[]) {
  const latest = results.at(-1);
  const numbers = [
    ...results.map((result) => result.valore),
    ...(latest?.rif_min == null ? [] : [latest.rif_min]),
    ...(latest?.rif_max == null ? [] : [latest.rif_max]),
  ];
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const room = high === low ? Math.max(Math.abs(high) * 0.1, 1) : (high - low) * 0.1;
  return { low: low - room, high: high + room };
}

interface TrendChartProps {
  results: readonly ExamResultItem[];
  label: string;
}

/**
 * The trend as an SVG line chart, one image with a summary for screen readers; the table beside it
 * holds the same data. Points out of range are squares, the others circles; the latest range is
 * the shaded band.
 */
function TrendChart({ results, label }: TrendChartProps) {
  const { t, i18n } = useLingui();
  const { low, high } = boundsOf(results);
  const innerWidth = width - plot.left - plot.right;
  const innerHeight = height - plot.top - plot.bottom;
  const x = (index: number) =>
    plot.left + (results.length === 1 ? innerWidth / 2 : (index * innerWidth) / (results.length - 1));
  const y = (value: number) => plot.top + ((high - value) * innerHeight) / (high - low);
  const latest = results.at(-1);
  const bandTop = latest?.rif_max == null ? plot.top : y(latest.rif_max);
  const bandBottom = latest?.rif_min == null ? plot.top + innerHeight : y(latest.rif_min);
  const showBand = latest !== undefined && (latest.rif_min !== null || latest.rif_max !== null);
  const ticks = [high, (high + low) / 2, low];
  const labelEvery = Math.max(1, Math.ceil(results.length / 6));
  const points = results.map((result, index) => `${x(index)},${y(result.valore)}`).join(' ');

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-2xl rounded-md border-2 border-ended-soft bg-white"
      data-testid="analyte-trend-chart"
    >
      {showBand ? (
        <rect
          x={plot.left}
          y={bandTop}
          width={innerWidth}
          height={Math.max(0, bandBottom - bandTop)}
          className="fill-ok-soft"
        />
      ) : null}
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plot.left}
            x2={width - plot.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-ended-soft"
            strokeWidth={1}
          />
          <text x={plot.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-black text-xs">
            {formatResultNumber(Number(tick.toPrecision(3)))}
          </text>
        </g>
      ))}
      <polyline points={points} fill="none" className="stroke-brand" strokeWidth={2.5} />
      {results.map((result, index) => {
        const out = result.esito === 'high' || result.esito === 'low';
        return (
          <g key={result.id_risultato}>
            {out ? (
              <rect
                x={x(index) - 6}
                y={y(result.valore) - 6}
                width={12}
                height={12}
                className="fill-danger-strong"
              />
            ) : (
              <circle cx={x(index)} cy={y(result.valore)} r={6} className="fill-brand" />
            )}
            {index % labelEvery === 0 || index === results.length - 1 ? (
              <text x={x(index)} y={height - 16} textAnchor="middle" className="fill-black text-xs">
                {result.data === null ? t`senza data` : formatDate(result.data, i18n.locale)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

export interface AnalyteTrendProps {
  patientId: number;
  /** The analyte, as the row it was opened from names it. */
  analyte: string;
  /** Names the heading the dialog focuses when the trend opens. */
  headingId: string;
}

/**
 * "Andamento": one analyte across the patient's exams, oldest first: the chart and the same data as
 * a table (date, value, unit, range, flag).
 */
export function AnalyteTrend({ patientId, analyte, headingId }: AnalyteTrendProps) {
  const { t, i18n } = useLingui();
  const trend = useQuery(analyteTrendQueryOptions(patientId, analyte));
  const rangeText = useRangeText();
  const heading = (
    <h3 id={headingId} tabIndex={-1} className="font-bold text-brand text-lg">
      {t`Andamento di ${analyte}`}
    </h3>
  );

  if (trend.isPending)
    return (
      <div className="flex flex-col gap-3">
        {heading}
        <p role="status">{t`Caricamento dell'andamento`}</p>
      </div>
    );
  if (trend.isError)
    return (
      <div className="flex flex-col gap-3">
        {heading}
        <p role="alert" className="font-semibold text-danger-strong">
          {trend.error.message}
        </p>
      </div>
    );

  const results = trend.data;
  const units = [...new Set(results.map((result) => result.unita))];
  const first = results[0];
  const latest = results.at(-1);
  const dateOf = (result: ExamResultItem) =>
    result.data === null ? t`senza data` : formatDate(result.data, i18n.locale);
  const valueWithUnit = (result: ExamResultItem) =>
    `${formatResultNumber(result.valore)}${result.unita === '' ? '' : ` ${result.unita}`}`;
  const values = results.map((result) => result.valore);
  const summary =
    first === undefined || latest === undefined
      ? ''
      : results.length === 1
        ? t`Andamento di ${analyte}: un solo valore, ${valueWithUnit(latest)} del ${dateOf(latest)}, ${domainText(resultFlagLabels[latest.esito])}.`
        : t`Andamento di ${analyte}: ${results.length} valori, dal ${dateOf(first)} al ${dateOf(latest)}; minimo ${formatResultNumber(Math.min(...values))}, massimo ${formatResultNumber(Math.max(...values))}; ultimo valore ${valueWithUnit(latest)}, ${domainText(resultFlagLabels[latest.esito])}.`;

  return (
    <div className="flex flex-col gap-3">
      {heading}
      {results.length === 0 ? (
        <p>{t`Nessun risultato per questo parametro.`}</p>
      ) : (
        <>
          {units.length > 1 ? (
            <InlineAlert variant="warning">
              {t`I valori hanno unità diverse (${units.join(', ')}): confrontali con attenzione.`}
            </InlineAlert>
          ) : null}
          <TrendChart results={results} label={summary} />
          {/* On a narrow screen the table scrolls sideways: by keyboard too (WCAG 2.1.1). */}
          <section
            aria-label={t`Valori di ${analyte} per data`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable to scroll by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand"
          >
            <table className="w-full border-collapse text-left">
              <caption className="pb-2 text-left font-semibold">{t`Valori di ${analyte} per data`}</caption>
              <thead>
                <tr className="bg-brand-soft">
                  <th scope="col" className="px-3 py-2">{t`Data`}</th>
                  <th scope="col" className="px-3 py-2">{t`Valore`}</th>
                  <th scope="col" className="px-3 py-2">{t`Unità`}</th>
                  <th scope="col" className="px-3 py-2">{t`Intervallo di riferimento`}</th>
                  <th scope="col" className="px-3 py-2">{t`Esito`}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((result) => (
                  <tr key={result.id_risultato} className="border-ended-soft border-b-2">
                    <td className="px-3 py-2">{dateOf(result)}</td>
                    <td className="px-3 py-2">{formatResultNumber(result.valore)}</td>
                    <td className="px-3 py-2">{result.unita}</td>
                    <td className="px-3 py-2">{rangeText(result)}</td>
                    <td className="px-3 py-2">
                      <ResultFlagBadge flag={result.esito} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
