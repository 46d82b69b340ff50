import { describe, expect, it } from 'vitest';
import { timeAxisLabels, valueAxisLabels } from './chart-axes.ts';

const DAY = 86_400;
/** Seconds since 1970 of a local day and hour, as uPlot hands the ticks over. */
const at = (year: number, monthIndex: number, day: number, hour = 0) =>
  new Date(year, monthIndex, day, hour).getTime() / 1000;

describe('the time axis of a trend chart', () => {
  it('names months the Italian way on the Italian page, with the year under the first', () => {
    const splits = [at(2026, 9, 1), at(2026, 10, 1), at(2026, 11, 1), at(2027, 0, 1)];
    expect(timeAxisLabels(splits, 30 * DAY, 'it')).toEqual(['ott\n2026', 'nov', 'dic', 'gen\n2027']);
  });

  it('names months the English way on the English page', () => {
    const splits = [at(2026, 9, 1), at(2026, 10, 1)];
    expect(timeAxisLabels(splits, 30 * DAY, 'en')).toEqual(['Oct\n2026', 'Nov']);
  });

  it('puts the day before the month for ticks days apart, never "2/11" or "5/12"', () => {
    const splits = [at(2026, 1, 11), at(2026, 2, 13), at(2026, 4, 12)];
    expect(timeAxisLabels(splits, 7 * DAY, 'it')).toEqual(['11 feb\n2026', '13 mar', '12 mag']);
    expect(timeAxisLabels(splits, 7 * DAY, 'en')).toEqual(['11 Feb\n2026', '13 Mar', '12 May']);
  });

  it('shows the time within a day, and the day under the first tick and each new day', () => {
    const splits = [at(2026, 10, 15, 18), at(2026, 10, 16, 0), at(2026, 10, 16, 6)];
    expect(timeAxisLabels(splits, 6 * 3600, 'it')).toEqual(['18:00\n15 nov', '00:00\n16 nov', '06:00']);
  });

  it('shows the year alone for ticks years apart', () => {
    expect(timeAxisLabels([at(2025, 0, 1), at(2026, 0, 1)], 365 * DAY, 'en')).toEqual(['2025', '2026']);
  });
});

describe('a value axis of a trend chart', () => {
  it('writes the decimal comma in Italian and the dot in English, with the decimals of the step', () => {
    expect(valueAxisLabels([36.5, 37, 37.5], 0.5, 'it')).toEqual(['36,5', '37,0', '37,5']);
    expect(valueAxisLabels([36.5, 37, 37.5], 0.5, 'en')).toEqual(['36.5', '37.0', '37.5']);
  });

  it('writes whole numbers for whole steps', () => {
    expect(valueAxisLabels([60, 62, 64], 2, 'it')).toEqual(['60', '62', '64']);
    expect(valueAxisLabels([0.25, 0.5], 0.25, 'it')).toEqual(['0,25', '0,50']);
  });
});
