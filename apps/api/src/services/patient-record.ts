import {
  type BloodGroup,
  bloodGroups,
  type Locale,
  type OrganDonation,
  type Patient,
  type PatientSex,
  readConfidentialityLevel,
} from '@cartella/domain';
import type { Database } from '../db/client.ts';
import { consentAnswer } from '../db/repositories/account.ts';
import { findPatientRecord, type StoredPatientRecord } from '../db/repositories/patient-record.ts';
import { ageInYears } from '../lib/time.ts';
import { adverseReactionAnswer } from '../services/adverse-reactions.ts';
import { associatedDoctorsAnswer, careProvidersAnswer, doctorExtras } from '../services/care.ts';
import { toContact } from '../services/contacts.ts';
import { diaryEntryAnswer } from '../services/diary.ts';
import { toCentreAnswer, toExamAnswer } from '../services/exams.ts';
import { toFileAnswer } from '../services/files.ts';
import { pregnancyAnswer } from '../services/pregnancies.ts';
import { toTherapyAnswer } from '../services/therapies.ts';
import { toVitalReadingAnswer } from './vital-readings.ts';

function toSex(value: string): PatientSex {
  return value === 'male' || value === 'female' ? value : 'unknown';
}
function toBloodGroup(value: string | null): BloodGroup | null {
  return bloodGroups.find((group) => group === value) ?? null;
}
function toOrganDonation(value: number | null): OrganDonation | null {
  return value === 0 || value === 1 ? value : null;
}
/** The affiliated centres of one kind (1 specialist, 2 radiology, 3 laboratory), without e-mail. */
function centresOfKind(stored: StoredPatientRecord, kind: number) {
  return stored.careCentres.filter((centre) => centre.tipo === kind).map(toCentreAnswer);
}

/** The record as answered, from the stored rows of the one-statement query. */
export function patientRecordData(stored: StoredPatientRecord, today: string, locale: Locale) {
  const { patient, user, contact, cityCodes } = stored;
  const extras = doctorExtras(stored, locale);
  return {
    id_paziente: patient.id_paziente,
    id_utente: patient.id_utente,
    paziente_nome: patient.paziente_nome,
    paziente_cognome: patient.paziente_cognome,
    paziente_codfiscale: patient.paziente_codfiscale ?? '',
    paziente_nascita: patient.paziente_nascita ?? '',
    paziente_sesso: toSex(patient.paziente_sesso),
    paziente_eta: patient.paziente_nascita ? ageInYears(patient.paziente_nascita, today) : 0,
    paziente_email: patient.paziente_email ?? user.email,
    id_stato_matrimoniale: patient.id_stato_matrimoniale,
    paziente_gruppo: toBloodGroup(patient.paziente_gruppo),
    paziente_donatore_organi: toOrganDonation(patient.paziente_donatore_organi),
    user: {
      id_utente: user.id_utente,
      email: user.email,
      utente_nome: user.utente_nome,
      contact_detail: {
        comune_nascita: contact?.comune_nascita ?? '',
        comune_nascita_codice: cityCodes?.comune_nascita_codice ?? null,
        comune_residenza: contact?.comune_residenza ?? '',
        comune_residenza_codice: cityCodes?.comune_residenza_codice ?? null,
        contatto_indirizzo: contact?.contatto_indirizzo ?? '',
        contatto_telefono: contact?.contatto_telefono ?? '',
      },
    },
    sottoscrizione: stored.subscription ? { id_tipo_licenza: stored.subscription.id_tipo_licenza } : null,
    liveli_confidencialita: confidentialityLevelsAnswer(stored.levels),
    pharmacovigilance_structures: stored.pharmacovigilanceStructures,
    tag_medical_specialties: extras.allTags.map((tag) => ({ id: tag.id_tag, tag: tag.tag })),
    contattiemergenza: stored.emergencyContacts.map(toContact),
    contattialtro: stored.otherContacts.map(toContact),
    tbl_taccuinos: stored.diaryEntries.map(diaryEntryAnswer),
    esami: stored.exams.map(({ diags, ...row }) => toExamAnswer(row, diags)),
    tbl_files: stored.files.map(toFileAnswer),
    kardias: stored.kardiaFiles.map(toFileAnswer),
    tbl_terapie: stored.therapies.map(toTherapyAnswer),
    tbl_parametri_vitalis: stored.vitalReadings.map(toVitalReadingAnswer),
    allergie: stored.allergies,
    tbl_gravidanze: stored.patient.paziente_sesso === 'female' ? stored.pregnancies.map(pregnancyAnswer) : [],
    associated_doctors: associatedDoctorsAnswer(stored.associatedDoctors, extras),
    avalailable_doctors: careProvidersAnswer(stored.unassociatedCareProviders, extras),
    centri_convenzionati_laboratory_analisi: centresOfKind(stored, 3),
    centri_convenzionati_radiologici: centresOfKind(stored, 2),
    centri_convenzionati_specialistici: centresOfKind(stored, 1),
    adverse_reactions: stored.adverseReactions.map(({ report, farmaco }) =>
      adverseReactionAnswer(report, farmaco, new Date(report.created_at)),
    ),
    links: stored.personalLinks,
    consensi: stored.consents.map((row) => consentAnswer(row, locale)),
  } satisfies Patient;
}

function confidentialityLevelsAnswer(rows: StoredPatientRecord['levels']) {
  return rows.flatMap((level) => {
    const id = readConfidentialityLevel(level.id_livello_confidenzialita);
    return id === undefined
      ? []
      : [{ id_livello_confidenzialita: id, confidenzialita_descrizione: level.confidenzialita_descrizione }];
  });
}

/**
 * The record of one of the caller's own patients, as answered (GET /api/patient/{id}); undefined
 * for an unknown id and for another user's patient alike.
 */
export async function ownPatientRecord(
  db: Database,
  { patientId, userId, today, locale }: { patientId: number; userId: number; today: string; locale: Locale },
) {
  const stored = await findPatientRecord(db, patientId, userId, today);
  return stored === undefined ? undefined : patientRecordData(stored, today, locale);
}
