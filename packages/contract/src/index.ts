/**
 * Cartella's HTTP contract: every operation of the API, table by table (one file per API route
 * file, the same name), and the typed client that calls them. The API registers its routes and
 * builds /api/openapi.json from these tables; the web calls them through `createApiClient`.
 */

export type { CallInput } from './client.ts';
export { ApiError, createApiClient, operationUrl } from './client.ts';
export type { Operation } from './operation.ts';
export { ApiErrorBodySchema, defineOperation } from './operation.ts';
export { accountOperations } from './operations/account.ts';
export { accountSecurityOperations } from './operations/account-security.ts';
export { adminOperations } from './operations/admin.ts';
export { adverseReactionOperations } from './operations/adverse-reactions.ts';
export {
  anamnesisOperations,
  anamnesisOperationsBySection,
  anamnesisTextBodies,
  anamnesisTextSections,
} from './operations/anamnesis.ts';
export { careOperations } from './operations/care.ts';
export { centreOperations } from './operations/centres.ts';
export { contactOperations } from './operations/contacts.ts';
export { dataExportOperations } from './operations/data-export.ts';
export { deviceOperations } from './operations/devices.ts';
export { diagnosisOperations } from './operations/diagnoses.ts';
export { DIARY_BODY_LIMIT_BYTES, diaryOperations } from './operations/diary.ts';
export { docsOperations } from './operations/docs.ts';
export { doctorOperations } from './operations/doctors.ts';
export { drugOperations } from './operations/drugs.ts';
export { examAttachmentOperations } from './operations/exam-attachments.ts';
export { examResultOperations } from './operations/exam-results.ts';
export { examOperations } from './operations/exams.ts';
export { fileOperations } from './operations/files.ts';
export { identityOperations } from './operations/identity.ts';
export { linkOperations } from './operations/links.ts';
export { locationOperations } from './operations/location.ts';
export { menuOperations } from './operations/menu.ts';
export { patientOperations } from './operations/patient.ts';
export { patientEditOperations } from './operations/patient-edit.ts';
export { pregnancyOperations } from './operations/pregnancies.ts';
export { referenceOperations } from './operations/reference.ts';
export { referenceListOperations } from './operations/reference-lists.ts';
export { reportOperations } from './operations/reports.ts';
export { therapyReportOperations } from './operations/reports-therapies.ts';
export { scoreOperations } from './operations/scores.ts';
export { secondFactorOperations } from './operations/second-factor.ts';
export { ACCESS_LOG_LIMIT, securityOperations } from './operations/security.ts';
export { shareLinkOperations } from './operations/share-links.ts';
export { subscriptionOperations } from './operations/subscriptions.ts';
export { therapyOperations } from './operations/therapies.ts';
export { OIDC_CALLBACK_PATH, userOperations } from './operations/user.ts';
export { vaccinationOperations } from './operations/vaccinations.ts';
export { visitOperations } from './operations/visits.ts';
export { vitalReadingOperations } from './operations/vital-readings.ts';
