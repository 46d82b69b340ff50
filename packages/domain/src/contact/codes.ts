import { label } from '../shared/codes.ts';
import type { Message } from '../shared/messages.ts';

/** 10 emergency contact, 0 other contact, -1 deleted. */
export const contactTypes = [10, 0, -1] as const;

export type ContactType = (typeof contactTypes)[number];

/** Collection name (the patient record's list) -> contact type (spec 000 section 9). */
export const contactCollections = { contattiemergenza: 10, contattialtro: 0 } as const;
export type ContactCollection = keyof typeof contactCollections;

export const contactTypeLabels = {
  10: label('code.contact_type.10', 'Contatto di emergenza', 'Emergency contact'),
  0: label('code.contact_type.0', 'Altro contatto', 'Other contact'),
  [-1]: label('code.contact_type.-1', 'Eliminato', 'Deleted'),
} as const satisfies Record<ContactType, Message>;
