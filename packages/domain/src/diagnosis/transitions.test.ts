import { describe, expect, it } from 'vitest';
import { diagnosisMoveTargets, moveDiagnosis } from './transitions.ts';

describe('diagnoses (spec 001, section 4)', () => {
  it('moves only suspected diagnoses, to confirmed or excluded', () => {
    expect(diagnosisMoveTargets(1)).toEqual([0, 2]);
    expect(diagnosisMoveTargets(0)).toEqual([]);
    expect(moveDiagnosis({ diagnosi_stato: 1 as const }, 2)).toEqual({
      ok: true,
      value: { diagnosi_stato: 2 },
    });
    expect(moveDiagnosis({ diagnosi_stato: 1 as const }, 1)).toEqual({ ok: false, issue: 'option_invalid' });
  });
});
