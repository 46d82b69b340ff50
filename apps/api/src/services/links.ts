import type { PersonalLinkUpdateRequestSchema } from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  deletePersonalLink,
  findPersonalLink,
  insertPersonalLink,
  listPersonalLinks,
  listReferenceLinks,
  updatePersonalLink,
} from '../db/repositories/vaccinations.ts';

/** The patient's own links and the reference lists (spec 000 section 7): the route authorises. */

type PersonalLinkInput = v.InferOutput<typeof PersonalLinkUpdateRequestSchema>;

/** The stored columns of a link form; the address is kept without surrounding spaces. */
function linkValues(input: PersonalLinkInput) {
  return { name: input.name, link: input.link.trim(), descrizione: input.descrizione };
}

/** The personal link behind an id, whoever owns it (the route checks ownership). */
export function personalLinkById(db: Database, linkId: number) {
  return findPersonalLink(db, linkId);
}

/** The patient's personal links, by name. */
export function personalLinksOf(db: Database, patientId: number) {
  return listPersonalLinks(db, patientId);
}

/** Adds a personal link to the patient's list. */
export function addPersonalLink(db: Database, patientId: number, input: PersonalLinkInput, now: Date) {
  return insertPersonalLink(db, { ...linkValues(input), id_paziente: patientId }, now);
}

/** Edits a personal link; undefined when it is gone meanwhile. */
export function editPersonalLink(db: Database, linkId: number, input: PersonalLinkInput, now: Date) {
  return updatePersonalLink(db, linkId, linkValues(input), now);
}

/** Deletes a personal link. */
export async function removePersonalLink(db: Database, linkId: number) {
  await deletePersonalLink(db, linkId);
}

/** One reference list's enabled links (the kind is checked by the route), by name. */
export function referenceLinksOf(db: Database, kind: string) {
  return listReferenceLinks(db, kind);
}
