import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { associatedDoctors, careproviders } from '../schemas/care.ts';
import {
  associationTags,
  careproviderTags,
  medicalSpecialtyTags,
  outgoingMailLog,
  patientCareproviders,
  sentMails,
} from '../schemas/doctors.ts';

/** Every specialty tag, by name. */
export function listSpecialtyTags(db: Database) {
  return db
    .select({ id: medicalSpecialtyTags.id, tag: medicalSpecialtyTags.tag })
    .from(medicalSpecialtyTags)
    .orderBy(asc(medicalSpecialtyTags.tag));
}

/** How many of these tag ids exist. */
export async function countSpecialtyTags(db: Database, tagIds: readonly number[]) {
  if (tagIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(medicalSpecialtyTags)
    .where(inArray(medicalSpecialtyTags.id, [...tagIds]));
  return row?.total ?? 0;
}

/** One specialty tag, if it exists. */
export async function findSpecialtyTag(db: Database, tagId: number) {
  const [row] = await db.select().from(medicalSpecialtyTags).where(eq(medicalSpecialtyTags.id, tagId));
  return row;
}

/** The tags chosen for these associations (visibility Parziale), by tag name. */
export function listAssociationTags(db: Database, associationIds: readonly number[]) {
  if (associationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id_cpp: associationTags.id_cpp,
      id_tag: medicalSpecialtyTags.id,
      tag: medicalSpecialtyTags.tag,
    })
    .from(associationTags)
    .innerJoin(medicalSpecialtyTags, eq(medicalSpecialtyTags.id, associationTags.id_tag))
    .where(inArray(associationTags.id_cpp, [...associationIds]))
    .orderBy(asc(medicalSpecialtyTags.tag));
}

/** The doctors this patient added (not in the directory), with their phone and confirmation. */
export function listPatientCareproviders(db: Database, patientId: number) {
  return db
    .select({
      id_careprovider: patientCareproviders.id_careprovider,
      contatto_telefono: patientCareproviders.contatto_telefono,
      email_confermata_il: patientCareproviders.email_confermata_il,
    })
    .from(patientCareproviders)
    .where(eq(patientCareproviders.id_paziente, patientId));
}

/**
 * A care provider the patient may associate: one of the directory (added by no patient) or one the
 * patient added. Another patient's own doctor is not found.
 */
export async function findCareProviderForPatient(db: Database, patientId: number, careProviderId: number) {
  const [row] = await db
    .select({ careProvider: careproviders })
    .from(careproviders)
    .leftJoin(patientCareproviders, eq(patientCareproviders.id_careprovider, careproviders.id_careprovider))
    .where(
      and(
        eq(careproviders.id_careprovider, careProviderId),
        or(isNull(patientCareproviders.id_paziente), eq(patientCareproviders.id_paziente, patientId)),
      ),
    );
  return row?.careProvider;
}

/** One of the patient's associations, with its care provider. */
export async function findAssociationOfPatient(db: Database, patientId: number, associationId: number) {
  const [row] = await db
    .select({ association: associatedDoctors, careProvider: careproviders })
    .from(associatedDoctors)
    .innerJoin(careproviders, eq(careproviders.id_careprovider, associatedDoctors.id_careprovider))
    .where(and(eq(associatedDoctors.id_cpp, associationId), eq(associatedDoctors.id_paziente, patientId)));
  return row;
}

/** The patient's association with a care provider, if any. */
export async function findAssociationWith(db: Database, patientId: number, careProviderId: number) {
  const [row] = await db
    .select({ id_cpp: associatedDoctors.id_cpp })
    .from(associatedDoctors)
    .where(
      and(
        eq(associatedDoctors.id_paziente, patientId),
        eq(associatedDoctors.id_careprovider, careProviderId),
      ),
    );
  return row;
}

/** The patient's association whose doctor has this e-mail (case-insensitive), if any. */
export async function findAssociationByEmail(db: Database, patientId: number, email: string) {
  const rows = await db
    .select({ careProvider: careproviders })
    .from(associatedDoctors)
    .innerJoin(careproviders, eq(careproviders.id_careprovider, associatedDoctors.id_careprovider))
    .where(eq(associatedDoctors.id_paziente, patientId));
  const wanted = email.trim().toLowerCase();
  return rows.find((row) => row.careProvider.email?.trim().toLowerCase() === wanted)?.careProvider;
}

