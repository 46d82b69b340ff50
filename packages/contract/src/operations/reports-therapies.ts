import { DataSourcesAnswerSchema } from '@cartella/domain';
import { callerPatientId, defineOperation, pdfAnswer } from '../operation.ts';

export const therapyReportOperations = {
  print: defineOperation({
    method: 'get',
    path: '/api/downloadTerapie/{id}',
    operationId: 'downloadTherapyList',
    tag: 'Medications',
    summary: "The patient's three therapy lists as a printable PDF",
    description:
      'Spec 000 section 2 "Medications": the footer print button prints for the patient (path not shown). ' +
      'A4 PDF with the patient name, the date, each list with drug, dose, frequency, dates, prescriber and ' +
      'notes or reason, and the drug-data source line.',
    pathParams: callerPatientId,
    response: pdfAnswer('The therapy list (Terapie.pdf)'),
    errors: ['forbidden'],
  }),
  sources: defineOperation({
    method: 'get',
    path: '/api/fontiDati',
    operationId: 'listDataSources',
    tag: 'Medications',
    summary: 'The reference data sets the app uses, with attribution and licence (the /fonti page)',
    response: DataSourcesAnswerSchema,
    errors: [],
  }),
} as const;
