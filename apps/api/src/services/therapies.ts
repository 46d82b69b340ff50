import {
  ConfidentialitySchema,
  moveTherapy,
  NOTE_MAX_LENGTH,
  noNullCharacterPattern,
  type Therapy,
  type TherapyAnswerItemSchema,
  TherapySchema,
  type TherapyType,
  therapyTypes,
  validate,
} from '@cartella/domain';
import * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { findAssociatedCareProvider, findDiagnosisOfPatient } from '../db/repositories/care.ts';
import { findDrug } from '../db/repositories/drugs.ts';
import {
  deleteTherapy,
  findTherapy,
  findTherapyDetails,
  insertTherapy,
  listTherapies,
  type TherapyDetailsRow,
  type TherapyRow,
  updateTherapy,
} from '../db/repositories/therapies.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { drugDataSourceLine } from '../lib/data-sources.ts';
import { fieldError } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';

/**
 * The rules of the one save call (spec 000 section 7 "Save therapy"): add, edit, move between the
 * lists, confidentiality and delete. The route authorises; these check the body against the
 * patient's own data and write.
 */

/**
 * A stored therapy in its wire shape (spec 000 section 3 "Therapy"). A link to a diagnosis that was
 * deleted answers like no link, so an edit does not send it back and fail.
 */
export function toTherapyAnswer({
  therapy: row,
  drug,
  diagnosis,
  prescriber,
}: {
  therapy: Omit<TherapyRow, 'created_at'>;
  drug: Pick<TherapyDetailsRow['drug'], 'descrizione_breve' | 'somministrazione'>;
  diagnosis: TherapyDetailsRow['diagnosis'];
  prescriber: TherapyDetailsRow['prescriber'];
}): v.InferOutput<typeof TherapyAnswerItemSchema> {
  return {
    id_terapie: row.id_terapie,
    id_paziente: row.id_paziente,
    id_livello_confidenzialita: storedConfidentiality(row.id_livello_confidenzialita),
    tipo_terapia: toTherapyType(row.tipo_terapia),
    farmaco: { descrizione_breve: drug.descrizione_breve, somministrazione: drug.somministrazione },
    id_farmaco_codifa: row.id_farmaco_codifa,
    // ISO 8601 interval; the web formats it in the reader's locale.
    terapie_dates: row.data_fine ? `${row.data_inizio}/${row.data_fine}` : row.data_inizio,
    quantita_farmaceutica: row.quantita_farmaceutica,
    frequenza_farmaceutica: row.frequenza_farmaceutica,
    data_inizio: row.data_inizio,
    data_fine: row.data_fine,
    id_diagnosi: diagnosis === null ? null : row.id_diagnosi,
    id_prescrittore: row.id_prescrittore,
    prescrittore: row.prescrittore,
    cp_display: prescriberName({ therapy: row, prescriber }) ?? '',
    diagnosi: diagnosis === null ? null : { diagnosi_patologia: diagnosis.diagnosi_patologia },
    note: row.note,
  } satisfies Therapy;
}

/** The prescriber shown and printed: the linked doctor's name, else the name typed. */
function prescriberName({
  therapy,
  prescriber,
}: {
  therapy: Pick<TherapyRow, 'prescrittore'>;
  prescriber: TherapyDetailsRow['prescriber'];
}): string | null {
  return prescriber?.fullname ?? therapy.prescrittore;
}

/** What every printed therapy shows of a stored row: the therapy list PDF and the clinical report. */
export function printedTherapyFields({ therapy, drug, prescriber }: TherapyDetailsRow) {
  return {
    farmaco: drug.descrizione_breve,
    somministrazione: drug.somministrazione,
    quantita_farmaceutica: therapy.quantita_farmaceutica,
    frequenza_farmaceutica: therapy.frequenza_farmaceutica,
    data_inizio: therapy.data_inizio,
    data_fine: therapy.data_fine,
    prescrittore: prescriberName({ therapy, prescriber }),
    note: therapy.note,
  };
}

export function toTherapyType(value: number): TherapyType {
  return therapyTypes.find((type) => type === value) ?? 1;
}

const MoveSchema = v.object({
  tipo_terapia: v.picklist(therapyTypes, 'option_invalid'),
  /** Reason of the move (required when leaving or entering the forbidden list without a note). */
  motivo: v.nullish(
    v.pipe(
      v.string('invalid_type'),
      v.maxLength(NOTE_MAX_LENGTH, 'note_too_long'),
      v.regex(noNullCharacterPattern, 'text_invalid_character'),
    ),
  ),
});
const ConfidentialityOnlySchema = v.object({ id_livello_confidenzialita: ConfidentialitySchema });

/** An id that can name a row (serial, PostgreSQL integer); anything else names none. */
function isRowId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}

function checked<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (!result.success) throw new ApiError('validation_failed', { fields: result.issues });
  return result.output;
}

/** The patient's therapies of one list (0, 1 or 2), or of every list with `null`, in their wire shape. */
export async function therapiesOf(db: Database, patientId: number, type: number | null) {
  return (await listTherapies(db, patientId, type)).map(toTherapyAnswer);
}

/** The patient's therapies of every list printed as a PDF, built in a worker thread. */
export async function printTherapyList(
  { db, workers }: Pick<RouteDeps, 'db' | 'workers'>,
  patient: { id_paziente: number; paziente_nome: string; paziente_cognome: string },
  today: string,
) {
  const rows = await listTherapies(db, patient.id_paziente, null);
  return workers.run('therapyList', {
    therapies: rows.map((row) => ({ tipo_terapia: row.therapy.tipo_terapia, ...printedTherapyFields(row) })),
    context: {
      patientName: `${patient.paziente_nome} ${patient.paziente_cognome}`,
      today,
      drugDataSource: drugDataSourceLine,
    },
  });
}

