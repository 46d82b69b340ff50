import type { Context } from 'hono';
import type { AppConfig } from '../config.ts';
import { ApiError } from '../lib/api-error.ts';
import { limitBody } from '../middleware/body-limit.ts';
import type { StorageLimits, StoredBlob, Upload } from './blobs.ts';

/** Room for the multipart boundaries and the described fields beside the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Longest text field of a multipart upload (the JSON `metadata`). */
const MAX_FIELD_CHARACTERS = 16 * 1024;

/** The storage limits of the configuration. */
export function storageLimits(config: AppConfig): StorageLimits {
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

/** A multipart/form-data upload: one `file` part and text fields. */
export interface MultipartUpload {
  file: Upload;
  fields: Map<string, string>;
}

/**
 * Reads a multipart/form-data body with one `file` part (the bytes, the name and declared type
 * the browser gives) and short text fields. Another content type is 415; a malformed body or one
 * without a file is 400 naming `file`. The body limit has capped what is read.
 */
export async function readMultipartUpload(c: Context): Promise<MultipartUpload> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError('unsupported_media_type');
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('validation_failed', { fields: [{ path: 'file', code: 'invalid_type' }] });
  }
  const fields = new Map<string, string>();
  let file: Upload | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (value.length > MAX_FIELD_CHARACTERS) {
        throw new ApiError('validation_failed', { fields: [{ path: name.slice(0, 50), code: 'too_long' }] });
      }
      fields.set(name, value);
    } else if (name === 'file' && file === undefined) {
      file = {
        name: value.name.slice(0, 255),
        declaredType: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
    }
  }
  if (file === undefined)
    throw new ApiError('validation_failed', { fields: [{ path: 'file', code: 'required' }] });
  return { file, fields };
}

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
