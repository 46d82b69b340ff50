import { PatientAnswerSchema } from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

export const patientOperations = {
  patient: defineOperation({
    method: 'get',
    path: '/api/patient/{id}',
    operationId: 'patient',
    tag: 'Patient record',
    summary: "The caller's own patient record with its lists",
    description:
      'Spec 000 section 3 "Patient" and 001 section 7 "Patient record". Any id other than the ' +
      "caller's own patient answers 403, whether or not it exists.",
    pathParams: callerPatientId,
    response: PatientAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
