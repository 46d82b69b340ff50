import {
  type CentreType,
  centreTypes,
  type ExamListStatus,
  type ExamSchema,
  type ExamStatus,
  type ExamType,
  examListRefusal,
  examStatuses,
  examTypes,
  isCentreWebsite,
  issueMessages,
  moveExam,
} from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  type CareCentreRow,
  countOwnDiagnoses,
  type ExamAnswerRow,
  type ExamListRow,
  type ExamRow,
  findCentre,
  findExam,
  findExamDiagnoses,
  findInvestigation,
  insertExam,
  listCentres,
  listExams,
  searchExams,
  searchInvestigations,
  setExamDiagnoses,
  updateExam,
} from '../db/repositories/exams.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';

/**
 * The rules of the exam calls (spec 000 sections 4, 5 and 7): list, search, add, edit, move, lock
 * and soft delete, plus the investigation catalogue and the affiliated centres. The route
 * authorises (owner, licence); these check the body against the patient's own data and write.
 */

type ExamInput = v.InferOutput<typeof ExamSchema>;

/** The kind of centre an exam type takes place at (pathology samples go to laboratories). */
const centreKindOf: Record<ExamType, CentreType> = {
  'Studi Specialistici': 1,
  'Studi Radiologici': 2,
  'Laboratori Analisi': 3,
  Patologia: 3,
};

function toExamType(value: string): ExamType {
  return examTypes.find((type) => type === value) ?? 'Studi Specialistici';
}

function toExamStatus(value: number): ExamStatus {
  return examStatuses.find((status) => status === value) ?? 3;
}

/** 400 on `path` with the issue's own message as the answer's, so the patient reads why. */
function refuse(path: string, code: keyof typeof issueMessages): never {
  throw new ApiError('validation_failed', { fields: [{ path, code }], message: issueMessages[code] });
}

/** An exam in its wire shape, in its list and in the patient record. */
export function toExamAnswer(row: ExamAnswerRow, diags: number[]) {
  const { exam } = row;
  return {
    id_indagine: exam.id_indagine,
    id_paziente: exam.id_paziente,
    indagine_tipologia: toExamType(exam.indagine_tipologia),
    id_diagn_investigations: exam.id_diagn_investigations,
    indagine_descrizione: row.indagine_descrizione ?? '',
    indagine_stato: toExamStatus(exam.indagine_stato),
    indagine_motivo: exam.indagine_motivo,
    indagine_data_display: exam.indagine_data_display,
    id_centro_indagine: exam.id_centro_indagine,
    centro_nome: row.centro_nome ?? '',
    altro_centro: exam.altro_centro,
    careprovider: exam.careprovider,
    diags,
    id_livello_confidenzialita: storedConfidentiality(exam.id_livello_confidenzialita),
  };
}

async function answersOf(db: Database, rows: ExamListRow[]) {
  const links = await findExamDiagnoses(
    db,
    rows.map((row) => row.exam.id_indagine),
  );
  return rows.map((row) => toExamAnswer(row, links.get(row.exam.id_indagine) ?? []));
}

/** The patient's exams of one list, or of every list with `null`. */
export async function examsOf(db: Database, patientId: number, status: ExamListStatus | null) {
  return answersOf(db, await listExams(db, patientId, status));
}

/** The patient's exams matching a search. */
export async function examsMatching(db: Database, patientId: number, text: string) {
  return answersOf(db, await searchExams(db, patientId, text.trim()));
}

/** The exam behind an id, whoever owns it, deleted or not (the route checks). */
export async function examById(db: Database, examId: number): Promise<ExamRow | undefined> {
  return (await findExam(db, examId))?.exam;
}

/** The patient an exam belongs to (for the access policy). */
export function patientOfExam(exam: Pick<ExamRow, 'id_paziente'>): number {
  return exam.id_paziente;
}

/** Whether the owner deleted the exam, or it sits in the deleted list (state 3): it answers 404. */
export function isExamGone(exam: Pick<ExamRow, 'deleted_at' | 'indagine_stato'>): boolean {
  return exam.deleted_at !== null || exam.indagine_stato === 3;
}

/** A saved exam read back in its wire shape. */
export async function examAnswerOf(db: Database, examId: number | undefined) {
  const row = examId === undefined ? undefined : await findExam(db, examId);
  if (row === undefined || row.exam.deleted_at !== null) throw new ApiError('not_found');
  const [answer] = await answersOf(db, [row]);
  if (answer === undefined) throw new ApiError('not_found');
  return answer;
}

/** Where an added or edited exam sits and the day it is saved on (Europe/Rome). */
interface ExamPlace {
  status: ExamListStatus;
  today: string;
}

/**
 * The checked columns of an add or edit: the investigation must exist in the catalogue, the
 * centre must be an affiliated centre of the exam type's kind, the diagnoses the patient's own,
 * and an exam in Completati not dated after today (issue #37).
 * A disabled investigation or centre (issue #25) is refused unless the edited exam already names it.
 */
