import {
  ContactAnswerSchema,
  type ContactCollection,
  ContactListAnswerSchema,
  ContactSaveSchema,
  contactCollections,
} from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

/**
 * Emergency and other contacts (spec 000 sections 3, 4, 5 and 7). The spec's "generic save of a
 * sub-collection item" has no path; here it is one POST per collection, the contact in the body:
 * id_contatto 0 creates, any other id updates (name, phone, confidentiality), and type -1 deletes
 * the contact the spec's way (the row is kept with type -1 and leaves both lists).
 */

function saveOperation(collection: ContactCollection) {
  return defineOperation({
    method: 'post',
    path: `/api/patient/{id}/${collection}`,
    operationId: collection === 'contattiemergenza' ? 'saveEmergencyContact' : 'saveOtherContact',
    tag: 'Patient record',
    summary:
      collection === 'contattiemergenza'
        ? 'Create, edit, change the confidentiality of, or delete an emergency contact'
        : 'Create, edit, change the confidentiality of, or delete an other contact',
    description:
      'Spec 000 section 7 "Save sub-collection item" (path not shown there). id_contatto 0 creates a ' +
      `contact of this collection (type ${contactCollections[collection]}); another id updates that ` +
      'contact, which must belong to the patient and this collection; id_contatto_tipologia -1 deletes ' +
      'it (spec 000 section 4). Name, phone and confidentiality are validated as in section 5; the ' +
      'name is stored capitalised per word by the client.',
    pathParams: callerPatientId,
    requestBody: ContactSaveSchema,
    response: ContactAnswerSchema,
    errors: ['forbidden'],
  });
}

export const contactOperations = {
  emergencyContacts: defineOperation({
    method: 'get',
    path: '/api/emergenzaGet/{patientId}',
    operationId: 'emergencyContacts',
    tag: 'Patient record',
    summary: "The caller's emergency contacts",
    description: 'Spec 000 section 7 "Emergency contacts": contacts of type 10. Another patient answers 403.',
    pathParams: { patientId: 'id_paziente of the caller' },
    response: ContactListAnswerSchema,
    errors: ['forbidden'],
  }),
  otherContacts: defineOperation({
    method: 'get',
    path: '/api/moreContactsGet/{patientId}',
    operationId: 'otherContacts',
    tag: 'Patient record',
    summary: "The caller's other contacts",
    description: 'Spec 000 section 7 "Other contacts": contacts of type 0. Another patient answers 403.',
    pathParams: { patientId: 'id_paziente of the caller' },
    response: ContactListAnswerSchema,
    errors: ['forbidden'],
  }),
  saveEmergencyContact: saveOperation('contattiemergenza'),
  saveOtherContact: saveOperation('contattialtro'),
} as const;
