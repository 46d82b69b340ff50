import { describe, expect, it } from 'vitest';
import { formatDate, intlLocale } from './dates.ts';

describe('formatting a date in the page language', () => {
  it('shows day/month/year in Italian', () => {
    expect(formatDate('1980-01-01', 'it')).toBe('01/01/1980');
    expect(formatDate('2026-05-12', 'it')).toBe('12/05/2026');
  });
  it('shows the day, the month by name and the year in English, never 05/12', () => {
    expect(formatDate('2026-05-12', 'en')).toBe('12 May 2026');
    expect(formatDate('1980-01-01', 'en')).toBe('1 Jan 1980');
  });
  it('ignores the time part of a date-time', () => {
    expect(formatDate('1975-12-31T23:00:00.000Z', 'it')).toBe('31/12/1975');
    expect(formatDate('1975-12-31T23:00:00.000Z', 'en')).toBe('31 Dec 1975');
  });
  it('shows nothing for a missing or malformed date', () => {
    expect(formatDate(null, 'it')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('31/12/1975', 'it')).toBe('');
  });
});

describe('the Intl locale of the page language', () => {
  it('is British English for English and Italian otherwise', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('it')).toBe('it-IT');
  });
});
