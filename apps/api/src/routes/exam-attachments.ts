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
import { prepareBlob } from '../storage/blobs.ts';
import { jsonOf, readMultipartUpload, storageLimits, uploadBodyLimit } from '../storage/http.ts';
import { createDownloadLink } from '../storage/links.ts';

/** The upload paths, with their own body limit (app.ts). */
export const examAttachmentUploadPaths = [honoPath(examAttachmentOperations.upload.path)];

function messageIn(c: Context, message: Message): string {
  return message[localeFromAcceptLanguage(c.req.header('accept-language'))];
}

export function examAttachmentRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(examAttachmentOperations.list.path), async (c) => {
    const exam = await requireOwnRecord(
      deps,
      c,
      await examById(db, integerParam(c, 'id_indagine')),
      patientOfExam,
      isExamGone,
    );
    return c.json({ data: await attachmentsOfExam(db, exam.id_indagine) });
  });

  app.post(honoPath(examAttachmentOperations.upload.path), uploadBodyLimit(config), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    const exam = await requireOwnRecord(deps, c, await examById(db, examId), patientOfExam, isExamGone);
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
    const metadata = upload.metadata;
    const blob = await prepareBlob(upload.file, storageLimits(config));
    const data = await attachToExam(db, {
      patientId: exam.id_paziente,
      authorId: c.get('session').userId,
      fileName: upload.file.name.trim() === '' ? 'file' : upload.file.name,
      metadata,
      blob,
      limits: storageLimits(config),
      now: config.now(),
    });
    return c.json({ message: messageIn(c, successMessages.fileUploaded), data });
  });

  app.delete(honoPath(examAttachmentOperations.remove.path), async (c) => {
    const { attachment: stored } = await requireOwnRecord(
      deps,
      c,
      await examAttachmentWithExam(db, integerParam(c, 'id_file')),
      patientOfExamAttachment,
      isExamAttachmentGone,
    );
    await deleteExamAttachment(db, stored);
    return c.json({ message: messageIn(c, successMessages.fileDeleted), data: null });
  });

  app.get(honoPath(examAttachmentOperations.downloadLink.path), async (c) => {
    const { attachment: stored } = await requireOwnRecord(
      deps,
      c,
      await examAttachmentWithExam(db, integerParam(c, 'id_file')),
      patientOfExamAttachment,
      isExamAttachmentGone,
    );
    const url = await createDownloadLink(db, {
      userId: c.get('session').userId,
      owner: { kind: 'exam_attachment', id: stored.id_file },
      fileName: stored.file_nome,
      now: config.now(),
      lifetimeSeconds: config.downloadLinkSeconds,
    });
    return c.json({ data: url });
  });

  return app;
}
