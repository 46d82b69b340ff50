/** Download file name of the emergency report. */
export const EMERGENCY_REPORT_FILE_NAME = 'Emergenza.pdf';

/** Download file name of the clinical report. */
export const CLINICAL_REPORT_FILE_NAME = 'Report.pdf';

/** FHIR export file name: Fhir_{name}_{MM-DD-YYYY}.txt; `date` is an ISO date `YYYY-MM-DD`. */
export function fhirReportFileName(name: string, date: string): string {
  const [year = '', month = '', day = ''] = date.slice(0, 10).split('-');
  return `Fhir_${name}_${month}-${day}-${year}.txt`;
}
