import {
  DownloadLinkAnswerSchema,
  ExamFileListAnswerSchema,
  ExamFileSaveAnswerSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

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
    permission: 'aggiungifile',
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
