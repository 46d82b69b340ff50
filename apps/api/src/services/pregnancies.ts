import { type PregnancyItem, type PregnancySchema, pregnancyNotFemaleMessage } from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  deletePregnancy,
  findPregnancy,
  insertPregnancy,
  listPregnancies,
  type PregnancyValues,
  type StoredPregnancy,
  updatePregnancy,
} from '../db/repositories/anamnesis.ts';
import { findPatientWithUser } from '../db/repositories/patients.ts';
import { ApiError } from '../lib/api-error.ts';

type PregnancyBody = v.InferOutput<typeof PregnancySchema>;

/** An empty text or option is stored as null. */
function nullIfEmpty<T extends string>(value: T | '' | null | undefined): T | null {
  return value === '' || value === undefined ? null : value;
}

/** The stored values of a validated pregnancy body. */
function pregnancyValues(body: PregnancyBody): PregnancyValues {
  return {
    eta: body.eta,
    inizio_gravidanza: body.inizio_gravidanza,
    fine_gravidanza: nullIfEmpty(body.fine_gravidanza),
    esito: nullIfEmpty(body.esito),
    sesso_bambino: nullIfEmpty(body.sesso_bambino),
    note_gravidanza: nullIfEmpty(body.note_gravidanza),
  };
}

/** A stored pregnancy on the wire (tbl_gravidanze). */
export function pregnancyAnswer(row: StoredPregnancy): PregnancyItem {
  return {
    id_gravidanza: row.id_gravidanza,
    id_paziente: row.id_paziente,
    eta: row.eta,
    inizio_gravidanza: row.inizio_gravidanza,
    fine_gravidanza: row.fine_gravidanza,
    esito: row.esito === 'nascita' || row.esito === 'aborto' ? row.esito : null,
    sesso_bambino:
      row.sesso_bambino === 'Maschio' || row.sesso_bambino === 'Femmina' ? row.sesso_bambino : null,
    note_gravidanza: row.note_gravidanza,
  };
}

/**
 * Pregnancies are recorded for female patients only (spec 001, section 6): a write for anyone
 * else is refused (403), whatever the client shows.
 */
export function requireFemalePatient(sex: string) {
  if (sex !== 'female') throw new ApiError('forbidden', { message: pregnancyNotFemaleMessage });
}

/** The patient's pregnancies in their wire shape, oldest start first. */
export async function pregnanciesOf(db: Database, patientId: number) {
  return (await listPregnancies(db, patientId)).map(pregnancyAnswer);
}

/**
 * The pregnancy behind an id with its patient's sex, whoever owns it (the route checks the owner,
 * then that the patient is female).
 */
export async function pregnancyById(db: Database, pregnancyId: number) {
  const pregnancy = await findPregnancy(db, pregnancyId);
  if (pregnancy === undefined) return undefined;
  const owner = await findPatientWithUser(db, pregnancy.id_paziente);
  return owner === undefined ? undefined : { pregnancy, patientSex: owner.patient.paziente_sesso };
}

/** Records a pregnancy of the patient. */
export async function addPregnancy(db: Database, patientId: number, body: PregnancyBody, now: Date) {
  const row = await insertPregnancy(db, { ...pregnancyValues(body), id_paziente: patientId, now });
  return pregnancyAnswer(row);
}

/** Replaces a stored pregnancy's values; 404 when it is gone. */
export async function editPregnancy(db: Database, pregnancyId: number, body: PregnancyBody, now: Date) {
  const row = await updatePregnancy(db, pregnancyId, pregnancyValues(body), now);
  if (row === undefined) throw new ApiError('not_found');
  return pregnancyAnswer(row);
}

/** Deletes a stored pregnancy; 404 when it is gone. */
export async function deleteOwnPregnancy(db: Database, pregnancyId: number) {
  const row = await deletePregnancy(db, pregnancyId);
  if (row === undefined) throw new ApiError('not_found');
  return { id_gravidanza: row.id_gravidanza };
}
