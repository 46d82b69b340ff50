import { describe, expect, it } from 'vitest';
import { confidentialityLevels, readConfidentialityLevel } from './confidentiality.ts';

describe('readConfidentialityLevel, the one reader of a confidentiality level', () => {
  it('reads every level from a number and from its text', () => {
    for (const level of confidentialityLevels) {
      expect(readConfidentialityLevel(level)).toBe(level);
      expect(readConfidentialityLevel(String(level))).toBe(level);
    }
    expect(readConfidentialityLevel(' 4 ')).toBe(4);
  });

  it('answers undefined for anything else, and lets the caller decide', () => {
    for (const value of [0, 7, -1, 2.5, Number.NaN, '', '0', '7', '12', '1.0', 'abc', null, undefined, {}]) {
      expect(readConfidentialityLevel(value)).toBeUndefined();
    }
  });
});
