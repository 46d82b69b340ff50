import {
  CLINICAL_REPORT_FILE_NAME,
  EMERGENCY_REPORT_FILE_NAME,
  fhirReportFileName,
  type Locale,
} from '@cartella/domain';
import { buildPatientSummary } from '../reports/fhir-ips/index.ts';
import type { WorkerPool } from '../workers/pool.ts';
import type { ReportData } from './report-data.ts';

/** The three reports (issue #22), by the names share links use. */
export type ReportFileKind = 'report' | 'emergenza' | 'fhir';

export interface ReportFile {
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  fileName: string;
}

/**
 * Builds one report as the file the caller downloads: the PDFs in the worker pool (they must not
 * block the event loop), the FHIR document here (a small JSON). Used by the patient's own
 * downloads and by share links, so the doctor gets the very same file.
 */
export async function reportFile(
  workers: WorkerPool,
  kind: ReportFileKind,
  data: ReportData,
  options: { locale: Locale; maxLevel: number; now: Date; shareUrl?: string | null },
): Promise<ReportFile> {
  if (kind === 'fhir') {
    const name = `${data.patient.paziente_nome}_${data.patient.paziente_cognome}`
      .normalize('NFD')
      .replace(/[^A-Za-z0-9_-]/g, '');
    return {
      body: JSON.stringify(buildPatientSummary(data, options.now), null, 2),
      contentType: 'application/fhir+json; charset=utf-8',
      fileName: fhirReportFileName(name, data.today),
    };
  }
  if (kind === 'report')
    return {
      body: await workers.run('clinicalReport', {
        data,
        context: { locale: options.locale, maxLevel: options.maxLevel },
      }),
      contentType: 'application/pdf',
      fileName: CLINICAL_REPORT_FILE_NAME,
    };
  return {
    body: await workers.run('emergencyCard', {
      data,
      context: { locale: options.locale, shareUrl: options.shareUrl ?? null },
    }),
    contentType: 'application/pdf',
    fileName: EMERGENCY_REPORT_FILE_NAME,
  };
}
