import {
  createExamFileSchema,
  DownloadLinkAnswerSchema,
  ExamFileListAnswerSchema,
  ExamFileSaveAnswerSchema,
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
import { requirePermission } from '../middleware/access.ts';
import { requireOwnExam, requireOwnExamAttachment } from '../middleware/exam-access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { attachmentsOfExam, attachToExam, deleteExamAttachment } from '../services/exam-attachments.ts';
import { prepareBlob } from '../storage/blobs.ts';
import { jsonOf, readMultipartUpload, storageLimits, uploadBodyLimit } from '../storage/http.ts';
import { createDownloadLink } from '../storage/links.ts';

/*
 * Exam attachments (issue #19; spec 000 sections 3, 5 and 7 "Exam file upload" and "Attachment
 * download URL"): the bytes live in the shared storage module (src/storage) with the files page's
 * limits, quota and sniffing, and download through the same short-lived links.
 */

export const examAttachmentOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/esami/{id_indagine}/allegati',
    operationId: 'listExamAttachments',
    tag: 'Exams',
    summary: "The files attached to one of the caller's exams, newest survey date first",
    description: 'Spec 000 section 2 "download attachments" modal. Without the bytes: download via a link.',
    pathParams: { id_indagine: "the caller's exam" },
    response: ExamFileListAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  upload: defineOperation({
    method: 'post',
    path: '/api/esami/{id_indagine}/allegati',
    operationId: 'uploadExamAttachment',
    tag: 'Exams',
    summary: 'Attaches a file to an exam (multipart/form-data: `file` and `metadata`)',
    description:
      'Spec 000 sections 5 "Exam file" and 7 "Exam file upload" (permission aggiungifile). A ' +
      "multipart body instead of the spec's data URL: the part `file` carries the bytes, the field " +
      '`metadata` a JSON object {id_indagine, type, created_at (survey date, not in the future), ' +
      'file_commento, id_livello_confidenzialita}. The media type is read from the bytes; the ' +
      "files page's size limit and per-patient quota apply. `metadata` comes first, then the one " +
      "file, and nothing else (400 upload_form_invalid otherwise: issue #34). Answers 'File caricato " +
      "con successo!'.",
    pathParams: { id_indagine: "the caller's exam" },
    response: ExamFileSaveAnswerSchema,
    errors: ['forbidden', 'not_found', 'permission_denied', 'unsupported_media_type', 'payload_too_large'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/esami/allegati/{id_file}',
    operationId: 'deleteExamAttachment',
    tag: 'Exams',
    summary: 'Deletes an attachment of one of the caller’s exams, and its bytes',
    pathParams: { id_file: 'the attachment' },
    response: ExamFileSaveAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  downloadLink: defineOperation({
    method: 'get',
    path: '/api/getAllegatoRoute/{id_file}',
    operationId: 'examAttachmentDownloadLink',
    tag: 'Exams',
    summary: 'A short-lived download address of an attachment, for the caller only',
    description:
      'Spec 000 section 7 "Attachment download URL": `data` is a URL to open in a new tab; it serves ' +
      'the bytes (GET /api/download/{token}) to the same account only, for DOWNLOAD_LINK_SECONDS.',
    pathParams: { id_file: 'the attachment' },
    response: DownloadLinkAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
} as const;

/** The upload paths, with their own body limit (app.ts). */
export const examAttachmentUploadPaths = [honoPath(examAttachmentOperations.upload.path)];

function messageIn(c: Context, message: Message): string {
  return message[localeFromAcceptLanguage(c.req.header('accept-language'))];
}

export function examAttachmentRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(examAttachmentOperations.list.path), async (c) => {
    const exam = await requireOwnExam(deps, c, integerParam(c, 'id_indagine'));
    return c.json({ data: await attachmentsOfExam(db, exam.id_indagine) });
  });

  app.post(honoPath(examAttachmentOperations.upload.path), uploadBodyLimit(config), async (c) => {
    const examId = integerParam(c, 'id_indagine');
    const exam = await requireOwnExam(deps, c, examId);
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
    const stored = await requireOwnExamAttachment(deps, c, integerParam(c, 'id_file'));
    await deleteExamAttachment(db, stored);
    return c.json({ message: messageIn(c, successMessages.fileDeleted), data: null });
  });

  app.get(honoPath(examAttachmentOperations.downloadLink.path), async (c) => {
    const stored = await requireOwnExamAttachment(deps, c, integerParam(c, 'id_file'));
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
