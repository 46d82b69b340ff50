import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { TransitionResult } from '../shared/transitions.ts';
import {
  DEFAULT_CONFIDENTIALITY_EXAM_EDIT,
  DEFAULT_CONFIDENTIALITY_NEW_EXAM,
  type ExamListStatus,
  type ExamStatus,
} from './codes.ts';
import type { Exam } from './entities.ts';

/** The move dialog's order: Completati, Programmati, Richiesti. */
const examMoveOrder: readonly ExamListStatus[] = [2, 1, 0];

/** Every list status other than the current one. */
export function examMoveTargets(current: ExamListStatus): ExamListStatus[] {
  return examMoveOrder.filter((status) => status !== current);
}

/**
 * Whether an exam is dated after `today` (both `YYYY-MM-DD`, today in Europe/Rome on the server):
 * it has not taken place yet. An undated exam is not.
 */
export function isExamInFuture(exam: { indagine_data_display: string | null }, today: string): boolean {
  return exam.indagine_data_display !== null && exam.indagine_data_display > today;
}

/**
 * Why an exam cannot sit in a list, or null when it can (issue #37): an exam dated in the future
 * cannot be completed (Completati, 2) before its day. Checked on a move, an add and an edit.
 */
export function examListRefusal(
  exam: { indagine_data_display: string | null },
  status: ExamListStatus,
  today: string,
): 'exam_completed_in_future' | null {
  return status === 2 && isExamInFuture(exam, today) ? 'exam_completed_in_future' : null;
}

/**
 * Moves an exam to another list; the same list is refused, and so is Completati for an exam dated
 * after `today` (examListRefusal).
 */
export function moveExam<T extends { indagine_stato: ExamStatus; indagine_data_display: string | null }>(
  exam: T,
  target: ExamListStatus,
  today: string,
): TransitionResult<T> {
  if (exam.indagine_stato === 3) throw new RangeError('a deleted exam cannot be moved');
  if (exam.indagine_stato === target) return { ok: false, issue: 'option_invalid' };
  const refusal = examListRefusal(exam, target, today);
  if (refusal !== null) return { ok: false, issue: refusal };
  return { ok: true, value: { ...exam, indagine_stato: target } };
}

/** Soft delete of an exam: status 3 and deleted_at now. */
export function softDeleteExam<T extends Pick<Exam, 'indagine_stato' | 'deleted_at'>>(
  exam: T,
  now: string,
): T {
  return { ...exam, indagine_stato: 3, deleted_at: now };
}

/** A new exam in the status of the list it was added from, confidentiality 6. */
export function newExam(status: ExamListStatus) {
  return {
    id_indagine: 0,
    indagine_stato: status,
    id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_EXAM,
    diags: [] as number[],
  };
}

/** Confidentiality shown when editing an exam: its own, or 4 when it has none. */
export function confidentialityForExamEdit(
  level: ConfidentialityLevel | null | undefined,
): ConfidentialityLevel {
  return level ?? DEFAULT_CONFIDENTIALITY_EXAM_EDIT;
}
