import { type Diagnosis, type DiagnosisSchema, type DiagnosisState, moveDiagnosis } from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import type { DiagnosisRow } from '../db/repositories/care.ts';
import { findAssociatedCareProvider } from '../db/repositories/care.ts';
import {
  findDiagnosisWithDoctor,
  insertDiagnosis,
  softDeleteDiagnosis,
  updateDiagnosis,
} from '../db/repositories/diagnoses.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';
import { toDiagnosisState, toDiagnosisType } from './care.ts';

/**
 * The rules of the diagnosis calls (spec 001 sections 4, 5 and 7): add, edit, move, lock and
 * delete. The route authorises (owner, licence); these check the body against the patient's own
 * data and write.
 */

type DiagnosisInput = v.InferOutput<typeof DiagnosisSchema>;

/** A stored diagnosis in its wire shape; the linked doctor's name wins over the typed one. */
export function toDiagnosisAnswer({
  diagnosis,
  doctor,
}: {
  diagnosis: DiagnosisRow;
  doctor: { fullname: string } | null;
}): Diagnosis & { diagnosiDetails: { careprovider: string }; id_careprovider: number | null } {
  return {
    id_diagnosi: diagnosis.id_diagnosi,
    id_paziente: diagnosis.id_paziente,
    diagnosi_stato: toDiagnosisState(diagnosis.diagnosi_stato),
    tipo_diagnosi: toDiagnosisType(diagnosis.tipo_diagnosi),
    diagnosi_patologia: diagnosis.diagnosi_patologia,
    diagnosiDetails: { careprovider: doctor?.fullname ?? diagnosis.careprovider ?? '' },
    id_careprovider: doctor === null ? null : diagnosis.id_careprovider,
    diagnosi_inserimento: diagnosis.diagnosi_inserimento,
    id_livello_confidenzialita: storedConfidentiality(diagnosis.id_livello_confidenzialita),
  };
}

/** The diagnosis behind an id with its doctor, whoever owns it, deleted or not (the route checks). */
export function diagnosisById(db: Database, diagnosisId: number) {
  return findDiagnosisWithDoctor(db, diagnosisId);
}

/** A saved diagnosis read back in its wire shape. */
export async function diagnosisAnswerOf(db: Database, diagnosisId: number | undefined) {
  const row = diagnosisId === undefined ? undefined : await findDiagnosisWithDoctor(db, diagnosisId);
  if (row === undefined || row.diagnosis.deleted_at !== null) throw new ApiError('not_found');
  return toDiagnosisAnswer(row);
}

/**
 * The doctor columns of an add or edit: a chosen doctor must be one of the patient's associated
 * doctors (its name is then taken from the doctor); otherwise the typed name is kept.
 */
async function doctorOf(db: Database, patientId: number, input: DiagnosisInput) {
  const careProviderId = input.id_careprovider ?? null;
  if (careProviderId === null) return { id_careprovider: null, careprovider: input.careprovider };
  const linked = await findAssociatedCareProvider(db, patientId, careProviderId);
  if (linked === undefined) fieldError('id_careprovider', 'option_invalid');
  return { id_careprovider: careProviderId, careprovider: linked.fullname };
}

/** Adds a diagnosis to one of the three groups, inserted today. */
export async function addDiagnosis(db: Database, patientId: number, input: DiagnosisInput, today: string) {
  const doctor = await doctorOf(db, patientId, input);
  return insertDiagnosis(db, {
    id_paziente: patientId,
    diagnosi_stato: input.diagnosi_stato,
    tipo_diagnosi: input.tipo_diagnosi,
    diagnosi_patologia: input.diagnosi_patologia,
    ...doctor,
    diagnosi_inserimento: today,
    id_livello_confidenzialita: input.id_livello_confidenzialita,
  });
}

/** Edits type, text, doctor and confidentiality in place; the group and insertion date stay. */
export async function editDiagnosis(db: Database, stored: DiagnosisRow, input: DiagnosisInput) {
  const doctor = await doctorOf(db, stored.id_paziente, input);
  const changed = await updateDiagnosis(db, stored.id_diagnosi, {
    tipo_diagnosi: input.tipo_diagnosi,
    diagnosi_patologia: input.diagnosi_patologia,
    ...doctor,
    id_livello_confidenzialita: input.id_livello_confidenzialita,
  });
  if (!changed) throw new ApiError('not_found');
}

/** Moves a suspected diagnosis to confirmed or excluded (spec 001 section 4); else 400. */
export async function moveOwnDiagnosis(db: Database, stored: DiagnosisRow, target: DiagnosisState) {
  const moved = moveDiagnosis({ diagnosi_stato: toDiagnosisState(stored.diagnosi_stato) }, target);
  if (!moved.ok) fieldError('diagnosi_stato', moved.issue);
  const changed = await updateDiagnosis(db, stored.id_diagnosi, {
    diagnosi_stato: moved.value.diagnosi_stato,
  });
  if (!changed) throw new ApiError('not_found');
}

/** Changes only the confidentiality level. */
export async function setDiagnosisConfidentiality(db: Database, stored: DiagnosisRow, level: number) {
  const changed = await updateDiagnosis(db, stored.id_diagnosi, { id_livello_confidenzialita: level });
  if (!changed) throw new ApiError('not_found');
}

/** Soft-deletes a diagnosis. */
export async function deleteOwnDiagnosis(db: Database, stored: DiagnosisRow, now: Date) {
  if (!(await softDeleteDiagnosis(db, stored.id_diagnosi, now))) throw new ApiError('not_found');
}