/** Associates a care provider with the patient; answers the new association id. */
export async function insertAssociation(
  db: Database,
  fields: { patientId: number; careProviderId: number; confidentiality: number; visibility: number },
) {
  const [row] = await db
    .insert(associatedDoctors)
    .values({
      id_paziente: fields.patientId,
      id_careprovider: fields.careProviderId,
      assegnazione_confidenzialita: fields.confidentiality,
      visibility: fields.visibility,
    })
    .onConflictDoNothing()
    .returning({ id_cpp: associatedDoctors.id_cpp });
  return row?.id_cpp;
}

/** Changes an association's confidentiality and visibility and replaces its tags. */
export async function updateAssociation(
  db: Database,
  associationId: number,
  fields: { confidentiality: number; visibility: number; tagIds: readonly number[] },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(associatedDoctors)
      .set({ assegnazione_confidenzialita: fields.confidentiality, visibility: fields.visibility })
      .where(eq(associatedDoctors.id_cpp, associationId));
    await tx.delete(associationTags).where(eq(associationTags.id_cpp, associationId));
    if (fields.tagIds.length > 0) {
      await tx
        .insert(associationTags)
        .values(fields.tagIds.map((id_tag) => ({ id_cpp: associationId, id_tag })))
        .onConflictDoNothing();
    }
  });
}

/** Removes an association (its tags go with it). */
export async function deleteAssociation(db: Database, associationId: number) {
  await db.delete(associatedDoctors).where(eq(associatedDoctors.id_cpp, associationId));
}

/**
 * A doctor the patient added: the care provider, its owner and phone, its specialty tag and the
 * association, in one transaction. Answers the association id.
 */
export async function insertPatientDoctor(
  db: Database,
  fields: {
    patientId: number;
    fullname: string;
    specialty: { id: number; tag: string };
    email: string;
    phone: string | null;
    address: string | null;
    locality: string | null;
    confidentiality: number;
    visibility: number;
  },
) {
  return db.transaction(async (tx) => {
    const [provider] = await tx
      .insert(careproviders)
      .values({
        fullname: fields.fullname,
        specializzation: fields.specialty.tag,
        cpp_localita_iscrizione: fields.locality,
        contatto_indirizzo: fields.address,
        email: fields.email,
      })
      .returning({ id: careproviders.id_careprovider });
    if (provider === undefined) throw new Error('The care provider was not inserted');
    await tx.insert(patientCareproviders).values({
      id_careprovider: provider.id,
      id_paziente: fields.patientId,
      contatto_telefono: fields.phone,
    });
    await tx.insert(careproviderTags).values({ id_careprovider: provider.id, id_tag: fields.specialty.id });
    const [association] = await tx
      .insert(associatedDoctors)
      .values({
        id_paziente: fields.patientId,
        id_careprovider: provider.id,
        assegnazione_confidenzialita: fields.confidentiality,
        visibility: fields.visibility,
      })
      .returning({ id_cpp: associatedDoctors.id_cpp });
    if (association === undefined) throw new Error('The association was not inserted');
    return association.id_cpp;
  });
}

/** The patient's own-doctor row of a care provider (undefined for a doctor of the directory). */
export async function findPatientCareprovider(db: Database, careProviderId: number) {
  const [row] = await db
    .select()
    .from(patientCareproviders)
    .where(eq(patientCareproviders.id_careprovider, careProviderId));
  return row;
}

/** Stores a new confirmation link (its token's hash) for a doctor the patient added. */
export async function setDoctorConfirmationLink(
  db: Database,
  careProviderId: number,
  link: { tokenHash: string; expiresAt: Date; requestedAt: Date },
) {
  await db
    .update(patientCareproviders)
    .set({
      conferma_token_hash: link.tokenHash,
      conferma_scade_il: link.expiresAt,
      conferma_richiesta_il: link.requestedAt,
    })
    .where(eq(patientCareproviders.id_careprovider, careProviderId));
}

/**
 * Uses a confirmation link once: the doctor's address counts as confirmed from `now`. Answers the
 * care provider id, or undefined for an unknown, used or expired token.
 */
