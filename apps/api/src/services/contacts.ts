import { type Contact, type ContactType, contactTypeLabels } from '@cartella/domain';
import type { patientContacts } from '../db/schemas/patient-record.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';

/** Collection name (the patient record's list) -> contact type (spec 000 section 9). */
export const contactCollections = { contattiemergenza: 10, contattialtro: 0 } as const;
export type ContactCollection = keyof typeof contactCollections;

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
    tipologia_nome: contactTypeLabels[type].it,
  };
}
