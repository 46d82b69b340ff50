import {
  ContactAnswerSchema,
  ContactListAnswerSchema,
  ContactSchema,
  confidentialityLevels,
  NewOrIdSchema,
  TEXT_LIMITS,
} from '@cartella/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  findPatientContact,
  insertPatientContact,
  listPatientContacts,
  updatePatientContact,
} from '../db/repositories/patients.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal, requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { type ContactCollection, contactCollections, toContact } from '../services/contacts.ts';

/**
 * Emergency and other contacts (spec 000 sections 3, 4, 5 and 7). The spec's "generic save of a
 * sub-collection item" has no path; here it is one POST per collection, the contact in the body:
 * id_contatto 0 creates, any other id updates (name, phone, confidentiality), and type -1 deletes
 * the contact the spec's way (the row is kept with type -1 and leaves both lists).
 */

/** The save body as documented in OpenAPI (plain validation; the handler applies ContactSaveSchema). */
export const ContactSaveRequestSchema = v.object({
  id_contatto: NewOrIdSchema,
  id_contatto_tipologia: v.picklist([10, 0, -1]),
  contatto_nominativo: v.pipe(v.string(), v.maxLength(TEXT_LIMITS.name)),
  contatto_telefono: v.pipe(v.string(), v.maxLength(TEXT_LIMITS.phone)),
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
});

/** The save body: the domain ContactSchema, whose type may also be -1 (deletion, spec 000 section 4). */
export const ContactSaveSchema = v.object({
  ...ContactSchema.entries,
  id_contatto_tipologia: v.picklist([10, 0, -1], 'option_invalid'),
});

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
    pathParams: { id: 'id_paziente of the caller' },
    requestBody: ContactSaveRequestSchema,
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

export function contactRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const lists = [
    [contactOperations.emergencyContacts.path, contactCollections.contattiemergenza],
    [contactOperations.otherContacts.path, contactCollections.contattialtro],
  ] as const;
  for (const [path, type] of lists) {
    app.get(honoPath(path), async (c) => {
      const patientId = integerParam(c, 'patientId');
      await requireOwnPatient(deps, c, patientId);
      const rows = await listPatientContacts(db, patientId, type);
      return c.json({ data: rows.map(toContact) });
    });
  }
  const saves = [
    [contactOperations.saveEmergencyContact.path, 'contattiemergenza'],
    [contactOperations.saveOtherContact.path, 'contattialtro'],
  ] as const;
  for (const [path, collection] of saves) {
    app.post(honoPath(path), async (c) => {
      const patientId = integerParam(c, 'id');
      const { user } = await requireOwnPatient(deps, c, patientId);
      const body = await parseJsonBody(c, ContactSaveSchema);
      const collectionType = contactCollections[collection];
      const fields = {
        contatto_nominativo: body.contatto_nominativo.trim(),
        contatto_telefono: body.contatto_telefono.trim(),
        id_livello_confidenzialita: body.id_livello_confidenzialita,
      };
      if (body.id_contatto === 0) {
        // A new contact takes its collection's type; "deleting" a contact that does not exist yet is refused.
        if (body.id_contatto_tipologia !== collectionType) {
          throw new ApiError('validation_failed', {
            fields: [{ path: 'id_contatto_tipologia', code: 'option_invalid' }],
          });
        }
        const row = await insertPatientContact(
          db,
          patientId,
          user.id_utente,
          { ...fields, id_contatto_tipologia: collectionType },
          config.now(),
        );
        return c.json({ data: toContact(row) });
      }
      const existing = await findPatientContact(db, body.id_contatto);
      // Another patient's contact, a deleted one or one of the other list answer alike.
      if (
        existing === undefined ||
        existing.id_paziente !== patientId ||
        existing.id_contatto_tipologia !== collectionType
      ) {
        reportRefusal(deps, c, 'access_denied');
        throw new ApiError('forbidden');
      }
      if (body.id_contatto_tipologia !== collectionType && body.id_contatto_tipologia !== -1) {
        throw new ApiError('validation_failed', {
          fields: [{ path: 'id_contatto_tipologia', code: 'option_invalid' }],
        });
      }
      const row = await updatePatientContact(
        db,
        existing.id_contatto,
        { ...fields, id_contatto_tipologia: body.id_contatto_tipologia },
        config.now(),
      );
      return c.json({ data: toContact(row) });
    });
  }
  return app;
}
