import { describe, expect, it } from 'vitest';
import {
  confidentialityForExamEdit,
  examMoveTargets,
  moveExam,
  newExam,
  softDeleteExam,
} from './transitions.ts';

describe('exams (spec 000, section 4)', () => {
  it('offers every list but the current one', () => {
    expect(examMoveTargets(0)).toEqual([2, 1]);
    expect(examMoveTargets(2)).toEqual([1, 0]);
  });

  it('moves to another list and refuses the same list', () => {
    expect(moveExam({ indagine_stato: 0 as const }, 1)).toEqual({ ok: true, value: { indagine_stato: 1 } });
    expect(moveExam({ indagine_stato: 1 as const }, 1)).toEqual({ ok: false, issue: 'option_invalid' });
  });

  it('soft-deletes with status 3', () => {
    expect(softDeleteExam({ indagine_stato: 2, deleted_at: null }, '2026-11-22T10:00:00Z')).toEqual({
      indagine_stato: 3,
      deleted_at: '2026-11-22T10:00:00Z',
    });
  });

  it('creates a new exam in its list with confidentiality 6 and edits without a level at 4', () => {
    expect(newExam(1)).toMatchObject({ indagine_stato: 1, id_livello_confidenzialita: 6 });
    expect(confidentialityForExamEdit(null)).toBe(4);
    expect(confidentialityForExamEdit(2)).toBe(2);
  });
});
