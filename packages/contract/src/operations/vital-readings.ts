import {
  VitalReadingCreateSchema,
  VitalReadingDeleteAnswerSchema,
  VitalReadingListAnswerSchema,
  VitalReadingSaveAnswerSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

const rules =
  'A reading has a date and time (ISO 8601 with its zone, not in the future) and at least one ' +
  'measure (reading_empty on parametro_peso otherwise), each in its plausible range (out_of_range ' +
  'with {min, max}: weight 0.5-400 kg, height 30-250 cm, systolic 50-300 and diastolic 20-200 ' +
  'mmHg, heart rate 20-250 bpm, SpO2 50-100 %, temperature 30-45 °C, glucose 20-1000 mg/dL); the ' +
  'diastolic below the systolic (diastolic_not_below_systolic). Not licence-gated: the spec gives ' +
  'vital readings no permission key.';

export const vitalReadingOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/rilevazioniPatient/{patientId}',
    operationId: 'listVitalReadings',
    tag: 'Vital signs',
    summary: "The caller's vital readings, newest first",
    description:
      'Spec 001 section 7 "Diagnoses and visits" (vital readings). `source` is `manuale` for a ' +
      'typed reading; device readings will carry their own.',
    pathParams: { patientId: 'id_paziente of the caller' },
    response: VitalReadingListAnswerSchema,
    errors: ['forbidden'],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/rilevazioni',
    operationId: 'createVitalReading',
    tag: 'Vital signs',
    summary: 'Adds a vital reading',
    description: `Issue #16 (the spec leaves readings 'Funzione non ancora disponibile'). ${rules}`,
    requestBody: VitalReadingCreateSchema,
    response: VitalReadingSaveAnswerSchema,
    errors: ['forbidden'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/rilevazioni/{id_parametro}',
    operationId: 'updateVitalReading',
    tag: 'Vital signs',
    summary: 'Edits a vital reading (its source stays)',
    description: rules,
    pathParams: { id_parametro: 'the reading' },
    requestBody: VitalReadingCreateSchema,
    response: VitalReadingSaveAnswerSchema,
    errors: ['forbidden'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/rilevazioni/{id_parametro}',
    operationId: 'deleteVitalReading',
    tag: 'Vital signs',
    summary: 'Deletes a vital reading',
    description: 'Issue #16. Not licence-gated.',
    pathParams: { id_parametro: 'the reading' },
    response: VitalReadingDeleteAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
