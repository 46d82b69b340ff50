import {
  PregnancyAnswerSchema,
  PregnancyCreateSchema,
  PregnancyDeleteAnswerSchema,
  PregnancyListAnswerSchema,
  PregnancySchema,
} from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

const femaleOnly =
  'Pregnancies are recorded for female patients only (spec 001 section 6): a write for a patient ' +
  'who is not female answers 403.';

export const pregnancyOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/getGravidanze/{id}',
    operationId: 'listPregnancies',
    tag: 'Pregnancies',
    summary: "The patient's pregnancies, oldest first",
    description: 'Spec 001 section 7 "Pregnancies": GET /api/getGravidanze/{id}.',
    pathParams: callerPatientId,
    response: PregnancyListAnswerSchema,
    errors: ['forbidden'],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/gravidanze',
    operationId: 'createPregnancy',
    tag: 'Pregnancies',
    summary: 'Adds a pregnancy',
    description:
      "Spec 001 sections 3, 5 and 7. eta missing or below 12: pregnancy_age_invalid ('Inserire età " +
      "corretta'); an end before the start: end_before_start. The 9-month rule is a warning the " +
      `client shows and the patient may confirm past, so the server accepts it. ${femaleOnly}`,
    requestBody: PregnancyCreateSchema,
    response: PregnancyAnswerSchema,
    errors: ['forbidden'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/gravidanze/{id_gravidanza}',
    operationId: 'updatePregnancy',
    tag: 'Pregnancies',
    summary: 'Edits a pregnancy',
    description: `Spec 001 sections 4, 5 and 7; the same rules as the add. id_paziente, when sent, is ignored. ${femaleOnly}`,
    pathParams: { id_gravidanza: 'the pregnancy' },
    requestBody: PregnancySchema,
    response: PregnancyAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/gravidanze/{id}',
    operationId: 'deletePregnancy',
    tag: 'Pregnancies',
    summary: 'Deletes a pregnancy',
    description: `Spec 001 sections 2 and 7 (the client asks 'Sei sicuro di cancellare il record?' first). ${femaleOnly}`,
    pathParams: { id: 'id_gravidanza' },
    response: PregnancyDeleteAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
} as const;
