import {
  type createFileSchema,
  type FileRecordAnswer,
  fileTypeFittingContent,
  fileTypes,
  NEW_FILE_AUDIT_LOG_ID,
  readConfidentialityLevel,
} from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { countSpecialtyTags } from '../db/repositories/doctors.ts';
import {
  deleteFileRow,
  type FileRow,
  findFile,
  insertFile,
  listFiles,
  type StoredFile,
  updateFile,
} from '../db/repositories/files.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError } from '../lib/request-body.ts';
import { type BlobToStore, deleteBlob, sizeInMegabytes, storeBlob } from '../storage/blobs.ts';

/** The files page's calls (issue #20): the route authorises, these write and answer. */

type FileMetadata = v.InferOutput<ReturnType<typeof createFileSchema>>;

/**
 * A stored file in its wire shape (no bytes: they are downloaded through a link), in its list and
 * in the patient record.
 */
export function toFileAnswer(row: FileRow | StoredFile): FileRecordAnswer {
  return {
    id_file: row.id_file,
    id_paziente: row.id_paziente,
    id_autore: row.id_autore,
    id_audit_log: row.id_audit_log,
    file_nome: row.file_nome,
    file_type: row.file_type,
    file_size: row.file_size,
    type: fileTypes.find((type) => type === row.type) ?? 'documento',
    data_rilievo: row.data_rilievo,
    data_reg: new Date(row.data_reg).toISOString(),
    file_commento: row.file_commento,
    tags: row.tags,
    // A damaged stored level reads as the most restrictive one.
    id_livello_confidenzialita: readConfidentialityLevel(row.id_livello_confidenzialita) ?? 6,
  };
}

export async function filesOf(db: Database, patientId: number): Promise<FileRecordAnswer[]> {
  return (await listFiles(db, patientId)).map(toFileAnswer);
}

/** The file with this id, or undefined: the route checks the caller owns its patient. */
export function fileById(db: Database, fileId: number): Promise<FileRow | undefined> {
  return findFile(db, fileId);
}

/**
 * Adds a file and its bytes in one transaction: the row (audit-log id 132, the sniffed media type,
 * the size in MB), then the blob, which checks the patient's quota; a refusal leaves neither.
 */
export async function addFile(
  db: Database,
  input: BlobToStore & { patientId: number; metadata: FileMetadata },
): Promise<FileRecordAnswer> {
  const tags = await existingTags(db, input.metadata.tags ?? []);
  return db.transaction(async (tx) => {
    const row = await insertFile(tx, {
      id_paziente: input.patientId,
      id_autore: input.authorId,
      id_audit_log: NEW_FILE_AUDIT_LOG_ID,
      file_nome: input.fileName,
      file_type: input.blob.contentType,
      file_size: sizeInMegabytes(input.blob),
      // A PDF chosen as a photo is kept as a document: the bytes tell what the file is (issue #37).
      type: fileTypeFittingContent(input.metadata.type, input.blob.contentType),
      data_rilievo: input.metadata.data_rilievo,
      data_reg: input.now,
      file_commento: input.metadata.file_commento ?? null,
      tags,
      id_livello_confidenzialita: input.metadata.id_livello_confidenzialita ?? 1,
    });
    if (row === undefined) throw new ApiError('internal');
    await storeBlob(tx, { kind: 'file', id: row.id_file }, input.patientId, input.blob, input.limits);
    return toFileAnswer(row);
  });
}

/** Edits the described part of a file; the bytes stay, and so does the confidentiality unless sent. */
export async function editFile(
  db: Database,
  stored: FileRow,
  metadata: FileMetadata,
): Promise<FileRecordAnswer> {
  const tags = metadata.tags === undefined ? stored.tags : await existingTags(db, metadata.tags);
  const row = await updateFile(db, stored.id_file, {
    type: metadata.type,
    data_rilievo: metadata.data_rilievo,
    file_commento: metadata.file_commento ?? null,
    tags,
    id_livello_confidenzialita: metadata.id_livello_confidenzialita ?? stored.id_livello_confidenzialita,
  });
  if (row === undefined) throw new ApiError('not_found');
  return toFileAnswer(row);
}

export async function setFileConfidentiality(
  db: Database,
  stored: FileRow,
  level: number,
): Promise<FileRecordAnswer> {
  const row = await updateFile(db, stored.id_file, { id_livello_confidenzialita: level });
  if (row === undefined) throw new ApiError('not_found');
  return toFileAnswer(row);
}

/** Deletes a file and its bytes together. */
export async function deleteFile(db: Database, stored: FileRow): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteBlob(tx, { kind: 'file', id: stored.id_file });
    await deleteFileRow(tx, stored.id_file);
  });
}

/** The chosen specialty tags without repeats; a 400 on `tags` when one does not exist. */
async function existingTags(db: Database, chosen: readonly number[]): Promise<number[]> {
  const tags = [...new Set(chosen)];
  if ((await countSpecialtyTags(db, tags)) !== tags.length) fieldError('tags', 'option_invalid');
  return tags;
}
