import {
  AssociatedDoctorListAnswerSchema,
  CareProviderListAnswerSchema,
  DiagnosisListAnswerSchema,
} from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

export const careOperations = {
  diagnoses: defineOperation({
    method: 'get',
    path: '/api/diagnosiPatient/{id}',
    operationId: 'listDiagnoses',
    tag: 'Diagnoses',
    summary: "The caller's diagnoses, allergies and intolerances (not deleted), newest first",
    description:
      'Spec 001 section 7 "Diagnoses and visits". `diagnosiDetails.careprovider` is the linked ' +
      "doctor's name, else the doctor typed as 'Altro Medico', else ''.",
    pathParams: callerPatientId,
    response: DiagnosisListAnswerSchema,
    errors: ['forbidden'],
  }),
  associatedDoctors: defineOperation({
    method: 'get',
    path: '/api/getAscDoctors/{id}',
    operationId: 'listAssociatedDoctors',
    tag: 'Doctors',
    summary: "The caller's associated doctors, by name",
    description: 'Spec 000 section 7 "Associated doctors". `tags` is empty until specialty tags exist.',
    pathParams: callerPatientId,
    response: AssociatedDoctorListAnswerSchema,
    errors: ['forbidden'],
  }),
  availableDoctors: defineOperation({
    method: 'get',
    path: '/api/getNAdoctors/{id}',
    operationId: 'listAvailableDoctors',
    tag: 'Doctors',
    summary: 'The care providers not associated with the caller, by name',
    description: 'Spec 000 section 7 "Associated doctors" (the \'Ricerca dottore\' list).',
    pathParams: callerPatientId,
    response: CareProviderListAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
