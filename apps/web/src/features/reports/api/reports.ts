import { CLINICAL_REPORT_FILE_NAME, EMERGENCY_REPORT_FILE_NAME, fhirReportFileName } from '@cartella/domain';
import { apiFetchBlob } from '../../../lib/api-client.ts';

/** The three reports of /report (spec 001 section 2 "Report page", section 7 "Reports (blob)"). */
export type ReportKind = 'clinical' | 'emergency' | 'fhir';

/** The API path of a report; `level` leaves out items above that confidentiality level. */
export function reportPath(kind: ReportKind, patientId: number, level: number | null): string {
  const base = {
    clinical: `downloadReport/${patientId}`,
    emergency: `downloadEmergenza/${patientId}`,
    fhir: `getFhirData/${patientId}`,
  }[kind];
  return level === null ? base : `${base}?livello=${level}`;
}

/** Fetches a report through the api-client (cookie, language, translated errors). */
export function fetchReport(kind: ReportKind, patientId: number, level: number | null): Promise<Blob> {
  return apiFetchBlob(
    reportPath(kind, patientId, level),
    kind === 'fhir' ? 'application/fhir+json' : 'application/pdf',
  );
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
export function fetchEmergencyCardWithQr(patientId: number, level: number | null): Promise<Blob> {
  return apiFetchBlob(`downloadEmergenza/${patientId}`, 'application/pdf', {
    method: 'POST',
    body: { livello: level ?? 6 },
  });
}
