import { describe, expect, it } from 'vitest';
import { currentPregnancyTrimester } from './transitions.ts';

const today = '2026-11-22';

describe('the pregnancy under way (issue 17: it prefills the adverse-reaction form)', () => {
  it('gives the trimester by whole weeks since the start', () => {
    expect(
      currentPregnancyTrimester([{ inizio_gravidanza: '2026-09-01', fine_gravidanza: null }], today),
    ).toBe('1° Trimestre');
    // 2026-08-16 to 2026-11-22 is 98 days: week 14, the second trimester.
    expect(
      currentPregnancyTrimester([{ inizio_gravidanza: '2026-08-16', fine_gravidanza: null }], today),
    ).toBe('2° Trimestre');
    expect(
      currentPregnancyTrimester([{ inizio_gravidanza: '2026-05-01', fine_gravidanza: null }], today),
    ).toBe('3° Trimestre');
  });

  it('finds none when every pregnancy ended, starts later or was left open for over 9 months', () => {
    expect(currentPregnancyTrimester([], today)).toBeNull();
    expect(
      currentPregnancyTrimester([{ inizio_gravidanza: '2026-09-01', fine_gravidanza: '2026-10-01' }], today),
    ).toBeNull();
    expect(
      currentPregnancyTrimester([{ inizio_gravidanza: '2026-12-01', fine_gravidanza: null }], today),
    ).toBeNull();
    expect(
      currentPregnancyTrimester([{ inizio_gravidanza: '2025-12-01', fine_gravidanza: null }], today),
    ).toBeNull();
  });
});
