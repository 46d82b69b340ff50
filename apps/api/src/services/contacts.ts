import {
  type Contact,
  type ContactCollection,
  type ContactSaveSchema,
  type ContactType,
  contactCollections,
  contactTypeLabels,
  normalizeContactName,
  visibilityLevels,
} from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  findPatientContact,
  insertPatientContact,
  listPatientContacts,
  updatePatientContact,
} from '../db/repositories/patients.ts';
import type { patientContacts } from '../db/schemas/patient-record.ts';
import { fieldError } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';

function toContactType(value: number): ContactType {
  return value === 10 || value === 0 ? value : -1;
}

/** A stored contact as the API answers it (spec 000 section 3 "Contact"). */
export function toContact(
  row: Pick<
    typeof patientContacts.$inferSelect,
    | 'id_contatto'
    | 'id_paziente'
    | 'author_id'
    | 'id_contatto_tipologia'
    | 'contatto_nominativo'
    | 'contatto_telefono'
    | 'id_livello_confidenzialita'
    | 'visibility'
  >,
): Contact & { tipologia_nome: string } {
  const type = toContactType(row.id_contatto_tipologia);
  return {
    id_contatto: row.id_contatto,
    id_paziente: row.id_paziente,
    author_id: row.author_id,
    id_contatto_tipologia: type,
    contatto_nominativo: row.contatto_nominativo,
    contatto_telefono: row.contatto_telefono,
    id_livello_confidenzialita: storedConfidentiality(row.id_livello_confidenzialita),
    visibility: visibilityLevels.find((level) => level === row.visibility) ?? null,
    tipologia_nome: contactTypeLabels[type].it,
  };
}

/** The patient's contacts of one collection (emergency or other), oldest first, as answered. */
export async function contactsOf(db: Database, patientId: number, collection: ContactCollection) {
  const rows = await listPatientContacts(db, patientId, contactCollections[collection]);
  return rows.map(toContact);
}

/**
 * Saves one contact of a collection (spec 000 sections 4 and 7), its name trimmed and capitalised
 * per word as the form writes it: id 0 creates a contact of the
 * collection's type; another id updates the patient's own contact of that collection, or deletes
 * it with type -1. Answers 'not_own' for another patient's contact, a deleted one or one of the
 * other list, alike, so ids cannot be probed.
 */
export async function saveContact(
  db: Database,
  {
    patientId,
    authorId,
    collection,
    now,
  }: { patientId: number; authorId: number; collection: ContactCollection; now: Date },
  body: v.InferOutput<typeof ContactSaveSchema>,
) {
  const collectionType = contactCollections[collection];
  const fields = {
    // Stored as the form stores it, whoever sends it (spec 000 section 5: capitalised per word).
    contatto_nominativo: normalizeContactName(body.contatto_nominativo),
    contatto_telefono: body.contatto_telefono.trim(),
    id_livello_confidenzialita: body.id_livello_confidenzialita,
    ...(body.visibility === undefined ? {} : { visibility: body.visibility }),
  };
  if (body.id_contatto === 0) {
    // A new contact takes its collection's type; "deleting" a contact that does not exist yet is refused.
    if (body.id_contatto_tipologia !== collectionType) fieldError('id_contatto_tipologia', 'option_invalid');
    return insertPatientContact(
      db,
      patientId,
      authorId,
      { ...fields, id_contatto_tipologia: collectionType },
      now,
    );
  }
  const existing = await findPatientContact(db, body.id_contatto);
  if (
    existing === undefined ||
    existing.id_paziente !== patientId ||
    existing.id_contatto_tipologia !== collectionType
  ) {
    return 'not_own' as const;
  }
  if (body.id_contatto_tipologia !== collectionType && body.id_contatto_tipologia !== -1)
    fieldError('id_contatto_tipologia', 'option_invalid');
  return updatePatientContact(
    db,
    existing.id_contatto,
    { ...fields, id_contatto_tipologia: body.id_contatto_tipologia },
    now,
  );
}
