import { createHash } from 'node:crypto';
import { issueMessages } from '@cartella/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storedBlobs } from '../db/schemas/files.ts';
import { ApiError } from '../lib/api-error.ts';
import { contentTypeOf } from './sniff.ts';

/**
 * Stored bytes (issue #20): one blob per owner row, in the database (PGlite or PostgreSQL). The
 * files page owns blobs of kind `file`; exam attachments will own `exam_attachment` blobs. Every
 * function takes the patient id, so a blob is never read across patients even by a wrong owner id.
 */
export type BlobOwnerKind = 'file' | 'exam_attachment';

/** The row a blob belongs to. */
export interface BlobOwner {
  kind: BlobOwnerKind;
  id: number;
}

/** Per-file limit and per-patient quota, bytes (AppConfig.fileSizeLimitBytes, fileQuotaBytes). */
export interface StorageLimits {
  maxFileBytes: number;
  patientQuotaBytes: number;
}

/** One uploaded file as received: its name, the media type the browser declared, its bytes. */
export interface Upload {
  name: string;
  declaredType: string;
  bytes: Uint8Array;
}

/** An upload checked and ready to store: size within the limit, type taken from its bytes. */
export interface PreparedBlob {
  bytes: Uint8Array;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/** A file ready to store: who uploads it, its name, its checked bytes, the limits it must keep, and when. */
export interface BlobToStore {
  authorId: number;
  fileName: string;
  blob: PreparedBlob;
  limits: StorageLimits;
  now: Date;
}

/** A prepared blob's size in MB, as the files and the exam attachments store it (spec 000 section 9). */
export function sizeInMegabytes(blob: PreparedBlob): number {
  return blob.sizeBytes / (1024 * 1024);
}

/** A stored blob with its bytes. */
export type StoredBlob = typeof storedBlobs.$inferSelect;

const megabytes = (bytes: number) => Math.max(1, Math.floor(bytes / (1024 * 1024)));

/** 413 `file_too_large`, with the limit in words: a file over `maxFileBytes`. */
export function fileTooLarge(maxFileBytes: number): ApiError {
  const maxMegabytes = megabytes(maxFileBytes);
  return new ApiError('payload_too_large', {
    message: issueMessages.file_too_large,
    params: { maxMegabytes },
    fields: [{ path: 'file', code: 'file_too_large', params: { maxMegabytes } }],
  });
}

/**
 * Checks an upload before any write: over `maxFileBytes` is 413 `file_too_large`; an empty file is
 * 400; bytes that contradict the declared type are 415 `file_content_mismatch` (sniff.ts).
 */
export async function prepareBlob(upload: Upload, limits: StorageLimits): Promise<PreparedBlob> {
  const sizeBytes = upload.bytes.byteLength;
  if (sizeBytes > limits.maxFileBytes) throw fileTooLarge(limits.maxFileBytes);
  if (sizeBytes === 0)
    throw new ApiError('validation_failed', { fields: [{ path: 'file', code: 'required' }] });
  const contentType = await contentTypeOf(upload.bytes, upload.declaredType);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  return { bytes: upload.bytes, contentType, sizeBytes, sha256 };
}

/** Bytes the patient's blobs take, all owners together. */
async function patientUsageBytes(db: Database, patientId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedBlobs.size_bytes}), 0)` })
    .from(storedBlobs)
    .where(eq(storedBlobs.id_paziente, patientId));
  return Number(row?.bytes ?? 0);
}

/**
 * Stores a prepared blob for `owner` (replacing the owner's previous blob), inside the caller's
 * transaction. The patient's blobs, this one counted and any replaced one not, must stay within
 * `patientQuotaBytes`, else 413 `file_quota_exceeded`; a per-patient advisory lock makes two
 * uploads at once count each other.
 */
export async function storeBlob(
  tx: Database,
  owner: BlobOwner,
  patientId: number,
  blob: PreparedBlob,
  limits: StorageLimits,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(20, ${patientId})`);
  const [replaced] = await tx
    .select({ size: storedBlobs.size_bytes })
    .from(storedBlobs)
    .where(and(eq(storedBlobs.owner_kind, owner.kind), eq(storedBlobs.owner_id, owner.id)));
  const used = (await patientUsageBytes(tx, patientId)) - (replaced?.size ?? 0);
  if (used + blob.sizeBytes > limits.patientQuotaBytes) {
    const maxMegabytes = megabytes(limits.patientQuotaBytes);
    throw new ApiError('payload_too_large', {
      message: issueMessages.file_quota_exceeded,
      params: { maxMegabytes },
      fields: [{ path: 'file', code: 'file_quota_exceeded', params: { maxMegabytes } }],
    });
  }
  await deleteBlob(tx, owner);
  await tx.insert(storedBlobs).values({
    owner_kind: owner.kind,
    owner_id: owner.id,
    id_paziente: patientId,
    content_type: blob.contentType,
    size_bytes: blob.sizeBytes,
    sha256: blob.sha256,
    bytes: Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength),
  });
}

/** The owner's blob, if it belongs to the patient. */
export async function readBlob(
  db: Database,
  owner: BlobOwner,
  patientId: number,
): Promise<StoredBlob | undefined> {
  const [row] = await db
    .select()
    .from(storedBlobs)
    .where(
      and(
        eq(storedBlobs.owner_kind, owner.kind),
        eq(storedBlobs.owner_id, owner.id),
        eq(storedBlobs.id_paziente, patientId),
      ),
    );
  return row;
}

/** Deletes the owner's blob (call it in the transaction that deletes the owner row). */
export async function deleteBlob(db: Database, owner: BlobOwner): Promise<void> {
  await db
    .delete(storedBlobs)
    .where(and(eq(storedBlobs.owner_kind, owner.kind), eq(storedBlobs.owner_id, owner.id)));
}
