import type { Patient } from '@cartella/domain';

/**
 * Whether the record holds no health data yet, as just after registration (issue #37: the record
 * page then shows where to start). Read from the record itself, never from the browser's storage:
 * the box goes away by itself once the patient adds an allergy, a medication, a doctor, a contact,
 * a diary entry, a reading or a file. The personal data do not count: completing them is the
 * box's first step, and the box stays for the next ones.
 */
export function isNewRecord(patient: Patient): boolean {
  const lists = [
    patient.allergie,
    patient.tbl_terapie,
    patient.associated_doctors,
    patient.contattiemergenza,
    patient.contattialtro,
    patient.tbl_taccuinos,
    patient.tbl_parametri_vitalis,
    patient.esami,
    patient.tbl_files,
    patient.kardias,
    patient.tbl_gravidanze,
    patient.adverse_reactions,
    patient.links,
  ];
  return lists.every((list) => list === undefined || list.length === 0);
}

/** Whether the personal data form was saved: registration asks for the name only, the form for the birth date. */
export function hasPersonalData(patient: Patient): boolean {
  return patient.paziente_nascita !== '';
}
