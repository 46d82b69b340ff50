import { confidentialityLevels } from '@cartella/domain';
import { describe, expect, it } from 'vitest';
import { storedConfidentiality } from './stored-codes.ts';

describe('storedConfidentiality', () => {
  it('keeps every level of the spec as it is', () => {
    for (const level of confidentialityLevels) expect(storedConfidentiality(level)).toBe(level);
  });

  it('reads a value outside the levels as the strictest level, 6', () => {
    expect(storedConfidentiality(0)).toBe(6);
    expect(storedConfidentiality(99)).toBe(6);
  });
});
