import { describe, expect, it } from 'vitest';
import { pdfDate, pdfInstant, pdfNumber } from './formats.ts';

describe('a number in a PDF', () => {
  it('has the decimal comma in Italian and the dot in English', () => {
    expect(pdfNumber(62.9, 'it')).toBe('62,9');
    expect(pdfNumber(62.9, 'en')).toBe('62.9');
  });
  it('keeps its decimals and is never grouped', () => {
    expect(pdfNumber(0.0045, 'it')).toBe('0,0045');
    expect(pdfNumber(12345.5, 'it')).toBe('12345,5');
    expect(pdfNumber(12345.5, 'en')).toBe('12345.5');
    expect(pdfNumber(125, 'en')).toBe('125');
  });
  it('has exactly the decimals asked for, when asked', () => {
    expect(pdfNumber(10, 'it', 1)).toBe('10,0');
    expect(pdfNumber(9.96, 'en', 1)).toBe('10.0');
  });
});

describe('a date in a PDF', () => {
  it('is day/month/year in Italian and day, month name and year in English', () => {
    expect(pdfDate('2026-05-12', 'it')).toBe('12/05/2026');
    expect(pdfDate('2026-05-12', 'en')).toBe('12 May 2026');
  });
  it('takes the date part of a date-time text, and leaves what is not a date as it is', () => {
    expect(pdfDate('1975-12-31T23:00:00.000Z', 'en')).toBe('31 Dec 1975');
    expect(pdfDate(null, 'it')).toBe('');
    expect(pdfDate('ieri', 'en')).toBe('ieri');
  });
});

describe('an instant in a PDF', () => {
  it('is read in Italian time, with the time unless only the day is asked for', () => {
    expect(pdfInstant('2026-11-20T23:30:00.000Z', 'it')).toBe('21/11/2026, 00:30');
    expect(pdfInstant('2026-11-20T08:00:00.000Z', 'en')).toBe('20 Nov 2026, 09:00');
    expect(pdfInstant('2026-11-20T08:00:00.000Z', 'en', false)).toBe('20 Nov 2026');
  });
  it('leaves what is not an instant as it is', () => {
    expect(pdfInstant('mai', 'it')).toBe('mai');
  });
});
