import { MaritalStatusesAnswerSchema } from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const referenceOperations = {
  maritalStatuses: defineOperation({
    method: 'get',
    path: '/api/statimatrimoniali',
    operationId: 'maritalStatuses',
    tag: 'Patient record',
    summary: 'Marital statuses for the patient edit form',
    description: 'Spec 000 section 7 "Marital statuses".',
    response: MaritalStatusesAnswerSchema,
    errors: [],
  }),
} as const;
