import type { ContactType } from './codes.ts';
import type { Contact } from './entities.ts';

/**
 * Deleting a contact sets its type to -1 and saves it; on failure the caller restores the
 * previous type, returned as `restoreType`.
 */
export function markContactDeleted<T extends Pick<Contact, 'id_contatto_tipologia'>>(
  contact: T,
): { next: T; restoreType: ContactType } {
  return { next: { ...contact, id_contatto_tipologia: -1 }, restoreType: contact.id_contatto_tipologia };
}

/** Restores a contact's type after a failed deletion. */
export function restoreContactType<T extends Pick<Contact, 'id_contatto_tipologia'>>(
  contact: T,
  type: ContactType,
): T {
  return { ...contact, id_contatto_tipologia: type };
}

/** Whether the contact form shows the confidentiality choice (only for new contacts, id 0). */
export function showsContactConfidentiality(contact: Pick<Contact, 'id_contatto'>): boolean {
  return contact.id_contatto === 0;
}
