import {
  type AssociatedDoctorAnswer,
  DEFAULT_CONFIDENTIALITY_NEW_DOCTOR,
  DEFAULT_VISIBILITY_NEW_DOCTOR,
  type DoctorAssociationSchema,
  type Locale,
  type NewDoctorSchema,
} from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  countSpecialtyTags,
  deleteAssociation,
  findAssociationOfPatient,
  findAssociationWith,
  findCareProviderForPatient,
  findSpecialtyTag,
  insertAssociation,
  insertPatientDoctor,
  listSpecialtyTags,
  updateAssociation,
} from '../db/repositories/doctors.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError } from '../lib/request-body.ts';
import { associatedDoctorAnswer, doctorExtrasOf, specialtyTagsAnswer } from './care.ts';
import { requestDoctorConfirmation } from './doctor-confirmation.ts';

/**
 * The rules of a patient's doctors (spec 000 sections 5, 7 and 9): add a doctor of the directory,
 * add one who is not in it, change an association's confidentiality, visibility and tags, remove
 * it. The route authorises the patient id; these check every other id against the patient's own.
 */

type AssociationBody = v.InferOutput<typeof DoctorAssociationSchema>;
type NewDoctorBody = v.InferOutput<typeof NewDoctorSchema>;

/** `not_own`: an id of another patient (or none): the route answers 403. */
export type DoctorOutcome = AssociatedDoctorAnswer | 'not_own';

/** One of the patient's associations in its wire shape, with its tags. */
async function associationAnswer(db: Database, patientId: number, associationId: number, locale: Locale) {
  const row = await findAssociationOfPatient(db, patientId, associationId);
  if (row === undefined) throw new Error('The association just written is missing');
  return associatedDoctorAnswer(row, await doctorExtrasOf(db, patientId, [associationId], locale));
}

/**
 * Associates a doctor of the directory, or one the patient added, with the new association's
 * levels of spec 000 section 9 (confidentiality 1, visibility 2), whatever the body says.
 */
export async function addAssociation(
  db: Database,
  patientId: number,
  body: AssociationBody,
  locale: Locale,
): Promise<DoctorOutcome> {
  const provider = await findCareProviderForPatient(db, patientId, body.id_careprovider);
  if (provider === undefined) return 'not_own';
  if ((await findAssociationWith(db, patientId, body.id_careprovider)) !== undefined) {
    throw new ApiError('conflict');
  }
  const associationId = await insertAssociation(db, {
    patientId,
    careProviderId: body.id_careprovider,
    confidentiality: DEFAULT_CONFIDENTIALITY_NEW_DOCTOR,
    visibility: DEFAULT_VISIBILITY_NEW_DOCTOR,
  });
  if (associationId === undefined) throw new ApiError('conflict');
  return associationAnswer(db, patientId, associationId, locale);
}

/** The patient's association the body names (id_cpp and id_careprovider must agree). */
async function ownAssociation(db: Database, patientId: number, body: AssociationBody) {
  if (body.id_cpp === 0) fieldError('id_cpp', 'required');
  const row = await findAssociationOfPatient(db, patientId, body.id_cpp);
  if (row === undefined || row.association.id_careprovider !== body.id_careprovider) return undefined;
  return row;
}

/**
 * Spec 000 section 5 "Doctor edit": confidentiality and visibility; with visibility 3 the chosen
 * tags (each an existing tag), otherwise none kept (the answer then lists every tag).
 */
export async function updateAssociationOf(
  db: Database,
  patientId: number,
  body: AssociationBody,
  locale: Locale,
): Promise<DoctorOutcome> {
  const row = await ownAssociation(db, patientId, body);
  if (row === undefined) return 'not_own';
  const tagIds = body.visibility === 3 ? [...new Set(body.tags)] : [];
  if ((await countSpecialtyTags(db, tagIds)) !== tagIds.length) fieldError('tags', 'option_invalid');
  await updateAssociation(db, row.association.id_cpp, {
    confidentiality: body.assegnazione_confidenzialita,
    visibility: body.visibility,
    tagIds,
  });
  return associationAnswer(db, patientId, row.association.id_cpp, locale);
}

/** Removes one of the patient's associations; `not_own` when it is not theirs. */
export async function removeAssociation(
  db: Database,
  patientId: number,
  body: AssociationBody,
): Promise<'removed' | 'not_own'> {
  const row = await ownAssociation(db, patientId, body);
  if (row === undefined) return 'not_own';
  await deleteAssociation(db, row.association.id_cpp);
  return 'removed';
}

/**
 * A doctor who is not in the directory: only this patient sees it; associated at once. The doctor is
 * asked at once to accept the patient's mail (issue #34, T3a); when that request cannot leave now
 * (a cap, the mail server), the doctor stays unconfirmed and the patient can ask again.
 */
export async function addPatientDoctor(
  deps: Pick<RouteDeps, 'db' | 'config'>,
  caller: { userId: number; locale: Locale },
  patientId: number,
  body: NewDoctorBody,
) {
  const { db } = deps;
  const specialty = await findSpecialtyTag(db, body.id_tag);
  if (specialty === undefined) fieldError('id_tag', 'option_invalid');
  const trimmedOrNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
  const associationId = await insertPatientDoctor(db, {
    patientId,
    fullname: body.fullname.trim(),
    specialty,
    email: body.email.trim(),
    phone: trimmedOrNull(body.contatto_telefono),
    address: trimmedOrNull(body.contatto_indirizzo),
    locality: trimmedOrNull(body.cpp_localita_iscrizione),
    confidentiality: DEFAULT_CONFIDENTIALITY_NEW_DOCTOR,
    visibility: DEFAULT_VISIBILITY_NEW_DOCTOR,
  });
  const added = await associationAnswer(db, patientId, associationId, caller.locale);
  await requestDoctorConfirmation(deps, caller, added.id_careprovider).catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
  });
  return added;
}

/** Every specialty tag a doctor association can carry, named in `locale`, by name. */
export async function specialtyTags(db: Database, locale: Locale) {
  return specialtyTagsAnswer(await listSpecialtyTags(db), locale);
}
