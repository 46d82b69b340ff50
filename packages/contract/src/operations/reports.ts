import { EmergencyCardWithQrSchema } from '@cartella/domain';
import { callerPatientId, defineOperation, pdfAnswer } from '../operation.ts';

const levelNote =
  'Optional query `livello` (1-6): items whose confidentiality level is above it are left out ' +
  '(issue #22); without it the whole record is reported.';

const levelQuery = { livello: 'the highest confidentiality level reported, 1 to 6' };

export const reportOperations = {
  fhir: defineOperation({
    method: 'get',
    path: '/api/getFhirData/{id}',
    operationId: 'downloadFhirSummary',
    tag: 'Reports',
    summary: "The caller's record as a FHIR R4 International Patient Summary (Bundle of type document)",
    description:
      'Spec 001 section 7 "Reports (blob)" (GET /api/getFhirData, saved as a text file). HL7 IPS: a ' +
      'Composition (LOINC 60591-5) with allergies, medications and problems (an empty reason when ' +
      'empty), and immunizations, vital signs, past illness, pregnancies and social history where ' +
      `present; Patient with the codice fiscale. ${levelNote}`,
    pathParams: callerPatientId,
    query: levelQuery,
    response: { mediaType: 'application/fhir+json', description: 'The IPS document Bundle' },
    errors: ['forbidden'],
  }),
  clinical: defineOperation({
    method: 'get',
    path: '/api/downloadReport/{id}',
    operationId: 'downloadClinicalReport',
    tag: 'Reports',
    summary: "The caller's whole record as a tagged, accessible PDF in the caller's language (Report.pdf)",
    description:
      'Spec 001 section 7 "Reports (blob)" and section 9 "Download file names". Identity, contacts, ' +
      'medical information, allergies, diagnoses by state, therapies (ongoing, concluded, forbidden), ' +
      'vaccinations, visits, vital signs (latest and trend), anamnesis, pregnancies (female patients), ' +
      `doctors; Accept-Language picks Italian or English. ${levelNote}`,
    pathParams: callerPatientId,
    query: levelQuery,
    response: pdfAnswer('The clinical report (Report.pdf)'),
    errors: ['forbidden', 'timeout'],
  }),
  emergency: defineOperation({
    method: 'get',
    path: '/api/downloadEmergenza/{id}',
    operationId: 'downloadEmergencyCard',
    tag: 'Reports',
    summary: "The caller's one-page emergency card as a PDF (Emergenza.pdf)",
    description:
      'Spec 001 section 7 "Reports (blob)". Name, birth date, blood group, organ donation, allergies ' +
      'and intolerances first, active diagnoses, ongoing therapies, forbidden drugs, emergency ' +
      `contacts, the patient's doctors. ${levelNote}`,
    pathParams: callerPatientId,
    query: levelQuery,
    response: pdfAnswer('The emergency card (Emergenza.pdf)'),
    errors: ['forbidden', 'timeout'],
  }),
  emergencyWithQr: defineOperation({
    method: 'post',
    path: '/api/downloadEmergenza/{id}',
    operationId: 'downloadEmergencyCardWithQr',
    tag: 'Reports',
    summary: 'The emergency card with a QR code that opens it up to date (Emergenza.pdf)',
    description:
      'Issue #22, beyond the spec: creates a permanent emergency-card share link without a PIN ' +
      '(listed and revocable with the other links) and answers the card with a QR code of its ' +
      'address, so whoever scans a printed card reads the record as it is that day. `livello` ' +
      'applies to the card and to the link.',
    pathParams: callerPatientId,
    requestBody: EmergencyCardWithQrSchema,
    response: pdfAnswer('The emergency card (Emergenza.pdf)'),
    errors: ['forbidden', 'timeout'],
  }),
} as const;
