import { issueMessages } from '@cartella/domain';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { Context } from 'hono';
import type { AppConfig } from '../config.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { incompleteBody } from '../lib/request-body.ts';
import { limitBody } from '../middleware/body-limit.ts';
import {
  type BlobOwner,
  type BlobToStore,
  fileTooLarge,
  prepareBlob,
  type StorageLimits,
  type StoredBlob,
  type Upload,
} from './blobs.ts';
import { createDownloadLink } from './links.ts';

/** Room for the multipart boundaries and the described fields beside the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Longest text field of a multipart upload (the JSON `metadata`), bytes. */
const MAX_FIELD_BYTES = 16 * 1024;

/** The storage limits of the configuration. */
function storageLimits(config: AppConfig): StorageLimits {
  return { maxFileBytes: config.fileSizeLimitBytes, patientQuotaBytes: config.fileQuotaBytes };
}

/**
 * The body limit of upload routes: one file at the configured limit plus the form's overhead. A
 * larger Content-Length is refused before a byte is read (middleware/body-limit.ts); the file's own
 * size is then checked against the exact limit, with its own message (blobs.ts prepareBlob).
 */
export function uploadBodyLimit(config: AppConfig) {
  return limitBody(Math.max(config.bodyLimitBytes, config.fileSizeLimitBytes + MULTIPART_OVERHEAD_BYTES));
}

/**
 * A file the caller sends, ready to store: the caller as its author, its name ('file' when it came
 * without one), its bytes checked against the configured limits (prepareBlob), and the time.
 */
export async function blobToStore(c: Context<AppEnv>, config: AppConfig, file: Upload): Promise<BlobToStore> {
  const limits = storageLimits(config);
  return {
    authorId: c.get('session').userId,
    fileName: file.name.trim() === '' ? 'file' : file.name,
    blob: await prepareBlob(file, limits),
    limits,
    now: config.now(),
  };
}

/** A download link of the caller's own stored file, for the configured time. */
export function downloadLinkFor(
  { db, config }: RouteDeps,
  c: Context<AppEnv>,
  owner: BlobOwner,
  fileName: string,
): Promise<string> {
  return createDownloadLink(db, {
    userId: c.get('session').userId,
    owner,
    fileName,
    now: config.now(),
    lifetimeSeconds: config.downloadLinkSeconds,
  });
}

/** A multipart/form-data upload: its `metadata` as the route accepted it, and one file. */
export interface MultipartUpload<TMetadata> {
  file: Upload;
  metadata: TMetadata;
}

/** How a route reads an upload: the file's limit, and the check of `metadata` before the file. */
export interface MultipartReading<TMetadata> {
  maxFileBytes: number;
  /**
   * Parses the `metadata` text and checks that the caller may upload there (the patient is theirs);
   * throws to refuse. Runs before any byte after the chunk that carried the metadata is read.
   */
  acceptMetadata: (text: string) => Promise<TMetadata>;
}

const uploadFormInvalid = () =>
  new ApiError('validation_failed', {
    message: issueMessages.upload_form_invalid,
    fields: [{ path: 'file', code: 'upload_form_invalid' }],
  });

/**
 * Reads a multipart/form-data upload as a stream (@fastify/busboy, docs/decisions/0762): the text
 * field `metadata` first, then one part `file`, and nothing else. The route has checked the
 * session, the permission and the path's owner before calling this; `acceptMetadata` checks the
 * metadata's owner before the file is read. A third part, another field, a file before its
 * metadata or a file over `maxFileBytes` stops the reading at once (400 `upload_form_invalid`,
 * 413 `file_too_large`): a body of thousands of tiny parts is never parsed whole (issue #34, T2).
 * Another content type is 415; a malformed body, or one without a file, is 400 naming `file`; a
 * body that stops coming (the client hung up) is `incompleteBody()`.
 */
export async function readMultipartUpload<TMetadata>(
  c: Context,
  reading: MultipartReading<TMetadata>,
): Promise<MultipartUpload<TMetadata>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ApiError('unsupported_media_type');
  const body = c.req.raw.body;
  if (body === null) throw missingFile();
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        parts: 2,
        fields: 1,
        files: 1,
        fieldSize: MAX_FIELD_BYTES,
        fileSize: reading.maxFileBytes,
        headerPairs: 10,
      },
    });
  } catch {
    throw malformedForm();
  }
  const state = new UploadState(parser, reading);
  const reader = body.getReader();
  let done = false;
  try {
    while (!done) {
      await state.checked();
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw incompleteBody();
      }
      done = chunk.done;
      if (chunk.done) parser.end();
      else {
        const written = new Promise<void>((resolve) => parser.write(chunk.value, () => resolve()));
        await Promise.race([written, state.finished]);
      }
    }
    await state.finished;
    await state.checked();
    return state.upload();
  } finally {
    if (!done) reader.cancel().catch(() => undefined);
  }
}

