import {
  type ExamFileAnswer,
  type ExamFileMetadata,
  fileTypes,
  readConfidentialityLevel,
} from '@cartella/domain';
import type { Database } from '../db/client.ts';
import {
  deleteExamAttachmentRow,
  type ExamAttachmentRow,
  findExamAttachment,
  insertExamAttachment,
  listExamAttachments,
} from '../db/repositories/exam-attachments.ts';
import type { ExamRow } from '../db/repositories/exams.ts';
import { ApiError } from '../lib/api-error.ts';
import { type BlobToStore, deleteBlob, sizeInMegabytes, storeBlob } from '../storage/blobs.ts';
import { examById, isExamGone } from './exams.ts';

/** Exam attachments (issue #19): the route authorises, these write and answer. */

/** An attachment in its wire shape (no bytes: they are downloaded through a link). */
function toExamFileAnswer(row: ExamAttachmentRow): ExamFileAnswer {
  return {
    id_file: row.id_file,
    id_paziente: row.id_paziente,
    id_autore: row.id_autore,
    id_indagine: row.id_indagine,
    file_nome: row.file_nome,
    file_type: row.file_type,
    file_size: row.file_size,
    type: fileTypes.find((type) => type === row.type) ?? 'documento',
    file_commento: row.file_commento,
    created_at: row.created_at,
    // A damaged stored level reads as the most restrictive one.
    id_livello_confidenzialita: readConfidentialityLevel(row.id_livello_confidenzialita) ?? 6,
  };
}

export async function attachmentsOfExam(db: Database, examId: number): Promise<ExamFileAnswer[]> {
  return (await listExamAttachments(db, examId)).map(toExamFileAnswer);
}

/**
 * The attachment with this id and its exam, or undefined when either is missing: the route checks
 * the caller owns the exam, which is not gone.
 */
export async function examAttachmentWithExam(db: Database, fileId: number) {
  const attachment = await findExamAttachment(db, fileId);
  if (attachment === undefined) return undefined;
  const exam = await examById(db, attachment.id_indagine);
  return exam === undefined ? undefined : { attachment, exam };
}

/** The patient an attachment belongs to: its exam's (for the access policy). */
export function patientOfExamAttachment(found: { exam: ExamRow }): number {
  return found.exam.id_paziente;
}

/** Whether the attachment's exam is gone (deleted, or in the deleted list): it then answers 404. */
export function isExamAttachmentGone(found: { exam: ExamRow }): boolean {
  return isExamGone(found.exam);
}

/**
 * Attaches a file to an exam in one transaction: the row (the sniffed media type, the size in MB),
 * then the blob, which checks the patient's quota; a refusal leaves neither.
 */
export async function attachToExam(
  db: Database,
  input: BlobToStore & { patientId: number; metadata: ExamFileMetadata },
): Promise<ExamFileAnswer> {
  return db.transaction(async (tx) => {
    const row = await insertExamAttachment(tx, {
      id_paziente: input.patientId,
      id_autore: input.authorId,
      id_indagine: input.metadata.id_indagine,
      file_nome: input.fileName,
      file_type: input.blob.contentType,
      file_size: sizeInMegabytes(input.blob),
      type: input.metadata.type,
      file_commento: input.metadata.file_commento ?? null,
      created_at: input.metadata.created_at,
      data_reg: input.now,
      id_livello_confidenzialita: input.metadata.id_livello_confidenzialita,
    });
    if (row === undefined) throw new ApiError('internal');
    await storeBlob(
      tx,
      { kind: 'exam_attachment', id: row.id_file },
      input.patientId,
      input.blob,
      input.limits,
    );
    return toExamFileAnswer(row);
  });
}

/** Deletes an attachment and its bytes together. */
export async function deleteExamAttachment(db: Database, stored: ExamAttachmentRow): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteBlob(tx, { kind: 'exam_attachment', id: stored.id_file });
    await deleteExamAttachmentRow(tx, stored.id_file);
  });
}
