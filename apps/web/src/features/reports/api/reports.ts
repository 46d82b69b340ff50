import { reportOperations } from '@cartella/contract';
import {
  CLINICAL_REPORT_FILE_NAME,
  EMERGENCY_REPORT_FILE_NAME,
  fhirReportFileName,
  readConfidentialityLevel,
} from '@cartella/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** The three reports of /report (spec 001 section 2 "Report page", section 7 "Reports (blob)"). */
export type ReportKind = 'clinical' | 'emergency' | 'fhir';

/** The operation of each report. */
const reportOperationOf = {
  clinical: reportOperations.clinical,
  emergency: reportOperations.emergency,
  fhir: reportOperations.fhir,
} as const satisfies Record<ReportKind, unknown>;

/**
 * Fetches a report through the api-client (cookie, language, translated errors); `level` leaves
 * out items above that confidentiality level, null reports everything.
 */
export async function fetchReport(kind: ReportKind, patientId: number, level: number | null): Promise<Blob> {
  const answer = await apiClient.call(reportOperationOf[kind], {
    params: { id: patientId },
    query: { livello: level },
  });
  return answer.blob();
}

/** Spec 001 section 9 "Download file names": Report.pdf, Emergenza.pdf, Fhir_{name}_{MM-DD-YYYY}.txt. */
export function reportFileName(
  kind: ReportKind,
  patientName: string,
  today: string,
  extension: 'txt' | 'json' = 'txt',
) {
  if (kind === 'clinical') return CLINICAL_REPORT_FILE_NAME;
  if (kind === 'emergency') return EMERGENCY_REPORT_FILE_NAME;
  const name = fhirReportFileName(patientName.normalize('NFD').replace(/[^A-Za-z0-9_-]+/g, '_'), today);
  return extension === 'json' ? name.replace(/\.txt$/, '.json') : name;
}

/**
 * The emergency card with a QR code (issue #22): the server creates a permanent emergency-card
 * share link, listed with the others, and puts its address in the QR code.
 */
export async function fetchEmergencyCardWithQr(patientId: number, level: number | null): Promise<Blob> {
  const answer = await apiClient.call(reportOperations.emergencyWithQr, {
    params: { id: patientId },
    // A level of the page's list, or the whole record (6).
    body: { livello: readConfidentialityLevel(level) ?? 6 },
  });
  return answer.blob();
}
