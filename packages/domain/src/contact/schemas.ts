import * as v from 'valibot';
import { visibilityLevels } from '../doctor/codes.ts';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { NewOrIdSchema, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import { PhoneSchema } from '../shared/phone.ts';

/**
 * Emergency or other contact (spec 000, section 5): name, phone and confidentiality required,
 * phone valid. The confidentiality choice is shown only for new contacts, but every saved
 * contact carries one, so it is required in both cases.
 */
export const ContactSchema = v.object({
  /** Contact id; 0 when new. */
  id_contatto: NewOrIdSchema,
  /** 10 emergency, 0 other (deletion goes through `markContactDeleted`). */
  id_contatto_tipologia: v.picklist([10, 0], 'option_invalid'),
  /** Full name. */
  contatto_nominativo: requiredText(TEXT_LIMITS.name),
  /** Phone number. */
  contatto_telefono: PhoneSchema,
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
  /** Visibility: 1 Totale, 2 Minima, 3 Parziale; null not specified; absent keeps the stored one. */
  visibility: v.optional(v.nullable(v.picklist(visibilityLevels, 'option_invalid'))),
});

export type ContactInput = v.InferInput<typeof ContactSchema>;

/** Capitalises each word of a contact name ("mario rossi" -> "Mario Rossi"; spec 000, section 5). */
export function capitalizeWords(text: string): string {
  return text.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_whole, separator: string, letter: string) => separator + letter.toUpperCase(),
  );
}

/**
 * A contact's name as it is stored: trimmed, each word capitalised (spec 000, section 5: "the name
 * is auto-capitalised per word"). The form and the API both apply it, so a name sent by an API
 * client is stored as the form would store it.
 */
export function normalizeContactName(text: string): string {
  return capitalizeWords(text.trim());
}

/**
 * The body of a contact save (spec 000 sections 4 and 7): a contact whose type may also be -1, the
 * spec's way of deleting it (the row is kept with type -1 and leaves both lists).
 */
export const ContactSaveSchema = v.object({
  ...ContactSchema.entries,
  /** 10 emergency, 0 other, -1 deleted. */
  id_contatto_tipologia: v.picklist([10, 0, -1], 'option_invalid'),
});
