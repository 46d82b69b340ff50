import { describe, expect, it } from 'vitest';
import { formatInstant } from './instants.ts';

describe('formatting an instant in the page language, in Italian time', () => {
  const instant = '2026-11-22T09:30:00Z';
  it('shows the date with its full year and the time of Rome', () => {
    expect(formatInstant(instant, 'it')).toBe('22/11/2026, 10:30');
    expect(formatInstant(instant, 'en')).toBe('22 Nov 2026, 10:30');
  });
  it('shows the date alone when asked, the English way in English', () => {
    expect(formatInstant(instant, 'en', { withTime: false })).toBe('22 Nov 2026');
    expect(formatInstant(instant, 'it', { withTime: false })).toBe('22/11/2026');
  });
  it('reads the instant in another zone when told, the day changing with it', () => {
    expect(formatInstant('2026-11-22T23:30:00Z', 'it', { timeZone: 'UTC' })).toBe('22/11/2026, 23:30');
    expect(formatInstant('2026-11-22T23:30:00Z', 'it')).toBe('23/11/2026, 00:30');
  });
});
