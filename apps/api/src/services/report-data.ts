import type { ConfidentialityLevel } from '@cartella/domain';
import type { Database } from '../db/client.ts';
import { latestAnamnesisVersion } from '../db/repositories/anamnesis.ts';
import { findPatientRecord } from '../db/repositories/patient-record.ts';
import { listTherapies } from '../db/repositories/therapies.ts';
import { listVaccinations } from '../db/repositories/vaccinations.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';
import { physiologicalSectionAnswer } from './anamnesis.ts';
import { diagnosesOf } from './diagnoses.ts';
import { printedResultsByExam } from './exam-results.ts';
import { examsOf } from './exams.ts';
import { patientRecordData } from './patient-record.ts';
import { printedTherapyFields, toTherapyType } from './therapies.ts';
import { vaccinationAnswer } from './vaccinations.ts';
import { visitsOf } from './visits.ts';

/**
 * Everything the three reports (spec 001 section 2 "Report page", section 7 "Reports (blob)") say
 * about a patient, read through the areas' own services and repositories, as plain data: it
 * crosses into the PDF worker threads by structured clone. Items above the patient's chosen
 * confidentiality level are left out; contacts, doctors and readings carry no level of their own.
 */
export async function reportDataOf(
  db: Database,
  patientId: number,
  ownerUserId: number,
  today: string,
  maxLevel: ConfidentialityLevel = 6,
) {
  const stored = await findPatientRecord(db, patientId, ownerUserId, today);
  if (stored === undefined) return undefined;
  // The reports say nothing of consents, so their language does not matter here.
  const record = patientRecordData(stored, today, 'it');
  const shown = (level: number) => level <= maxLevel;
  const [
    diagnoses,
    therapyRows,
    vaccinationRows,
    visits,
    familiare,
    remota,
    prossima,
    fisiologica,
    exams,
    resultsByExam,
  ] = await Promise.all([
    diagnosesOf(db, patientId),
    listTherapies(db, patientId, null),
    listVaccinations(db, patientId),
    visitsOf(db, patientId),
    latestAnamnesisVersion(db, patientId, 'AnamnesiFamiliare'),
    latestAnamnesisVersion(db, patientId, 'AnamnesiRemota'),
    latestAnamnesisVersion(db, patientId, 'AnamnesiProssima'),
    physiologicalSectionAnswer(db, patientId),
    examsOf(db, patientId, null),
    printedResultsByExam(db, patientId),
  ]);
  const visibleDiagnoses = diagnoses.filter((diagnosis) => shown(diagnosis.id_livello_confidenzialita));
  return {
    today,
    patient: {
      id_paziente: record.id_paziente,
      paziente_nome: record.paziente_nome,
      paziente_cognome: record.paziente_cognome,
      paziente_codfiscale: record.paziente_codfiscale,
      paziente_nascita: record.paziente_nascita.slice(0, 10),
      paziente_sesso: record.paziente_sesso,
      paziente_eta: record.paziente_eta,
      paziente_email: record.paziente_email,
      paziente_gruppo: record.paziente_gruppo,
      paziente_donatore_organi: record.paziente_donatore_organi,
      ...record.user.contact_detail,
    },
    emergencyContacts: record.contattiemergenza.filter((contact) =>
      shown(contact.id_livello_confidenzialita),
    ),
    otherContacts: record.contattialtro.filter((contact) => shown(contact.id_livello_confidenzialita)),
    /** Allergies and intolerances, confirmed or suspected (excluded ones are not allergies). */
    allergies: visibleDiagnoses
      .filter((diagnosis) => diagnosis.tipo_diagnosi !== 'Diagnosi' && diagnosis.diagnosi_stato !== 2)
      .map((diagnosis) => ({
        id_diagnosi: diagnosis.id_diagnosi,
        tipo_diagnosi: diagnosis.tipo_diagnosi,
        diagnosi_patologia: diagnosis.diagnosi_patologia,
        diagnosi_stato: diagnosis.diagnosi_stato,
        diagnosi_inserimento: diagnosis.diagnosi_inserimento,
        bersaglio: diagnosis.bersaglio,
      })),
    diagnoses: visibleDiagnoses
      .filter((diagnosis) => diagnosis.tipo_diagnosi === 'Diagnosi')
      .map((diagnosis) => ({
        id_diagnosi: diagnosis.id_diagnosi,
        diagnosi_patologia: diagnosis.diagnosi_patologia,
        diagnosi_stato: diagnosis.diagnosi_stato,
        diagnosi_inserimento: diagnosis.diagnosi_inserimento,
        medico: diagnosis.diagnosiDetails.careprovider,
      })),
    therapies: therapyRows
      .filter((row) => shown(storedConfidentiality(row.therapy.id_livello_confidenzialita)))
      .map((row) => ({
        id_terapie: row.therapy.id_terapie,
        tipo_terapia: toTherapyType(row.therapy.tipo_terapia),
        /** AIC code of the pack (spec 000 section 3: id_farmaco_codifa). */
        aic: row.therapy.id_farmaco_codifa,
        codice_atc: row.drug.codice_atc,
        ...printedTherapyFields(row),
      })),
    vaccinations: vaccinationRows
      .map(vaccinationAnswer)
      .filter((vaccination) => shown(vaccination.id_livello_confidenzialita))
      .map((vaccination) => ({
        id_vaccinazione: vaccination.id_vaccinazione,
        vaccino: vaccination.vaccinidetails.descrizione_breve,
        codice_atc: vaccination.vaccinidetails.codice_atc,
        aic: vaccination.vaccinidetails.aic_confezioni[0] ?? null,
        vaccinazione_data: vaccination.vaccinazione_data,
        vaccinazione_richiamo: vaccination.vaccinazione_richiamo,
        vaccinazione_reazioni: vaccination.vaccinazione_reazioni,
      })),
    visits,
    /** Exams of the three lists (requested, scheduled, completed), deleted ones left out. */
    exams: exams
      .filter((exam) => shown(exam.id_livello_confidenzialita))
      .map((exam) => ({
        id_indagine: exam.id_indagine,
        indagine_tipologia: exam.indagine_tipologia,
        indagine_descrizione: exam.indagine_descrizione,
        indagine_stato: exam.indagine_stato,
        indagine_data_display: exam.indagine_data_display,
        centro: exam.centro_nome || exam.altro_centro || '',
        indagine_motivo: exam.indagine_motivo,
        /** Structured results of a completed laboratory exam (issue #19), in the order entered. */
        risultati: resultsByExam.get(exam.id_indagine) ?? [],
      })),
    vitalReadings: record.tbl_parametri_vitalis,
    anamnesis: {
      familiare: familiare?.contenuto ?? '',
      remota: remota?.contenuto ?? '',
      prossima: prossima?.contenuto ?? '',
      fisiologica: fisiologica.data,
    },
    pregnancies: record.tbl_gravidanze,
    doctors: record.associated_doctors.map((doctor) => ({
      id_careprovider: doctor.id_careprovider,
      fullname: doctor.care_provider.fullname,
      specializzation: doctor.care_provider.specializzation,
      cpp_localita_iscrizione: doctor.care_provider.cpp_localita_iscrizione,
      email: doctor.email,
      telefono: doctor.care_provider.user?.contact_details?.contatto_telefono ?? '',
      indirizzo: doctor.care_provider.user?.contact_details?.contatto_indirizzo ?? '',
    })),
  };
}

/** What the reports say about a patient (reportDataOf). */
export type ReportData = NonNullable<Awaited<ReturnType<typeof reportDataOf>>>;
