import { callerPatientId, defineOperation } from '../operation.ts';

export const dataExportOperations = {
  exportData: defineOperation({
    method: 'get',
    path: '/api/esportaDati/{id}',
    operationId: 'exportData',
    tag: 'Account',
    summary: "The caller's data as a ZIP archive (GDPR art. 20, data portability)",
    description:
      "Issue #24, beyond the spec ('Scarica i tuoi dati'): the FHIR R4 summary as JSON, the " +
      'clinical report and the emergency card as PDFs, and every uploaded file, with a README in the ' +
      "caller's language. Made as a stream, one entry at a time; one export at a time per account " +
      '(429 while one runs); one at a time per API node, a few more waiting their turn, and past ' +
      'them 503 with Retry-After.',
    pathParams: callerPatientId,
    response: { mediaType: 'application/zip', description: 'The archive (Cartella_{date}.zip)' },
    errors: ['forbidden', 'rate_limited', 'timeout'],
  }),
} as const;