/** The patient's own therapy; another patient's, or none, answers 404 alike. */
export async function ownTherapy(db: Database, patientId: number, therapyId: number): Promise<TherapyRow> {
  const stored = therapyId > 0 ? await findTherapy(db, therapyId) : undefined;
  if (stored === undefined || stored.id_paziente !== patientId) throw new ApiError('not_found');
  return stored;
}

/** A saved therapy in its wire shape, read back with its drug, diagnosis and prescriber. */
export async function therapyAnswerOf(db: Database, row: TherapyRow | undefined) {
  const details = row === undefined ? undefined : await findTherapyDetails(db, row.id_terapie);
  if (details === undefined) throw new ApiError('internal');
  return toTherapyAnswer(details);
}

/**
 * The diagnosis and prescriber links of an add or edit (spec 000 section 2: the modal links to
 * the patient's diagnoses and doctors): each must be the patient's own, and a linked prescriber's
 * name is taken from the doctor, whatever text came with it.
 */
async function linksOf(
  db: Database,
  patientId: number,
  therapy: { id_diagnosi?: number | null; id_prescrittore?: number | null; prescrittore: string },
) {
  const diagnosisId = therapy.id_diagnosi ?? null;
  const prescriberId = therapy.id_prescrittore ?? null;
  const [diagnosis, prescriber] = await Promise.all([
    diagnosisId !== null && isRowId(diagnosisId)
      ? findDiagnosisOfPatient(db, patientId, diagnosisId)
      : undefined,
    prescriberId !== null && isRowId(prescriberId)
      ? findAssociatedCareProvider(db, patientId, prescriberId)
      : undefined,
  ]);
  const fields = [
    ...(diagnosisId !== null && diagnosis === undefined
      ? [{ path: 'id_diagnosi', code: 'option_invalid' }]
      : []),
    ...(prescriberId !== null && prescriber === undefined
      ? [{ path: 'id_prescrittore', code: 'option_invalid' }]
      : []),
  ];
  if (fields.length > 0) throw new ApiError('validation_failed', { fields });
  return {
    id_diagnosi: diagnosisId,
    id_prescrittore: prescriberId,
    prescrittore: prescriber?.fullname ?? therapy.prescrittore,
  };
}

/** The columns of a checked add or edit: a known drug, the patient's own links. */
async function therapyValues(db: Database, patientId: number, input: unknown) {
  const therapy = checked(TherapySchema, input);
  if ((await findDrug(db, therapy.id_farmaco_codifa)) === undefined) {
    fieldError('id_farmaco_codifa', 'option_invalid');
  }
  const links = await linksOf(db, patientId, therapy);
  return {
    therapy,
    values: {
      id_livello_confidenzialita: therapy.id_livello_confidenzialita,
      id_farmaco_codifa: therapy.id_farmaco_codifa,
      quantita_farmaceutica: therapy.quantita_farmaceutica ?? null,
      frequenza_farmaceutica: therapy.frequenza_farmaceutica ?? null,
      data_inizio: therapy.data_inizio,
      data_fine: therapy.data_fine || null,
      ...links,
      note: therapy.note ?? null,
    },
  };
}

/** Adds a therapy to one of the patient's three lists. */
export async function addTherapy(db: Database, patientId: number, input: unknown) {
  const { therapy, values } = await therapyValues(db, patientId, input);
  return insertTherapy(db, { id_paziente: patientId, tipo_terapia: therapy.tipo_terapia, ...values });
}

/** Edits a stored therapy in place (same list). */
export async function editTherapy(db: Database, stored: TherapyRow, input: unknown) {
  const { values } = await therapyValues(db, stored.id_paziente, input);
  return updateTherapy(db, stored.id_terapie, values);
}

/** Changes only the confidentiality of a stored therapy. */
export async function setTherapyConfidentiality(db: Database, stored: TherapyRow, input: unknown) {
  const { id_livello_confidenzialita } = checked(ConfidentialityOnlySchema, input);
  return updateTherapy(db, stored.id_terapie, { id_livello_confidenzialita });
}

/** Moves a stored therapy to another list, by the domain's moveTherapy rules (reason, end date). */
export async function moveOwnTherapy(db: Database, stored: TherapyRow, input: unknown, today: string) {
  const move = checked(MoveSchema, input);
  const moved = moveTherapy(
    {
      tipo_terapia: toTherapyType(stored.tipo_terapia),
      note: stored.note,
      data_inizio: stored.data_inizio,
      data_fine: stored.data_fine,
    },
    move.tipo_terapia,
    { today, reason: move.motivo ?? '' },
  );
  if (!moved.ok) fieldError('motivo', moved.issue);
  return updateTherapy(db, stored.id_terapie, {
    tipo_terapia: moved.value.tipo_terapia,
    note: moved.value.note,
    data_fine: moved.value.data_fine,
  });
}

/** Deletes the patient's own therapy (404 as `ownTherapy`); its adverse-reaction reports stay, unlinked. */
export async function deleteOwnTherapy(db: Database, patientId: number, therapyId: number): Promise<void> {
  const stored = await ownTherapy(db, patientId, therapyId);
  await deleteTherapy(db, stored.id_terapie);
}
