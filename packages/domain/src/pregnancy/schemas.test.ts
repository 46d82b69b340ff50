import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { checkPregnancyDuration, PregnancySchema } from './schemas.ts';

describe('pregnancy (spec 001, section 5)', () => {
  const valid = { eta: 30, inizio_gravidanza: '2025-01-10', fine_gravidanza: '2025-10-05', esito: 'nascita' };

  it('accepts age 12 and a normal pregnancy', () => {
    expect(allCodes(PregnancySchema, { ...valid, eta: 12 })).toEqual({});
  });

  it.each([
    ['missing', undefined],
    ['below 12', 11],
    ['the input minimum 1', 1],
  ])('rejects an age %s', (_label, eta) => {
    expect(codesAt(PregnancySchema, { ...valid, eta }, 'eta')).toEqual(['pregnancy_age_invalid']);
  });

  it('warns when the end is more than 9 months after the start, not at 9', () => {
    expect(checkPregnancyDuration('2025-01-10', '2025-10-10')).toBeNull();
    expect(checkPregnancyDuration('2025-01-10', '2025-11-10')).toBe('pregnancy_too_long');
    expect(checkPregnancyDuration('2025-01-10', null)).toBeNull();
  });

  it('rejects an end before the start', () => {
    expect(codesAt(PregnancySchema, { ...valid, fine_gravidanza: '2024-12-01' }, 'fine_gravidanza')).toEqual([
      'end_before_start',
    ]);
  });
});
