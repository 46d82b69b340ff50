import { intlLocale } from '../../../lib/dates.ts';
import { formatNumber } from '../../../lib/numbers.ts';

/*
 * The labels of the trend charts' axes in the page's language (uPlot's own are American: "2/11",
 * "Oct"). uPlot picks where the ticks go and hands over their values (seconds since 1970 on the
 * time axis) and the step between two ticks; these answer one label per tick.
 */

const DAY_SECONDS = 86_400;

/**
 * The time axis: years for ticks a year or more apart; month names ("ott", "nov"; "Oct", "Nov") for
 * ticks a month apart; day and month ("12 nov"; "12 Nov") for ticks days apart; the time ("08:00")
 * for ticks within a day. The first tick, and each that starts a new year (or, for times, a new
 * day), says which on a second line. Read in the browser's zone, as uPlot places the ticks.
 */
export function timeAxisLabels(splits: readonly number[], stepSeconds: number, locale: string): string[] {
  const tag = intlLocale(locale);
  const year = new Intl.DateTimeFormat(tag, { year: 'numeric' });
  const month = new Intl.DateTimeFormat(tag, { month: 'short' });
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' });
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });
  let previous: Date | undefined;
  return splits.map((seconds) => {
    const date = new Date(seconds * 1000);
    const newYear = previous === undefined || previous.getFullYear() !== date.getFullYear();
    const newDay = previous === undefined || previous.toDateString() !== date.toDateString();
    previous = date;
    if (stepSeconds >= 365 * DAY_SECONDS) return year.format(date);
    if (stepSeconds >= 28 * DAY_SECONDS)
      return newYear ? `${month.format(date)}\n${year.format(date)}` : month.format(date);
    if (stepSeconds >= DAY_SECONDS)
      return newYear ? `${day.format(date)}\n${year.format(date)}` : day.format(date);
    return newDay ? `${time.format(date)}\n${day.format(date)}` : time.format(date);
  });
}

/** How many decimals a step between ticks has (0.5 -> 1, 0.25 -> 2, 10 -> 0), at most 3. */
function decimalsOf(step: number): number {
  for (let decimals = 0; decimals < 3; decimals += 1) {
    const scaled = step * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return decimals;
  }
  return 3;
}

/**
 * A value axis: each tick with the decimals of the step between ticks, in the page's language
 * ("36,5", "37,0"; "36.5", "37.0" in English).
 */
export function valueAxisLabels(splits: readonly number[], step: number, locale: string): string[] {
  const decimals = decimalsOf(step);
  return splits.map((value) => formatNumber(value, locale, decimals, decimals));
}
