import { PatientSaveAnswerSchema, PatientSaveRequestSchema } from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

/**
 * Save patient (spec 000 section 7: "PUT /api/patient/{id_paziente}, whole patient object including
 * page and id_update"). The client sends the whole record; `page` names the edit modal it comes
 * from (personal data, residence and contacts, medical info) and only that part is validated, with
 * the domain schema of that modal (section 5), and saved. Other fields of the object are ignored, so
 * a stale copy of one card never overwrites another.
 */

export const patientEditOperations = {
  savePatient: defineOperation({
    method: 'put',
    path: '/api/patient/{id}',
    operationId: 'savePatient',
    tag: 'Patient record',
    summary: "Saves one edit modal's part of the caller's patient record",
    description:
      'Spec 000 section 7 "Save patient" and section 5. `page` is `personal` (names, tax code checked ' +
      'in full including the birthplace, birth city picked from /api/location, birth date not in the ' +
      'future, sex, marital status), `residence` (street, residence city picked from /api/location, ' +
      'phone) or `medical` (blood group, organ donation). A time part of paziente_nascita is ignored ' +
      '(the date is stored; the client keeps the time part aside, spec 000 section 3). Field issues ' +
      'name the path in this body (city fields under user.contact_detail).',
    pathParams: callerPatientId,
    requestBody: PatientSaveRequestSchema,
    response: PatientSaveAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
