import type { DiaryPainMark } from '@cartella/domain';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { diaryEntries } from '../schemas/diary.ts';

/**
 * A diary entry but its drawings, as the lists and the patient record read it: the marks are the
 * stored JSON, checked when answered.
 */
export interface StoredDiaryEntry {
  id_taccuino: number;
  id_paziente: number;
  author_id: number;
  taccuino_data: string;
  taccuino_descrizione: string;
  taccuino_zone: unknown;
  id_livello_confidenzialita: number;
  deleted_at: Date | null;
}

/** The columns of a list row: everything but the two drawings, which /Images answers. */
const summaryColumns = {
  id_taccuino: diaryEntries.id_taccuino,
  id_paziente: diaryEntries.id_paziente,
  author_id: diaryEntries.author_id,
  taccuino_2d_drawn: diaryEntries.taccuino_2d_drawn,
  taccuino_data: diaryEntries.taccuino_data,
  taccuino_descrizione: diaryEntries.taccuino_descrizione,
  taccuino_zone: diaryEntries.taccuino_zone,
  id_livello_confidenzialita: diaryEntries.id_livello_confidenzialita,
  deleted_at: diaryEntries.deleted_at,
};

/**
 * Bytes of the drawings a patient stores (the data URLs as kept), deleted entries included since
 * their rows stay; `exceptEntryId` leaves out the entry an update is about to replace.
 */
export async function storedDrawingBytes(db: Database, patientId: number, exceptEntryId?: number) {
  const byPatient = eq(diaryEntries.id_paziente, patientId);
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(coalesce(octet_length(${diaryEntries.taccuino_report_anteriore}), 0) + coalesce(octet_length(${diaryEntries.taccuino_report_posteriore}), 0)), 0)`,
    })
    .from(diaryEntries)
    .where(
      exceptEntryId === undefined ? byPatient : and(byPatient, ne(diaryEntries.id_taccuino, exceptEntryId)),
    );
  return Number(row?.bytes ?? 0);
}

/** A patient's entries that are not deleted, newest date first (then newest id). */
export function listDiaryEntries(db: Database, patientId: number) {
  return db
    .select(summaryColumns)
    .from(diaryEntries)
    .where(and(eq(diaryEntries.id_paziente, patientId), isNull(diaryEntries.deleted_at)))
    .orderBy(desc(diaryEntries.taccuino_data), desc(diaryEntries.id_taccuino));
}

/** One entry with its drawings, deleted or not (the caller decides what a deleted one answers). */
export async function findDiaryEntry(db: Database, entryId: number) {
  const [row] = await db.select().from(diaryEntries).where(eq(diaryEntries.id_taccuino, entryId));
  return row;
}

export interface DiaryEntryValues {
  taccuino_data: string;
  taccuino_descrizione: string;
  id_livello_confidenzialita: number;
  /** undefined keeps the stored marks. */
  taccuino_zone?: DiaryPainMark[];
  /** undefined keeps the stored drawing; null removes it. */
  taccuino_report_anteriore?: string | null;
  taccuino_report_posteriore?: string | null;
}

export async function insertDiaryEntry(
  db: Database,
  entry: DiaryEntryValues & { id_paziente: number; author_id: number; now: Date },
) {
  const { now, ...values } = entry;
  const [row] = await db
    .insert(diaryEntries)
    .values({ ...values, taccuino_2d_drawn: 1, created_at: now, updated_at: now })
    .returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

/** Updates an entry that is not deleted; undefined when there is none. */
export async function updateDiaryEntry(db: Database, entryId: number, values: DiaryEntryValues, now: Date) {
  const [row] = await db
    .update(diaryEntries)
    .set({ ...values, updated_at: now })
    .where(and(eq(diaryEntries.id_taccuino, entryId), isNull(diaryEntries.deleted_at)))
    .returning();
  return row;
}

/** Soft delete: the row stays, deleted_at records when it left the lists. */
export async function softDeleteDiaryEntryRow(db: Database, entryId: number, now: Date) {
  const [row] = await db
    .update(diaryEntries)
    .set({ deleted_at: now, updated_at: now })
    .where(and(eq(diaryEntries.id_taccuino, entryId), isNull(diaryEntries.deleted_at)))
    .returning({ id_taccuino: diaryEntries.id_taccuino });
  return row;
}
