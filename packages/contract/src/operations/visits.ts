import {
  VisitCreateSchema,
  VisitDeleteAnswerSchema,
  VisitListAnswerSchema,
  VisitSaveAnswerSchema,
  VisitSchema,
} from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

export const visitOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/visitePatient/{id}',
    operationId: 'listVisits',
    tag: 'Visits',
    summary: "The caller's visits, newest date first",
    description: 'Spec 001 section 7 "Diagnoses and visits".',
    pathParams: callerPatientId,
    response: VisitListAnswerSchema,
    errors: ['forbidden'],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/visite',
    operationId: 'createVisit',
    tag: 'Visits',
    summary: 'Adds a visit',
    description:
      'Spec 001 sections 5 and 7 (the generic section save for `visite`, whose path the spec does ' +
      'not show); needs aggiungivisite (section 6). Date, reason, observations and conclusions are ' +
      "required ('Questo campo è obbligatorio!'); id_visita must be 0.",
    requestBody: VisitCreateSchema,
    response: VisitSaveAnswerSchema,
    permission: 'aggiungivisite',
    errors: ['forbidden', 'permission_denied'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/visite/{id_visita}',
    operationId: 'updateVisit',
    tag: 'Visits',
    summary: 'Edits a visit',
    description: 'Spec 001 section 5: the same required fields as the add; needs modificavisite.',
    pathParams: { id_visita: 'the visit' },
    requestBody: VisitSchema,
    response: VisitSaveAnswerSchema,
    permission: 'modificavisite',
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/visite/{id_visita}',
    operationId: 'deleteVisit',
    tag: 'Visits',
    summary: "Deletes a visit ('Sei sicuro di cancellare la visita?')",
    description:
      "Spec 001 sections 7 and 8: status 200 means success, with 'Visita eliminata con successo!'. " +
      'Not gated (section 6).',
    pathParams: { id_visita: 'the visit' },
    response: VisitDeleteAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
