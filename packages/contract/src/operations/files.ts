import {
  createFileSchema,
  DownloadLinkAnswerSchema,
  FileConfidentialityRequestSchema,
  FileListAnswerSchema,
  FileSaveAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { defineOperation, pdfAnswer } from '../operation.ts';

const limits =
  'The bytes are stored in the database. A file over FILE_SIZE_LIMIT_BYTES (default 20 MB) is 413 ' +
  'file_too_large; past the patient quota FILE_QUOTA_BYTES (default 500 MB, all stored files ' +
  'together) 413 file_quota_exceeded; bytes that contradict the declared media type (a PNG named ' +
  '.pdf) 415 file_content_mismatch; a Kardia file must be a PDF by its bytes.';

/** An edit as documented: the server applies the same schema with today's date (edits keep their level). */
const documentedEdit = (variant: 'ordinary' | 'kardia') =>
  v.omit(createFileSchema({ today: '9999-12-31', variant, isNew: false }), ['id_livello_confidenzialita']);

/**
 * The update body: an edit with the stored file's list of types (ordinary or Kardia), or, without
 * `type`, the confidentiality alone.
 */
const documentedUpdateBody = /* @__PURE__ */ v.union([
  documentedEdit('ordinary'),
  documentedEdit('kardia'),
  FileConfidentialityRequestSchema,
]);

export const fileOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/getFiles/{patientId}',
    operationId: 'listFiles',
    tag: 'Files',
    summary: "The caller's files, ordinary and Kardia, newest survey date first",
    description: 'Spec 000 section 7 "Files". Without the bytes: download through /api/getDRoute/{id}.',
    pathParams: { patientId: 'id_paziente of the caller' },
    response: FileListAnswerSchema,
    errors: ['forbidden'],
  }),
  add: defineOperation({
    method: 'post',
    path: '/api/files',
    operationId: 'addFile',
    tag: 'Files',
    summary: 'Uploads a file (multipart/form-data: `file` and `metadata`)',
    description:
      'Spec 000 sections 5 and 7 (permission aggiungifile). A multipart/form-data body instead of ' +
      "the spec's base64 data URL (docs/spec-deviations/files.md): the part `file` carries the bytes " +
      '(its file name and Content-Type are kept as file_nome and the declared type), the field ' +
      '`metadata` a JSON object {id_paziente, type, data_rilievo, file_commento, tags, ' +
      'id_livello_confidenzialita} (type kardia is the Kardia list). `metadata` comes first, then ' +
      'the one file, and nothing else (400 upload_form_invalid otherwise: issue #34). ' +
      limits,
    response: FileSaveAnswerSchema,
    permission: 'aggiungifile',
    errors: ['forbidden', 'permission_denied', 'unsupported_media_type', 'payload_too_large'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/files/{id_file}',
    operationId: 'updateFile',
    tag: 'Files',
    summary: "Edits a file's type, survey date, comment and tags, or (without `type`) its confidentiality",
    description:
      'Spec 000 sections 5 and 7. With `type`: an edit (permission modificafile; the survey date ' +
      'not after today). Without: only id_livello_confidenzialita changes (the lock, not gated).',
    pathParams: { id_file: 'the file' },
    requestBody: documentedUpdateBody,
    response: FileSaveAnswerSchema,
    errors: ['forbidden', 'permission_denied'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/files/{id}',
    operationId: 'deleteFile',
    tag: 'Files',
    summary: 'Deletes a file and its bytes',
    description: 'Spec 000 section 7 "Files": 200 means deleted.',
    pathParams: { id: 'the file' },
    response: FileSaveAnswerSchema,
    errors: ['forbidden'],
  }),
  downloadLink: defineOperation({
    method: 'get',
    path: '/api/getDRoute/{id}',
    operationId: 'fileDownloadLink',
    tag: 'Files',
    summary: 'A short-lived download address for a file, valid only for the caller',
    description:
      'Spec 000 section 7 "Download URL": `data` is a relative URL to open in a new tab. It serves ' +
      'the bytes to the same account only, for DOWNLOAD_LINK_SECONDS (60 s).',
    pathParams: { id: 'the file' },
    response: DownloadLinkAnswerSchema,
    errors: ['forbidden'],
  }),
  download: defineOperation({
    method: 'get',
    path: '/api/download/{token}',
    operationId: 'downloadFile',
    tag: 'Files',
    summary: 'The bytes behind a download link, as an attachment',
    description:
      'Beyond the spec: the address /api/getDRoute/{id} and /api/getAllegatoRoute/{id_file} answer. ' +
      'Signed in (the session cookie of ' +
      'the tab) as the account that asked for the link, before it expires; otherwise 403 ' +
      'download_link_expired. Served with nosniff and a sandboxing Content-Security-Policy.',
    pathParams: { token: 'the link token' },
    stringParams: true,
    response: { mediaType: 'application/octet-stream', description: 'The file, as an attachment' },
    errors: ['forbidden'],
  }),
  kardia: defineOperation({
    method: 'get',
    path: '/api/getKardiaFile/{id}',
    operationId: 'downloadKardia',
    tag: 'Files',
    summary: 'A Kardia recording (PDF), as an attachment',
    description: 'Spec 000 section 7 "Kardia".',
    pathParams: { id: 'the Kardia file' },
    response: pdfAnswer('The recording'),
    errors: ['forbidden', 'not_found'],
  }),
  kardiaPreview: defineOperation({
    method: 'get',
    path: '/api/anteprimaKardia/{id}',
    operationId: 'previewKardia',
    tag: 'Files',
    summary: 'A Kardia recording (PDF) for the in-app preview (inline)',
    description: 'Spec 000 section 7 "Kardia": the web shows it as a blob in a new tab.',
    pathParams: { id: 'the Kardia file' },
    response: pdfAnswer('The recording'),
    errors: ['forbidden', 'not_found'],
  }),
} as const;
