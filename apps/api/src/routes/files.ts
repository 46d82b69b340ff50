import { fileOperations } from '@cartella/contract';
import {
  createFileSchema,
  FileConfidentialityRequestSchema,
  IdSchema,
  localeFromAcceptLanguage,
  type Message,
  successMessages,
  validate,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, readBodyText } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  examAttachmentWithExam,
  isExamAttachmentGone,
  patientOfExamAttachment,
} from '../services/exam-attachments.ts';
import {
  addFile,
  deleteFile,
  editFile,
  fileById,
  filesOf,
  setFileConfidentiality,
} from '../services/files.ts';
import { readBlob } from '../storage/blobs.ts';
import {
  blobToStore,
  downloadLinkFor,
  jsonOf,
  readMultipartUpload,
  sendBlob,
  uploadBodyLimit,
} from '../storage/http.ts';
import { openDownloadLink } from '../storage/links.ts';

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
  const ownFile = async (c: Context<AppEnv>, fileId: number) =>
    requireOwnRecord(deps, c, await fileById(db, fileId), (row) => row.id_paziente);

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
    const toStore = await blobToStore(c, config, upload.file);
    if (kardia && toStore.blob.contentType !== 'application/pdf') {
      throw new ApiError('validation_failed', { fields: [{ path: 'file', code: 'pdf_required' }] });
    }
    const data = await addFile(db, { ...toStore, patientId: metadata.id_paziente, metadata });
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
    const owner = { kind: 'file', id: stored.id_file } as const;
    return c.json({ data: await downloadLinkFor(deps, c, owner, stored.file_nome) });
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
        : (
            await requireOwnRecord(
              deps,
              c,
              await examAttachmentWithExam(db, link.owner.id),
              patientOfExamAttachment,
              isExamAttachmentGone,
            )
          ).attachment;
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
