import type { ReportData } from '../../services/report-data.ts';
import {
  ATC,
  category,
  drugCode,
  listSection,
  loinc,
  requiredSection,
  type Section,
  type SectionContext,
  sectionTitles,
} from './document.ts';

/** Allergies and intolerances (required): one AllergyIntolerance each. */
export function allergiesSection(data: ReportData, { add, subject }: SectionContext): Section {
  const refs = data.allergies.map((allergy) =>
    add({
      resourceType: 'AllergyIntolerance',
      clinicalStatus: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' },
        ],
      },
      verificationStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
            code: allergy.diagnosi_stato === 0 ? 'confirmed' : 'unconfirmed',
          },
        ],
      },
      type: allergy.tipo_diagnosi === 'Allergia' ? 'allergy' : 'intolerance',
      code:
        allergy.bersaglio?.tipo_bersaglio === 'atc'
          ? {
              coding: [
                { system: ATC, code: allergy.bersaglio.codice, display: allergy.bersaglio.descrizione },
              ],
              text: allergy.diagnosi_patologia,
            }
          : { text: allergy.diagnosi_patologia },
      patient: subject,
      recordedDate: allergy.diagnosi_inserimento,
    }),
  );
  return requiredSection(
    sectionTitles.allergies,
    loinc('48765-2', 'Allergies and adverse reactions Document'),
    refs,
    data.allergies.map((allergy) => `${allergy.tipo_diagnosi}: ${allergy.diagnosi_patologia}`),
    'Nessuna allergia o intolleranza nota',
  );
}

/** Medications (required): one MedicationStatement per therapy, current, past or forbidden. */
export function medicationsSection(data: ReportData, { add, subject }: SectionContext): Section {
  const dosageOf = (therapy: ReportData['therapies'][number]) =>
    [therapy.quantita_farmaceutica, therapy.frequenza_farmaceutica].filter(Boolean).join(', ');
  const refs = data.therapies.map((therapy) =>
    add({
      resourceType: 'MedicationStatement',
      // A forbidden drug (type 0) is one the patient must not take.
      status: therapy.tipo_terapia === 1 ? 'active' : therapy.tipo_terapia === 2 ? 'completed' : 'not-taken',
      medicationCodeableConcept: drugCode(therapy.farmaco, therapy.codice_atc, therapy.aic),
      subject,
      effectivePeriod: {
        start: therapy.data_inizio,
        ...(therapy.data_fine ? { end: therapy.data_fine } : {}),
      },
      ...(dosageOf(therapy) !== '' ? { dosage: [{ text: dosageOf(therapy) }] } : {}),
      ...(therapy.note ? { note: [{ text: therapy.note }] } : {}),
    }),
  );
  return requiredSection(
    sectionTitles.medications,
    loinc('10160-0', 'History of Medication use Narrative'),
    refs,
    data.therapies.map((therapy) => [therapy.farmaco, dosageOf(therapy)].filter(Boolean).join(', ')),
    'Nessuna terapia registrata',
  );
}

/** Problems (required): every diagnosis not ruled out (state 2), as a Condition. */
export function problemsSection(data: ReportData, { add, subject }: SectionContext): Section {
  const problems = data.diagnoses.filter((diagnosis) => diagnosis.diagnosi_stato !== 2);
  const refs = problems.map((diagnosis) =>
    add({
      resourceType: 'Condition',
      clinicalStatus: {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
      },
      verificationStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
            code: diagnosis.diagnosi_stato === 0 ? 'confirmed' : 'provisional',
          },
        ],
      },
      category: category('http://terminology.hl7.org/CodeSystem/condition-category', 'problem-list-item'),
      code: { text: diagnosis.diagnosi_patologia },
      subject,
      recordedDate: diagnosis.diagnosi_inserimento,
    }),
  );
  return requiredSection(
    sectionTitles.problems,
    loinc('11450-4', 'Problem list - Reported'),
    refs,
    problems.map((diagnosis) => diagnosis.diagnosi_patologia),
    'Nessun problema registrato',
  );
}

/** Immunizations: one Immunization per vaccination; no section when there is none. */
export function immunizationsSection(data: ReportData, { add, subject }: SectionContext): Section | null {
  const refs = data.vaccinations.map((vaccination) =>
    add({
      resourceType: 'Immunization',
      status: 'completed',
      vaccineCode: drugCode(vaccination.vaccino, vaccination.codice_atc, vaccination.aic),
      patient: subject,
      occurrenceDateTime: vaccination.vaccinazione_data,
      protocolApplied: [{ doseNumberPositiveInt: vaccination.vaccinazione_richiamo }],
      ...(vaccination.vaccinazione_reazioni ? { note: [{ text: vaccination.vaccinazione_reazioni }] } : {}),
    }),
  );
  return listSection(
    sectionTitles.immunizations,
    loinc('11369-6', 'History of Immunization Narrative'),
    refs,
    data.vaccinations.map((vaccination) => `${vaccination.vaccinazione_data} ${vaccination.vaccino}`),
  );
}
