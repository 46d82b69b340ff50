import {
  DeviceEcgRequestSchema,
  DeviceReadingsAnswerSchema,
  DeviceReadingsRequestSchema,
  FileSaveAnswerSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const deviceOperations = {
  saveReadings: defineOperation({
    method: 'post',
    path: '/api/rilevazioniDispositivo',
    operationId: 'saveDeviceReadings',
    tag: 'Files',
    summary: "Saves a synced monitor's readings as vital readings (source dispositivo), without duplicates",
    description:
      'Beyond the spec (issue #20; the spec reads the devices locally only). Each reading follows ' +
      'the vital-reading rules; a reading the record already holds from a device (same instant, ' +
      'same values) is skipped, so syncing twice adds nothing. At most 1000 readings per call. Not ' +
      'licence-gated, as vital readings are not.',
    requestBody: DeviceReadingsRequestSchema,
    response: DeviceReadingsAnswerSchema,
    errors: ['forbidden'],
  }),
  saveEcg: defineOperation({
    method: 'post',
    path: '/api/ecgDispositivo',
    operationId: 'saveDeviceEcg',
    tag: 'Files',
    summary: 'Saves an ECG read from the monitor as a Kardia file: a PDF of the strip',
    description:
      'Beyond the spec (issue #20). The PDF (date, mode, result, mean rate, the trace in 5-second ' +
      'rows) is drawn in a worker thread and stored like an uploaded Kardia file (permission ' +
      'aggiungifile; the size limit and the quota apply). Answers the new file.',
    requestBody: DeviceEcgRequestSchema,
    response: FileSaveAnswerSchema,
    permission: 'aggiungifile',
    errors: ['forbidden', 'permission_denied', 'payload_too_large', 'timeout'],
  }),
} as const;
