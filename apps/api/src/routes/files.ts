import {
  createFileSchema,
  DownloadLinkAnswerSchema,
  FileConfidentialityRequestSchema,
  FileListAnswerSchema,
  FileSaveAnswerSchema,
  IdSchema,
  localeFromAcceptLanguage,
  type Message,
  successMessages,
  validate,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { FileRow } from '../db/repositories/files.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, readBodyText } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { reportRefusal, requireOwnPatient, requirePermission } from '../middleware/access.ts';
import { requireOwnExamAttachment } from '../middleware/exam-access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import {
  addFile,
  deleteFile,
  editFile,
  fileById,
  filesOf,
  setFileConfidentiality,
} from '../services/files.ts';
import { prepareBlob, readBlob } from '../storage/blobs.ts';
import { jsonOf, readMultipartUpload, sendBlob, storageLimits, uploadBodyLimit } from '../storage/http.ts';
import { createDownloadLink, openDownloadLink } from '../storage/links.ts';

const limits =
  'The bytes are stored in the database. A file over FILE_SIZE_LIMIT_BYTES (default 20 MB) is 413 ' +
  'file_too_large; past the patient quota FILE_QUOTA_BYTES (default 500 MB, all stored files ' +
  'together) 413 file_quota_exceeded; bytes that contradict the declared media type (a PNG named ' +
  '.pdf) 415 file_content_mismatch; a Kardia file must be a PDF by its bytes.';

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
    requestBody: FileConfidentialityRequestSchema,
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
    response: { mediaType: 'application/pdf', description: 'The recording' },
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
    response: { mediaType: 'application/pdf', description: 'The recording' },
    errors: ['forbidden', 'not_found'],
  }),
} as const;

/** The paths whose body is an upload, with their own body limit (app.ts). */
export const fileUploadPaths = ['/api/files'];

function messageIn(c: Context, message: Message): string {
  return message[localeFromAcceptLanguage(c.req.header('accept-language'))];
}

function checked<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (!result.success) throw new ApiError('validation_failed', { fields: result.issues });
  return result.output;
}

const isKardia = (input: unknown) => v.is(v.object({ type: v.literal('kardia') }), input);

export function fileRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const today = () => localDateTime(config.now(), config.timeZone).date;

  /** The file with this id if the caller owns it; unknown ids and others' files answer alike (403). */
  const ownFile = async (c: Context<AppEnv>, fileId: number): Promise<FileRow> => {
    const row = await fileById(db, fileId);
    if (row === undefined) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    await requireOwnPatient(deps, c, row.id_paziente);
    return row;
  };

  app.get(honoPath(fileOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'patientId');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await filesOf(db, patientId) });
  });

  app.post(honoPath(fileOperations.add.path), uploadBodyLimit(config), async (c) => {
    await requirePermission(deps, c, 'aggiungifile');
    const upload = await readMultipartUpload(c, {
      maxFileBytes: config.fileSizeLimitBytes,
      acceptMetadata: async (text) => {
        const raw = jsonOf(text, 'metadata');
        const kardia = isKardia(raw);
        const metadata = checked(
          createFileSchema({ today: today(), variant: kardia ? 'kardia' : 'ordinary', isNew: true }),
          raw,
        );
        await requireOwnPatient(deps, c, metadata.id_paziente);
        return { kardia, metadata };
      },
    });
    const { kardia, metadata } = upload.metadata;
    const blob = await prepareBlob(upload.file, storageLimits(config));
    if (kardia && blob.contentType !== 'application/pdf') {
      throw new ApiError('validation_failed', { fields: [{ path: 'file', code: 'pdf_required' }] });
    }
    const data = await addFile(db, {
      patientId: metadata.id_paziente,
      authorId: c.get('session').userId,
      fileName: upload.file.name.trim() === '' ? 'file' : upload.file.name,
      metadata,
      blob,
      limits: storageLimits(config),
      now: config.now(),
    });
    return c.json({ message: messageIn(c, successMessages.fileSaved), data });
  });

  app.put(honoPath(fileOperations.update.path), async (c) => {
    const fileId = integerParam(c, 'id_file');
    if (!/^application\/json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')) {
      throw new ApiError('unsupported_media_type');
    }
    const raw = jsonOf(await readBodyText(c), '');
    const patient = checked(v.object({ id_paziente: IdSchema }), raw).id_paziente;
    await requireOwnPatient(deps, c, patient);
    const stored = await ownFile(c, fileId);
    if (stored.id_paziente !== patient) throw new ApiError('forbidden');
    if (typeof raw === 'object' && raw !== null && 'type' in raw) {
      const variant = stored.type === 'kardia' ? 'kardia' : 'ordinary';
      const metadata = checked(createFileSchema({ today: today(), variant, isNew: false }), raw);
      await requirePermission(deps, c, 'modificafile');
      return c.json({
        message: messageIn(c, successMessages.fileChanged),
        data: await editFile(db, stored, metadata),
      });
    }
    const body = checked(FileConfidentialityRequestSchema, raw);
    return c.json({
      message: messageIn(c, successMessages.fileConfidentialityChanged),
      data: await setFileConfidentiality(db, stored, body.id_livello_confidenzialita),
    });
  });

  app.delete(honoPath(fileOperations.remove.path), async (c) => {
    const stored = await ownFile(c, integerParam(c, 'id'));
    await deleteFile(db, stored);
    return c.json({ message: messageIn(c, successMessages.fileDeleted), data: null });
  });

  app.get(honoPath(fileOperations.downloadLink.path), async (c) => {
    const stored = await ownFile(c, integerParam(c, 'id'));
    const url = await createDownloadLink(db, {
      userId: c.get('session').userId,
      owner: { kind: 'file', id: stored.id_file },
      fileName: stored.file_nome,
      now: config.now(),
      lifetimeSeconds: config.downloadLinkSeconds,
    });
    return c.json({ data: url });
  });

  app.get(honoPath(fileOperations.download.path), async (c) => {
    const link = await openDownloadLink(
      db,
      c.req.param('token') ?? '',
      c.get('session').userId,
      config.now(),
    );
    // The link was made for the caller's own file or exam attachment; ownership is checked again.
    const owner =
      link.owner.kind === 'file'
        ? await ownFile(c, link.owner.id)
        : await requireOwnExamAttachment(deps, c, link.owner.id);
    const blob = await readBlob(db, link.owner, owner.id_paziente);
    if (blob === undefined) throw new ApiError('not_found');
    return sendBlob(c, blob, link.fileName, 'attachment');
  });

  const kardiaBlob = async (c: Context<AppEnv>) => {
    const stored = await ownFile(c, integerParam(c, 'id'));
    if (stored.type !== 'kardia') throw new ApiError('not_found');
    const blob = await readBlob(db, { kind: 'file', id: stored.id_file }, stored.id_paziente);
    if (blob === undefined) throw new ApiError('not_found');
    return { stored, blob };
  };

  app.get(honoPath(fileOperations.kardia.path), async (c) => {
    const { stored, blob } = await kardiaBlob(c);
    return sendBlob(c, blob, stored.file_nome, 'attachment');
  });

  app.get(honoPath(fileOperations.kardiaPreview.path), async (c) => {
    const { stored, blob } = await kardiaBlob(c);
    return sendBlob(c, blob, stored.file_nome, 'inline');
  });

  return app;
}
