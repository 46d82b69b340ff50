import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { examAttachments, exams } from '../schemas/exams.ts';

/** Exam attachments (issue #19): queries only. */

export type ExamAttachmentRow = typeof examAttachments.$inferSelect;
type NewExamAttachmentRow = typeof examAttachments.$inferInsert;

export function listExamAttachments(db: Database, examId: number): Promise<ExamAttachmentRow[]> {
  return db
    .select()
    .from(examAttachments)
    .where(eq(examAttachments.id_indagine, examId))
    .orderBy(desc(examAttachments.created_at), desc(examAttachments.id_file));
}

export async function findExamAttachment(
  db: Database,
  fileId: number,
): Promise<ExamAttachmentRow | undefined> {
  const [row] = await db.select().from(examAttachments).where(eq(examAttachments.id_file, fileId));
  return row;
}

export async function insertExamAttachment(
  db: Database,
  values: NewExamAttachmentRow,
): Promise<ExamAttachmentRow | undefined> {
  const [row] = await db.insert(examAttachments).values(values).returning();
  return row;
}

export async function deleteExamAttachmentRow(db: Database, fileId: number): Promise<void> {
  await db.delete(examAttachments).where(eq(examAttachments.id_file, fileId));
}

/** The patient's attachments of exams not deleted (the data export), oldest first. */
export function listPatientExamAttachments(db: Database, patientId: number) {
  return db
    .select({ id_file: examAttachments.id_file, file_nome: examAttachments.file_nome })
    .from(examAttachments)
    .innerJoin(exams, eq(exams.id_indagine, examAttachments.id_indagine))
    .where(and(eq(examAttachments.id_paziente, patientId), isNull(exams.deleted_at)))
    .orderBy(examAttachments.id_file);
}
