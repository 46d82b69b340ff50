import * as v from 'valibot';
import { visibilityLevels } from '../doctor/codes.ts';
import { confidentialityLevels } from '../shared/confidentiality.ts';

/** A stored contact as the API answers it (spec 000 section 3 "Contact"). */
export const ContactAnswerItemSchema = v.object({
  /** Contact id. */
  id_contatto: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Id of the author (always the patient). */
  author_id: v.number(),
  /** 10 emergency, 0 other, -1 deleted. */
  id_contatto_tipologia: v.picklist([10, 0, -1]),
  /** Full name, capitalised per word. */
  contatto_nominativo: v.string(),
  /** Phone number. */
  contatto_telefono: v.string(),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
  /** Visibility: 1 Totale, 2 Minima, 3 Parziale, or null when not specified. */
  visibility: v.nullable(v.picklist(visibilityLevels)),
  /** Display name of the type, in Italian. */
  tipologia_nome: v.string(),
});

/** The answer of GET /api/emergenzaGet/{id} and /api/moreContactsGet/{id}: one contact list. */
export const ContactListAnswerSchema = v.object({
  /** The contacts of the list. */
  data: v.array(ContactAnswerItemSchema),
});

/** The answer of a contact save: the contact as stored. */
export const ContactAnswerSchema = v.object({
  /** The saved contact. */
  data: ContactAnswerItemSchema,
});
