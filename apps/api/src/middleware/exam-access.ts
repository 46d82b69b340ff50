import type { Context } from 'hono';
import type { ExamAttachmentRow } from '../db/repositories/exam-attachments.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { examAttachmentById } from '../services/exam-attachments.ts';
import { examById } from '../services/exams.ts';
import { reportRefusal, requireOwnPatient } from './access.ts';

/**
 * The exam behind a path id, if the caller owns it. Unknown ids answer like other patients' (403),
 * so ids cannot be probed; the owner's deleted exam answers 404.
 */
export async function requireOwnExam(deps: RouteDeps, c: Context<AppEnv>, examId: number) {
  const exam = await examById(deps.db, examId);
  if (exam === undefined) {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('forbidden');
  }
  await requireOwnPatient(deps, c, exam.id_paziente);
  if (exam.deleted_at !== null || exam.indagine_stato === 3) throw new ApiError('not_found');
  return exam;
}

/**
 * The attachment behind an id if the caller owns its exam, which is not deleted (403 alike for
 * unknown ids). Used by the attachment calls and by the download link of the files module.
 */
export async function requireOwnExamAttachment(
  deps: RouteDeps,
  c: Context<AppEnv>,
  fileId: number,
): Promise<ExamAttachmentRow> {
  const row = await examAttachmentById(deps.db, fileId);
  if (row === undefined) {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('forbidden');
  }
  await requireOwnExam(deps, c, row.id_indagine);
  return row;
}
