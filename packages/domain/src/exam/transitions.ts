import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { TransitionResult } from '../shared/transitions.ts';
import {
  DEFAULT_CONFIDENTIALITY_EXAM_EDIT,
  DEFAULT_CONFIDENTIALITY_NEW_EXAM,
  type ExamListStatus,
} from './codes.ts';
import type { Exam } from './entities.ts';

/** The move dialog's order: Completati, Programmati, Richiesti. */
const examMoveOrder: readonly ExamListStatus[] = [2, 1, 0];

/** Every list status other than the current one. */
export function examMoveTargets(current: ExamListStatus): ExamListStatus[] {
  return examMoveOrder.filter((status) => status !== current);
}

/** Moves an exam to another list; the same list is refused. */
export function moveExam<T extends Pick<Exam, 'indagine_stato'>>(
  exam: T,
  target: ExamListStatus,
): TransitionResult<T> {
  if (exam.indagine_stato === 3) throw new RangeError('a deleted exam cannot be moved');
  if (exam.indagine_stato === target) return { ok: false, issue: 'option_invalid' };
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
