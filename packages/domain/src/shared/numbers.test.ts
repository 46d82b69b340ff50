import { describe, expect, it } from 'vitest';
import { DECIMAL_TEXT_MAX_LENGTH, parseDecimal } from './numbers.ts';

describe('parseDecimal, the one reader of a typed decimal', () => {
  it('reads the Italian comma and the dot alike', () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal('72.5')).toBe(72.5);
    expect(parseDecimal(' 72 ')).toBe(72);
    expect(parseDecimal(',5')).toBe(0.5);
  });

  it('reads an optional sign', () => {
    expect(parseDecimal('-3,25')).toBe(-3.25);
    expect(parseDecimal('+0.5')).toBe(0.5);
  });

  it('refuses what is not one decimal number', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '7a',
      '1,2,3',
      '1.2.3',
      '1e3',
      '5.',
      '--1',
      '1 000',
      'Infinity',
      'NaN',
    ]) {
      expect(parseDecimal(text)).toBeNull();
    }
  });

  it(`refuses a text longer than ${DECIMAL_TEXT_MAX_LENGTH} characters`, () => {
    expect(parseDecimal('1'.repeat(DECIMAL_TEXT_MAX_LENGTH))).not.toBeNull();
    expect(parseDecimal('1'.repeat(DECIMAL_TEXT_MAX_LENGTH + 1))).toBeNull();
  });

  it('answers a long hostile text without reading it as a number', () => {
    expect(parseDecimal(`1${'1'.repeat(100_000)}a`)).toBeNull();
    expect(parseDecimal(`${' '.repeat(100_000)}1,5`)).toBe(1.5);
  });
});
