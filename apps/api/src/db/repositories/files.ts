import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { patientFiles } from '../schemas/files.ts';

/** Files of the files page (issue #20): queries only. */

export type FileRow = typeof patientFiles.$inferSelect;
export type NewFileRow = typeof patientFiles.$inferInsert;
/** A file of the patient record's statement (patient-record.ts): data_reg as JSON gives it. */
export type StoredFile = Omit<FileRow, 'data_reg'> & { data_reg: string };

export function listFiles(db: Database, patientId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(patientFiles)
    .where(eq(patientFiles.id_paziente, patientId))
    .orderBy(desc(patientFiles.data_rilievo), desc(patientFiles.id_file));
}

export async function findFile(db: Database, fileId: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(patientFiles).where(eq(patientFiles.id_file, fileId));
  return row;
}

export async function insertFile(db: Database, values: NewFileRow): Promise<FileRow | undefined> {
  const [row] = await db.insert(patientFiles).values(values).returning();
  return row;
}

export async function updateFile(
  db: Database,
  fileId: number,
  values: Partial<
    Pick<FileRow, 'type' | 'data_rilievo' | 'file_commento' | 'tags' | 'id_livello_confidenzialita'>
  >,
): Promise<FileRow | undefined> {
  const [row] = await db.update(patientFiles).set(values).where(eq(patientFiles.id_file, fileId)).returning();
  return row;
}

export async function deleteFileRow(db: Database, fileId: number): Promise<void> {
  await db.delete(patientFiles).where(eq(patientFiles.id_file, fileId));
}
