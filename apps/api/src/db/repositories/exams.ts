import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { diagnoses } from '../schemas/care.ts';
import { careCentres, diagnosticInvestigations, examDiagnoses, exams } from '../schemas/exams.ts';

export type ExamRow = typeof exams.$inferSelect;
type NewExamRow = typeof exams.$inferInsert;

/** Escapes LIKE wildcards so a search matches the text typed, nothing more. */
function likeContaining(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const examColumns = {
  exam: exams,
  indagine_descrizione: diagnosticInvestigations.descrizione,
  centro_nome: careCentres.centro_nome,
};

function selectExams(db: Database, where: SQL | undefined) {
  return db
    .select(examColumns)
    .from(exams)
    .leftJoin(diagnosticInvestigations, eq(diagnosticInvestigations.id, exams.id_diagn_investigations))
    .leftJoin(careCentres, eq(careCentres.id, exams.id_centro_indagine))
    .where(where)
    .orderBy(desc(exams.indagine_data_display), desc(exams.id_indagine));
}

export type ExamListRow = Awaited<ReturnType<typeof selectExams>>[number];

/** What an exam's answer reads: a listed row, or the patient record's JSON of one (no instants). */
export interface ExamAnswerRow {
  exam: Omit<ExamRow, 'created_at' | 'deleted_at'>;
  indagine_descrizione: string | null;
  centro_nome: string | null;
}

/** An exam of the patient record's statement (patient-record.ts), with its linked diagnosis ids. */
export interface StoredExam extends ExamAnswerRow {
  diags: number[];
}

/** The patient's exams that are not deleted (status 3 with `deleted_at`) and match `where`. */
function selectPatientExams(db: Database, patientId: number, where: SQL | undefined) {
  return selectExams(
    db,
    and(eq(exams.id_paziente, patientId), isNull(exams.deleted_at), ne(exams.indagine_stato, 3), where),
  );
}

/** The patient's exams that are not deleted: one list (0, 1, 2) or all (null). */
export function listExams(db: Database, patientId: number, status: number | null) {
  return selectPatientExams(db, patientId, status === null ? undefined : eq(exams.indagine_stato, status));
}

/** The patient's exams whose investigation, reason, centre or care provider contains the text. */
export function searchExams(db: Database, patientId: number, text: string) {
  const pattern = likeContaining(text);
  return selectPatientExams(
    db,
    patientId,
    or(
      ilike(diagnosticInvestigations.descrizione, pattern),
      ilike(exams.indagine_motivo, pattern),
      ilike(careCentres.centro_nome, pattern),
      ilike(exams.altro_centro, pattern),
      ilike(exams.careprovider, pattern),
      ilike(exams.indagine_tipologia, pattern),
    ),
  );
}

/** An exam by id with its names (any patient's, deleted or not; the caller checks). */
export async function findExam(db: Database, examId: number) {
  const [row] = await selectExams(db, eq(exams.id_indagine, examId));
  return row;
}

export async function insertExam(db: Database, values: NewExamRow) {
  const [row] = await db.insert(exams).values(values).returning({ id: exams.id_indagine });
  return row?.id;
}

/** Updates an exam that is not deleted; answers whether a row changed. */
export async function updateExam(
  db: Database,
  examId: number,
  values: Partial<Omit<NewExamRow, 'id_indagine' | 'id_paziente'>>,
) {
  const rows = await db
    .update(exams)
    .set(values)
    .where(and(eq(exams.id_indagine, examId), isNull(exams.deleted_at)))
    .returning({ id: exams.id_indagine });
  return rows.length > 0;
}

/** The linked diagnosis ids of some exams, by exam id (deleted diagnoses left out). */
export async function findExamDiagnoses(db: Database, examIds: readonly number[]) {
  const links = new Map<number, number[]>();
  if (examIds.length === 0) return links;
  const rows = await db
    .select({ id_indagine: examDiagnoses.id_indagine, id_diagnosi: examDiagnoses.id_diagnosi })
    .from(examDiagnoses)
    .innerJoin(diagnoses, eq(diagnoses.id_diagnosi, examDiagnoses.id_diagnosi))
    .where(and(inArray(examDiagnoses.id_indagine, [...examIds]), isNull(diagnoses.deleted_at)))
    .orderBy(asc(examDiagnoses.id_diagnosi));
  for (const row of rows)
    links.set(row.id_indagine, [...(links.get(row.id_indagine) ?? []), row.id_diagnosi]);
  return links;
}

/** Replaces an exam's linked diagnoses. */
export async function setExamDiagnoses(db: Database, examId: number, diagnosisIds: readonly number[]) {
  await db.delete(examDiagnoses).where(eq(examDiagnoses.id_indagine, examId));
  if (diagnosisIds.length > 0) {
    await db
      .insert(examDiagnoses)
      .values(diagnosisIds.map((id_diagnosi) => ({ id_indagine: examId, id_diagnosi })));
  }
}

/** How many of these diagnosis ids are the patient's own and not deleted. */
export async function countOwnDiagnoses(db: Database, patientId: number, diagnosisIds: readonly number[]) {
  if (diagnosisIds.length === 0) return 0;
  return db.$count(
    diagnoses,
    and(
      eq(diagnoses.id_paziente, patientId),
      isNull(diagnoses.deleted_at),
      inArray(diagnoses.id_diagnosi, [...diagnosisIds]),
    ),
  );
}

/** Enabled catalogue investigations containing the text, optionally of one type, by name. */
export function searchInvestigations(db: Database, text: string, type: string | null, limit: number) {
  return db
    .select({
      id: diagnosticInvestigations.id,
      descrizione: diagnosticInvestigations.descrizione,
      tipologia: diagnosticInvestigations.tipologia,
      codice: diagnosticInvestigations.codice,
    })
    .from(diagnosticInvestigations)
    .where(
      and(
        or(
          ilike(diagnosticInvestigations.descrizione, likeContaining(text)),
          eq(diagnosticInvestigations.codice, text),
        ),
        type === null ? undefined : eq(diagnosticInvestigations.tipologia, type),
        eq(diagnosticInvestigations.attivo, true),
      ),
    )
    .orderBy(asc(diagnosticInvestigations.descrizione))
    .limit(limit);
}

export async function findInvestigation(db: Database, investigationId: number) {
  const [row] = await db
    .select()
    .from(diagnosticInvestigations)
    .where(eq(diagnosticInvestigations.id, investigationId));
  return row;
}

export type CareCentreRow = typeof careCentres.$inferSelect;

/** The enabled affiliated centres of one kind, by name. */
export function listCentres(db: Database, kind: number) {
  return db
    .select()
    .from(careCentres)
    .where(and(eq(careCentres.tipo, kind), eq(careCentres.attivo, true)))
    .orderBy(asc(careCentres.centro_nome));
}

export async function findCentre(db: Database, centreId: number) {
  const [row] = await db.select().from(careCentres).where(eq(careCentres.id, centreId));
  return row;
}
