import {
  DestructiveConfirmationSchema,
  DeviceEcgRequestSchema,
  DeviceImportListAnswerSchema,
  DeviceImportUndoAnswerSchema,
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
      'licence-gated, as vital readings are not. Issue #37: the body names the monitor and which ' +
      "of its users the patient is (the client sends only that user's readings); the readings " +
      'added form one import (`id_importazione`, null when nothing was added) that can be undone.',
    requestBody: DeviceReadingsRequestSchema,
    response: DeviceReadingsAnswerSchema,
    errors: ['forbidden'],
  }),
  listImports: defineOperation({
    method: 'get',
    path: '/api/importazioniDispositivo/{patientId}',
    operationId: 'listDeviceImports',
    tag: 'Files',
    summary: "The caller's saves of device readings, newest first",
    description:
      'Beyond the spec (issue #37). Each import names the monitor (name, serial number), the user ' +
      'chosen on it and how many of its readings are still in the record; the devices panel ' +
      'preselects the user last chosen on the same monitor.',
    pathParams: { patientId: 'id_paziente of the caller' },
    response: DeviceImportListAnswerSchema,
    errors: ['forbidden'],
  }),
  undoImport: defineOperation({
    method: 'post',
    path: '/api/annullaImportazione/{id_importazione}',
    operationId: 'undoDeviceImport',
    tag: 'Files',
    summary: 'Undoes a save of device readings: the import and all its readings go',
    description:
      'Beyond the spec (issue #37). Destructive, so confirmed as deleting the account is: the ' +
      'current password, and with app codes on a code (400 on the field that is wrong; 429 past ' +
      "20 current-password checks of the account in 15 minutes). Another patient's or an unknown " +
      'import answers 403 and removes nothing.',
    pathParams: { id_importazione: 'the import' },
    requestBody: DestructiveConfirmationSchema,
    response: DeviceImportUndoAnswerSchema,
    errors: ['validation_failed', 'forbidden', 'rate_limited'],
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
