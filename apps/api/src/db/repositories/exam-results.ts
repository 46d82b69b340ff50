import { and, asc, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { examResults } from '../schemas/exam-results.ts';
import { exams } from '../schemas/exams.ts';

type NewExamResultRow = typeof examResults.$inferInsert;

/** The analyte as compared: trimmed and lower case. */
const analyteKey = sql<string>`lower(trim(${examResults.analita}))`;

const resultColumns = {
  result: examResults,
  data: exams.indagine_data_display,
};

/** Results with their exam's date, of exams that are not deleted. */
function selectResults(db: Database, where: SQL | undefined) {
  return db
    .select(resultColumns)
    .from(examResults)
    .innerJoin(exams, eq(exams.id_indagine, examResults.id_indagine))
    .where(and(isNull(exams.deleted_at), ne(exams.indagine_stato, 3), where));
}

export type ExamResultRow = Awaited<ReturnType<typeof selectResults>>[number];

/** One exam's results, in the order they were entered. */
export function listExamResults(db: Database, examId: number) {
  return selectResults(db, eq(examResults.id_indagine, examId)).orderBy(asc(examResults.id));
}

/** The patient's results of one analyte (compared trimmed and lower case), by exam date. */
export function listAnalyteResults(db: Database, patientId: number, analyte: string) {
  return selectResults(
    db,
    and(eq(examResults.id_paziente, patientId), eq(analyteKey, analyte.trim().toLowerCase())),
  ).orderBy(sql`${exams.indagine_data_display} asc nulls last`, asc(examResults.id));
}

/** Every result of the patient's exams that are not deleted (the reports), by exam and entry. */
export function listPatientResults(db: Database, patientId: number) {
  return selectResults(db, eq(examResults.id_paziente, patientId)).orderBy(
    asc(examResults.id_indagine),
    asc(examResults.id),
  );
}

/**
 * The patient's analytes (compared trimmed and lower case), by name: the name as most recently
 * entered and how many results it has.
 */
export function listAnalytes(db: Database, patientId: number) {
  return db
    .select({
      analita: sql<string>`(array_agg(trim(${examResults.analita}) order by ${examResults.id} desc))[1]`,
      risultati: count(),
    })
    .from(examResults)
    .innerJoin(exams, eq(exams.id_indagine, examResults.id_indagine))
    .where(and(eq(examResults.id_paziente, patientId), isNull(exams.deleted_at), ne(exams.indagine_stato, 3)))
    .groupBy(analyteKey)
    .orderBy(analyteKey);
}

/** A result by id with its exam's owner and state (any patient's; the caller checks). */
export async function findExamResult(db: Database, resultId: number) {
  const [row] = await db
    .select({
      result: examResults,
      exam: {
        id_paziente: exams.id_paziente,
        indagine_stato: exams.indagine_stato,
        deleted_at: exams.deleted_at,
        indagine_data_display: exams.indagine_data_display,
      },
    })
    .from(examResults)
    .innerJoin(exams, eq(exams.id_indagine, examResults.id_indagine))
    .where(eq(examResults.id, resultId));
  return row;
}

export async function insertExamResult(db: Database, values: NewExamResultRow) {
  const [row] = await db.insert(examResults).values(values).returning();
  return row;
}

/** Deletes a result; answers whether a row went. */
export async function deleteExamResult(db: Database, resultId: number) {
  const rows = await db
    .delete(examResults)
    .where(eq(examResults.id, resultId))
    .returning({ id: examResults.id });
  return rows.length > 0;
}
