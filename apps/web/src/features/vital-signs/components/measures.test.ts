import { describe, expect, it } from 'vitest';
import { formatMeasure, formatReadingDay, formatReadingTime } from './measures.ts';

describe('a measure in the page language', () => {
  it('has the decimal comma in Italian and the dot in English, one decimal at most', () => {
    expect(formatMeasure(62.94, 'it')).toBe('62,9');
    expect(formatMeasure(62.94, 'en')).toBe('62.9');
    expect(formatMeasure(118, 'en')).toBe('118');
  });

  it('is empty when not measured', () => {
    expect(formatMeasure(null, 'it')).toBe('');
    expect(formatMeasure(undefined, 'en')).toBe('');
  });
});

describe('the time of a reading in the page language', () => {
  // Built from local parts: the reading is shown in the browser's zone, as the form typed it.
  const reading = new Date(2026, 4, 12, 8, 0).toISOString();

  it('puts the day first with the full year in Italian', () => {
    expect(formatReadingTime(reading, 'it')).toBe('12/05/2026, 08:00');
    expect(formatReadingDay(reading, 'it')).toBe('12/05/2026');
  });

  it('names the month in English, so the day cannot be read as the month', () => {
    expect(formatReadingTime(reading, 'en')).toBe('12 May 2026, 08:00');
    expect(formatReadingDay(reading, 'en')).toBe('12 May 2026');
  });
});
