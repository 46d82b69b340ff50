import type { IssueCode } from '../shared/messages.ts';
import type { Patient } from './entities.ts';

/** Splits a birth date that may carry a time part: the form edits the date, the time is kept aside. */
export function splitBirthDate(value: string): { date: string; timePart: string } {
  return { date: value.slice(0, 10), timePart: value.slice(10) };
}

/** Re-appends the kept time part on save. */
export function joinBirthDate(date: string, timePart: string): string {
  return date + timePart;
}

/** Before saving, a patient's status is set to update. */
export function markPatientForUpdate<T extends { status?: 'update' }>(patient: T): T {
  return { ...patient, status: 'update' };
}

/** Fields a refresh overwrites: personal, contact, marital status and links (spec 000, section 3). */
const patientRefreshFields = [
  'paziente_nome',
  'paziente_cognome',
  'paziente_codfiscale',
  'paziente_nascita',
  'paziente_sesso',
  'paziente_eta',
  'paziente_email',
  'id_stato_matrimoniale',
  'user',
  'links',
] as const satisfies readonly (keyof Patient)[];

/** A refresh re-fetches the patient and overwrites only the personal, contact, marital and link fields. */
export function refreshCachedPatient(cached: Patient, fresh: Patient): Patient {
  const next: Patient = { ...cached };
  for (const field of patientRefreshFields) {
    Object.assign(next, { [field]: fresh[field] });
  }
  return next;
}

/** Where sex matters, 'unknown' asks the patient to update it. */
export function checkPatientSex(sex: Patient['paziente_sesso']): IssueCode | null {
  return sex === 'male' || sex === 'female' ? null : 'sex_unknown';
}
