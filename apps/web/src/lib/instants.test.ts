import { describe, expect, it } from 'vitest';
import { formatInstant } from './instants.ts';

describe('formatting an instant in the page language, in Italian time', () => {
  const instant = '2026-11-22T09:30:00Z';
  it('shows the date and the time of Rome', () => {
    expect(formatInstant(instant, 'it')).toBe(
      new Intl.DateTimeFormat('it-IT', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Rome',
      }).format(new Date(instant)),
    );
    expect(formatInstant(instant, 'it')).toContain('10:30');
  });
  it('shows the date alone when asked, the English way in English', () => {
    expect(formatInstant(instant, 'en', false)).toBe('22/11/2026');
    expect(formatInstant(instant, 'it', false)).toBe('22/11/26');
  });
});
