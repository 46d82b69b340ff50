import { examAttachmentOperations } from '@cartella/contract';
import {
  createExamFileSchema,
  localeFromAcceptLanguage,
  type Message,
  successMessages,
  validate,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError, integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  attachmentsOfExam,
  attachToExam,
  deleteExamAttachment,
  examAttachmentWithExam,
  isExamAttachmentGone,
  patientOfExamAttachment,
} from '../services/exam-attachments.ts';
import { examById, isExamGone, patientOfExam } from '../services/exams.ts';
import {
  blobToStore,
  downloadLinkFor,
  jsonOf,
  readMultipartUpload,
  uploadBodyLimit,
} from '../storage/http.ts';

/** The upload paths, with their own body limit (app.ts). */
export const examAttachmentUploadPaths = [honoPath(examAttachmentOperations.upload.path)];

function messageIn(c: Context, message: Message): string {
  return message[localeFromAcceptLanguage(c.req.header('accept-language'))];
}

export function examAttachmentRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  /** The caller's own exam of this id; another's or an unknown one is 403, a deleted one 404. */
  const ownExam = async (c: Context<AppEnv>, examId: number) =>
    requireOwnRecord(deps, c, await examById(db, examId), patientOfExam, isExamGone);
  /** The caller's own attachment of this id, on the same terms as its exam. */
  const ownAttachment = async (c: Context<AppEnv>, fileId: number) => {
    const found = await examAttachmentWithExam(db, fileId);
    return (await requireOwnRecord(deps, c, found, patientOfExamAttachment, isExamAttachmentGone)).attachment;
  };

  app.get(honoPath(examAttachmentOperations.list.path), async (c) => {
    const exam = await ownExam(c, integerParam(c, 'id_indagine'));
    return c.json({ data: await attachmentsOfExam(db, exam.id_indagine) });
  });

  app.post(honoPath(examAttachmentOperations.upload.path), uploadBodyLimit(config), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    const exam = await ownExam(c, examId);
    await requirePermission(deps, c, 'aggiungifile');
    const upload = await readMultipartUpload(c, {
      maxFileBytes: config.fileSizeLimitBytes,
      acceptMetadata: async (text) => {
        const today = localDateTime(config.now(), config.timeZone).date;
        const checked = validate(createExamFileSchema({ today }), jsonOf(text, 'metadata'));
        if (!checked.success) throw new ApiError('validation_failed', { fields: checked.issues });
        if (checked.output.id_indagine !== examId) fieldError('id_indagine', 'invalid_type');
        return checked.output;
      },
    });
    const data = await attachToExam(db, {
      ...(await blobToStore(c, config, upload.file)),
      patientId: exam.id_paziente,
      metadata: upload.metadata,
    });
    return c.json({ message: messageIn(c, successMessages.fileUploaded), data });
  });

  app.delete(honoPath(examAttachmentOperations.remove.path), async (c) => {
    const stored = await ownAttachment(c, integerParam(c, 'id_file'));
    await deleteExamAttachment(db, stored);
    return c.json({ message: messageIn(c, successMessages.fileDeleted), data: null });
  });

  app.get(honoPath(examAttachmentOperations.downloadLink.path), async (c) => {
    const stored = await ownAttachment(c, integerParam(c, 'id_file'));
    const owner = { kind: 'exam_attachment', id: stored.id_file } as const;
    return c.json({ data: await downloadLinkFor(deps, c, owner, stored.file_nome) });
  });

  return app;
}
