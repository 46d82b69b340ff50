import { describe, expect, it } from 'vitest';
import {
  confidentialityForExamEdit,
  examListRefusal,
  examMoveTargets,
  isExamInFuture,
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
    const undated = { indagine_data_display: null };
    expect(moveExam({ indagine_stato: 0 as const, ...undated }, 1, '2026-11-22')).toEqual({
      ok: true,
      value: { indagine_stato: 1, indagine_data_display: null },
    });
    expect(moveExam({ indagine_stato: 1 as const, ...undated }, 1, '2026-11-22')).toEqual({
      ok: false,
      issue: 'option_invalid',
    });
  });
});

describe('an exam dated in the future (issue #37)', () => {
  const today = '2026-11-22';

  it('is one dated after today; one dated today, earlier or not at all is not', () => {
    expect(isExamInFuture({ indagine_data_display: '2026-11-23' }, today)).toBe(true);
    expect(isExamInFuture({ indagine_data_display: '2027-01-01' }, today)).toBe(true);
    expect(isExamInFuture({ indagine_data_display: '2026-11-22' }, today)).toBe(false);
    expect(isExamInFuture({ indagine_data_display: '2025-12-31' }, today)).toBe(false);
    expect(isExamInFuture({ indagine_data_display: null }, today)).toBe(false);
  });

  it('cannot be moved to Completati, and can be moved to the other lists', () => {
    const tomorrow = { indagine_stato: 1 as const, indagine_data_display: '2026-11-23' };
    expect(moveExam(tomorrow, 2, today)).toEqual({ ok: false, issue: 'exam_completed_in_future' });
    expect(moveExam(tomorrow, 0, today)).toMatchObject({ ok: true, value: { indagine_stato: 0 } });
  });

  it("moves to Completati on the exam's day", () => {
    const exam = { indagine_stato: 1 as const, indagine_data_display: '2026-11-23' };
    expect(moveExam(exam, 2, '2026-11-23')).toMatchObject({ ok: true, value: { indagine_stato: 2 } });
  });

  it('cannot sit in Completati, and can sit in Richiesti and Programmati', () => {
    const exam = { indagine_data_display: '2026-12-01' };
    expect(examListRefusal(exam, 2, today)).toBe('exam_completed_in_future');
    expect(examListRefusal(exam, 1, today)).toBeNull();
    expect(examListRefusal(exam, 0, today)).toBeNull();
    expect(examListRefusal({ indagine_data_display: today }, 2, today)).toBeNull();
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