async function columnsOf(
  db: Database,
  patientId: number,
  input: ExamInput,
  place: ExamPlace,
  kept: { investigationId: number | null; centreId: number | null } = {
    investigationId: null,
    centreId: null,
  },
) {
  const refusal = examListRefusal(
    { indagine_data_display: input.indagine_data_display ?? null },
    place.status,
    place.today,
  );
  if (refusal !== null) refuse('indagine_data_display', refusal);
  const investigationId = input.id_diagn_investigations ?? null;
  if (investigationId !== null) {
    const investigation = await findInvestigation(db, investigationId);
    if (investigation === undefined || (!investigation.attivo && investigationId !== kept.investigationId)) {
      fieldError('id_diagn_investigations', 'option_invalid');
    }
  }
  const centreId = input.id_centro_indagine ?? null;
  if (centreId !== null) {
    const centre = await findCentre(db, centreId);
    if (
      centre === undefined ||
      centre.tipo !== centreKindOf[input.indagine_tipologia] ||
      (!centre.attivo && centreId !== kept.centreId)
    ) {
      fieldError('id_centro_indagine', 'option_invalid');
    }
  }
  const diags = [...new Set(input.diags)];
  if ((await countOwnDiagnoses(db, patientId, diags)) !== diags.length) fieldError('diags', 'option_invalid');
  const altroCentro = input.altro_centro?.trim() ?? '';
  const careprovider = input.careprovider?.trim() ?? '';
  return {
    diags,
    values: {
      indagine_tipologia: input.indagine_tipologia,
      id_diagn_investigations: investigationId,
      indagine_motivo: input.indagine_motivo?.trim() ?? '',
      indagine_data_display: input.indagine_data_display ?? null,
      // A chosen affiliated centre wins over a typed one.
      id_centro_indagine: centreId,
      altro_centro: centreId === null && altroCentro !== '' ? altroCentro : null,
      careprovider: careprovider === '' ? null : careprovider,
      id_livello_confidenzialita: input.id_livello_confidenzialita,
    },
  };
}

/** Adds an exam in the status of the list it was added from. */
export async function addExam(db: Database, patientId: number, input: ExamInput, today: string) {
  const { diags, values } = await columnsOf(db, patientId, input, { status: input.indagine_stato, today });
  return db.transaction(async (tx) => {
    const id = await insertExam(tx, {
      id_paziente: patientId,
      indagine_stato: input.indagine_stato,
      ...values,
    });
    if (id !== undefined) await setExamDiagnoses(tx, id, diags);
    return id;
  });
}

/** Edits an exam in place; its list (status) stays: the move call changes it. */
export async function editExam(db: Database, stored: ExamRow, input: ExamInput, today: string) {
  const status = toExamStatus(stored.indagine_stato);
  // A deleted exam (3) never reaches an edit (the route answers 404); it sits in no list.
  const place = { status: status === 3 ? 0 : status, today };
  const { diags, values } = await columnsOf(db, stored.id_paziente, input, place, {
    investigationId: stored.id_diagn_investigations,
    centreId: stored.id_centro_indagine,
  });
  await db.transaction(async (tx) => {
    if (!(await updateExam(tx, stored.id_indagine, values))) throw new ApiError('not_found');
    await setExamDiagnoses(tx, stored.id_indagine, diags);
  });
}

/**
 * Moves an exam to another list (spec 000 section 4); the same list is 400 option_invalid, and
 * Completati for an exam dated after `today` 400 exam_completed_in_future (issue #37).
 */
export async function moveOwnExam(db: Database, stored: ExamRow, target: ExamListStatus, today: string) {
  const moved = moveExam(
    {
      indagine_stato: toExamStatus(stored.indagine_stato),
      indagine_data_display: stored.indagine_data_display,
    },
    target,
    today,
  );
  if (!moved.ok) refuse('indagine_stato', moved.issue);
  if (!(await updateExam(db, stored.id_indagine, { indagine_stato: moved.value.indagine_stato }))) {
    throw new ApiError('not_found');
  }
}

/** Changes only the confidentiality level. */
export async function setExamConfidentiality(db: Database, stored: ExamRow, level: number) {
  if (!(await updateExam(db, stored.id_indagine, { id_livello_confidenzialita: level }))) {
    throw new ApiError('not_found');
  }
}

/** Soft delete: status 3 and the real deletion time. */
export async function deleteOwnExam(db: Database, stored: ExamRow, now: Date) {
  if (!(await updateExam(db, stored.id_indagine, { indagine_stato: 3, deleted_at: now }))) {
    throw new ApiError('not_found');
  }
  return { id_indagine: stored.id_indagine, indagine_stato: 3 as const, deleted_at: now.toISOString() };
}

/** Catalogue investigations for the suggestions (at most 20). */
export async function investigationsMatching(db: Database, text: string, type: ExamType | null) {
  const rows = await searchInvestigations(db, text.trim(), type, 20);
  return rows.map((row) => ({ ...row, tipologia: toExamType(row.tipologia) }));
}

function toCentreType(value: number): CentreType {
  return centreTypes.find((type) => type === value) ?? 1;
}

/** A centre in the spec's shape (spec 001 section 3 "Care centre"); the e-mail stays on the server. */
export function toCentreAnswer(row: CareCentreRow) {
  return {
    id: row.id,
    tipo: toCentreType(row.tipo),
    centro_nome: row.centro_nome,
    centro_indirizzo: row.centro_indirizzo,
    telefono: row.telefono,
    table_data: {
      table_column_title: { value: row.titolo },
      table_column_subtitle: { value: row.sottotitolo },
      table_column_text: { value: row.testo },
      // Shown only when http(s) (the table's check guards writes; this guards older rows).
      sitoWeb: isCentreWebsite(row.sito_web) ? row.sito_web : '',
    },
  };
}

/** The affiliated centres of one kind. */
export async function centresOf(db: Database, kind: CentreType) {
  return (await listCentres(db, kind)).map(toCentreAnswer);
}