/** What the parser has seen of one upload, and the first reason to refuse it. */
class UploadState<TMetadata> {
  private refusal: unknown;
  private metadataSeen = false;
  private pendingMetadata: Promise<TMetadata> | undefined;
  private metadata: { value: TMetadata } | undefined;
  private file: { name: string; declaredType: string; chunks: Buffer[]; ended: boolean } | undefined;
  /** Settles when the parser has finished or failed. */
  readonly finished: Promise<void>;

  constructor(parser: BusboyInstance, reading: MultipartReading<TMetadata>) {
    this.finished = new Promise((resolve) => {
      parser.on('finish', resolve);
      parser.on('error', () => {
        this.refuse(malformedForm());
        resolve();
      });
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => this.refuse(uploadFormInvalid()));
    }
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (name !== 'metadata' || this.metadataSeen) return this.refuse(uploadFormInvalid());
      if (valueTruncated) {
        return this.refuse(
          new ApiError('validation_failed', { fields: [{ path: 'metadata', code: 'too_long' }] }),
        );
      }
      this.metadataSeen = true;
      this.pendingMetadata = reading.acceptMetadata(value);
      // Awaited by checked(); a refusal meanwhile is not an unhandled rejection.
      this.pendingMetadata.catch(() => undefined);
    });
    parser.on('file', (name, stream, fileName, _encoding, mimeType) => {
      if (name !== 'file' || !this.metadataSeen) {
        stream.resume();
        return this.refuse(uploadFormInvalid());
      }
      const file = {
        name: fileName.slice(0, 255),
        declaredType: mimeType,
        chunks: [] as Buffer[],
        ended: false,
      };
      this.file = file;
      stream.on('data', (chunk: Buffer) => file.chunks.push(chunk));
      stream.on('limit', () => this.refuse(fileTooLarge(reading.maxFileBytes)));
      stream.on('end', () => {
        file.ended = true;
      });
    });
  }

  private refuse(error: unknown): void {
    this.refusal ??= error;
  }

  /** Throws the first refusal, and waits for the metadata's check once it has arrived. */
  async checked(): Promise<void> {
    if (this.refusal !== undefined) throw this.refusal;
    if (this.pendingMetadata !== undefined) {
      const pending = this.pendingMetadata;
      this.pendingMetadata = undefined;
      this.metadata = { value: await pending };
    }
    if (this.refusal !== undefined) throw this.refusal;
  }

  /** The upload, once the whole body was read and nothing was refused. */
  upload(): MultipartUpload<TMetadata> {
    if (this.metadata === undefined) {
      throw new ApiError('validation_failed', { fields: [{ path: 'metadata', code: 'required' }] });
    }
    if (this.file === undefined || !this.file.ended) throw missingFile();
    const bytes = new Uint8Array(Buffer.concat(this.file.chunks));
    return {
      metadata: this.metadata.value,
      file: { name: this.file.name, declaredType: this.file.declaredType, bytes },
    };
  }
}

const missingFile = () => new ApiError('validation_failed', { fields: [{ path: 'file', code: 'required' }] });
const malformedForm = () =>
  new ApiError('validation_failed', { fields: [{ path: 'file', code: 'invalid_type' }] });

/** Reads a JSON text field (an upload's `metadata`, a body) as a value, or 400 naming `field`. */
export function jsonOf(text: string | undefined, field: string): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw new ApiError('validation_failed', { fields: [{ path: field, code: 'invalid_type' }] });
  }
}

/** `filename` (ASCII fallback) and `filename*` (UTF-8) of a Content-Disposition header. */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Media types a browser may show inline (a preview): PDF and raster images. */
const previewable = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Answers a blob's bytes. Downloads are attachments; `inline` is honoured only for PDF and raster
 * images. Always with nosniff and a sandboxing Content-Security-Policy, so even a file opened at
 * the API's address cannot run script in the app's origin.
 */
export function sendBlob(
  c: Context,
  blob: StoredBlob,
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): Response {
  const shown = disposition === 'inline' && previewable.has(blob.content_type) ? 'inline' : 'attachment';
  return c.body(new Uint8Array(blob.bytes), 200, {
    'Content-Type': blob.content_type,
    'Content-Disposition': contentDisposition(shown, fileName),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
}
