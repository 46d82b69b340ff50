import type { ReportData } from '../../services/report-data.ts';
import { type SectionContext, telecom } from './document.ts';

/** Codice fiscale naming system of HL7 Italy. */
const CODICE_FISCALE = 'http://hl7.it/sid/codiceFiscale';
const EMERGENCY_CONTACT = {
  coding: [
    { system: 'http://terminology.hl7.org/CodeSystem/v2-0131', code: 'C', display: 'Emergency Contact' },
  ],
};

/** The patient's doctors, as Practitioners; answers their references. */
export function addPractitioners(data: ReportData, add: SectionContext['add']): string[] {
  return data.doctors.map((doctor) =>
    add({
      resourceType: 'Practitioner',
      name: [{ text: doctor.fullname }],
      ...telecom(doctor.telefono, doctor.email),
      ...(doctor.indirizzo ? { address: [{ text: doctor.indirizzo }] } : {}),
      ...(doctor.specializzation ? { qualification: [{ code: { text: doctor.specializzation } }] } : {}),
    }),
  );
}

function address(patient: ReportData['patient']) {
  if (!patient.comune_residenza && !patient.contatto_indirizzo) return {};
  return {
    address: [
      {
        ...(patient.contatto_indirizzo ? { line: [patient.contatto_indirizzo] } : {}),
        ...(patient.comune_residenza ? { city: patient.comune_residenza } : {}),
        country: 'IT',
      },
    ],
  };
}

/** The Patient: identity, contacts, emergency contacts and general practitioners; answers its reference. */
export function addPatient(
  data: ReportData,
  add: SectionContext['add'],
  practitioners: readonly string[],
): string {
  const { patient } = data;
  const taxCode = patient.paziente_codfiscale?.replace(/\s/g, '').toUpperCase();
  return add({
    resourceType: 'Patient',
    ...(taxCode ? { identifier: [{ system: CODICE_FISCALE, value: taxCode }] } : {}),
    name: [{ family: patient.paziente_cognome, given: [patient.paziente_nome] }],
    gender: patient.paziente_sesso,
    ...(/^\d{4}-\d{2}-\d{2}$/.test(patient.paziente_nascita) ? { birthDate: patient.paziente_nascita } : {}),
    ...telecom(patient.contatto_telefono ?? '', patient.paziente_email),
    ...address(patient),
    ...(data.emergencyContacts.length > 0
      ? {
          contact: data.emergencyContacts.map((contact) => ({
            relationship: [EMERGENCY_CONTACT],
            name: { text: contact.contatto_nominativo },
            telecom: [{ system: 'phone', value: contact.contatto_telefono }],
          })),
        }
      : {}),
    ...(practitioners.length > 0
      ? { generalPractitioner: practitioners.map((reference) => ({ reference })) }
      : {}),
  });
}
