import { describe, expect, it } from 'vitest';
import { formatItalianDate } from './dates.ts';

describe('formatting dates the Italian way', () => {
  it('shows day/month/year for an ISO date', () => {
    expect(formatItalianDate('1980-01-01')).toBe('01/01/1980');
  });
  it('ignores the time part of a date-time', () => {
    expect(formatItalianDate('1975-12-31T23:00:00.000Z')).toBe('31/12/1975');
  });
  it('shows nothing for a missing or malformed date', () => {
    expect(formatItalianDate(null)).toBe('');
    expect(formatItalianDate('31/12/1975')).toBe('');
  });
});
