import { describe, expect, it } from 'vitest';
import { decimalInputText, formatNumber } from './numbers.ts';

describe('formatting a number in the page language', () => {
  it('writes the decimal comma in Italian and the dot in English', () => {
    expect(formatNumber(62.9, 'it')).toBe('62,9');
    expect(formatNumber(62.9, 'en')).toBe('62.9');
  });
  it('rounds to the decimals asked for and drops trailing zeros unless a minimum is asked', () => {
    expect(formatNumber(36.04, 'it', 1)).toBe('36');
    expect(formatNumber(36.04, 'it', 1, 1)).toBe('36,0');
    expect(formatNumber(1.456, 'en', 2)).toBe('1.46');
  });
  it('groups thousands the way each language does', () => {
    expect(formatNumber(12345.5, 'it', 1)).toBe('12.345,5');
    expect(formatNumber(12345.5, 'en', 1)).toBe('12,345.5');
  });
});

describe('a stored number as a number field shows it', () => {
  it('keeps every digit, without grouping, with the page language separator', () => {
    expect(decimalInputText(1234.25, 'it')).toBe('1234,25');
    expect(decimalInputText(1234.25, 'en')).toBe('1234.25');
    expect(decimalInputText(165, 'it')).toBe('165');
  });
});
