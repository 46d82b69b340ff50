import type { Context } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import {
  examAttachmentWithExam,
  isExamAttachmentGone,
  patientOfExamAttachment,
} from '../services/exam-attachments.ts';
import { requireOwnRecord } from './access.ts';

/**
 * The attachment behind an id if the caller owns its exam, which is not gone: the access policy
 * (`requireOwnRecord`) over the attachment and its exam. Used by the download link of the files
 * module.
 */
export async function requireOwnExamAttachment(deps: RouteDeps, c: Context<AppEnv>, fileId: number) {
  const found = await requireOwnRecord(
    deps,
    c,
    await examAttachmentWithExam(deps.db, fileId),
    patientOfExamAttachment,
    isExamAttachmentGone,
  );
  return found.attachment;
}