export async function consumeDoctorConfirmationLink(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(patientCareproviders)
    .set({ email_confermata_il: now, conferma_token_hash: null, conferma_scade_il: null })
    .where(
      and(
        eq(patientCareproviders.conferma_token_hash, tokenHash),
        gt(patientCareproviders.conferma_scade_il, now),
      ),
    )
    .returning({ id_careprovider: patientCareproviders.id_careprovider });
  return row?.id_careprovider;
}

/** The server-wide daily caps of patient-caused mail (issue #34, T3a). */
export interface ServerMailCaps {
  since: Date;
  perRecipient: number;
  total: number;
}

/**
 * Counts one mail to a recipient (its address's hash) in the server-wide log, unless the recipient
 * or the whole server reached its cap since `caps.since`. Runs under one server-wide advisory lock,
 * so parallel sends cannot pass a cap together. Answers the log row's id, or which cap was reached.
 */
async function logOutgoingMail(
  tx: Database,
  recipientHash: string,
  now: Date,
  caps: ServerMailCaps,
): Promise<{ logId: number } | { capReached: 'recipient' | 'server' }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mail-server'))`);
  const [total] = await tx
    .select({ n: count() })
    .from(outgoingMailLog)
    .where(gt(outgoingMailLog.inviata_il, caps.since));
  if ((total?.n ?? 0) >= caps.total) return { capReached: 'server' };
  const [toRecipient] = await tx
    .select({ n: count() })
    .from(outgoingMailLog)
    .where(
      and(eq(outgoingMailLog.destinatario_hash, recipientHash), gt(outgoingMailLog.inviata_il, caps.since)),
    );
  if ((toRecipient?.n ?? 0) >= caps.perRecipient) return { capReached: 'recipient' };
  const [row] = await tx
    .insert(outgoingMailLog)
    .values({ destinatario_hash: recipientHash, inviata_il: now })
    .returning({ id: outgoingMailLog.id });
  if (row === undefined) throw new Error('The outgoing mail was not logged');
  return { logId: row.id };
}

/** Counts one mail in the server-wide log under its caps (logOutgoingMail), in a transaction of its own. */
export function reserveOutgoingMail(db: Database, recipientHash: string, now: Date, caps: ServerMailCaps) {
  return db.transaction((tx) => logOutgoingMail(tx, recipientHash, now, caps));
}

/** Forgets a logged mail that could not be sent. */
export async function deleteOutgoingMail(db: Database, logId: number) {
  await db.delete(outgoingMailLog).where(eq(outgoingMailLog.id, logId));
}

/**
 * Records a mail about to be sent, unless the patient already sent `limit` since `since`: one
 * transaction under the patient's advisory lock, so parallel sends cannot pass the limit together.
 * Answers the new row's id, or the time of the oldest mail in the window when the limit is reached.
 */
export async function reserveSentMail(
  db: Database,
  fields: typeof sentMails.$inferInsert,
  window: { since: Date; limit: number },
  server: { recipientHash: string; caps: ServerMailCaps },
): Promise<{ id: number; logId: number } | { oldest: Date } | { capReached: 'recipient' | 'server' }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-patient:${fields.id_paziente}`}))`);
    const recent = await tx
      .select({ inviata_il: sentMails.inviata_il })
      .from(sentMails)
      .where(and(eq(sentMails.id_paziente, fields.id_paziente), gt(sentMails.inviata_il, window.since)))
      .orderBy(asc(sentMails.inviata_il));
    const [oldest] = recent;
    if (recent.length >= window.limit && oldest !== undefined) return { oldest: oldest.inviata_il };
    if (recent.length >= window.limit) return { oldest: window.since };
    const logged = await logOutgoingMail(tx, server.recipientHash, fields.inviata_il, server.caps);
    if ('capReached' in logged) return logged;
    const [row] = await tx.insert(sentMails).values(fields).returning({ id: sentMails.id_mail });
    if (row === undefined) throw new Error('The sent mail was not recorded');
    return { id: row.id, logId: logged.logId };
  });
}

/** Forgets a reserved mail that could not be sent. */
export async function deleteSentMail(db: Database, mailId: number) {
  await db.delete(sentMails).where(eq(sentMails.id_mail, mailId));
}

/** The patient's sent mail, newest first. */
export function listSentMails(db: Database, patientId: number) {
  return db
    .select()
    .from(sentMails)
    .where(eq(sentMails.id_paziente, patientId))
    .orderBy(desc(sentMails.inviata_il), desc(sentMails.id_mail));
}
