import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { contactDetails, patients, users } from '../schema.ts';
import { contactCityCodes, patientContacts } from '../schemas/patient-record.ts';

/** A patient with the owning user and contact details (spec 000 section 3 "Patient"). */
export async function findPatientWithUser(db: Database, patientId: number) {
  const [row] = await db
    .select({
      patient: patients,
      user: { id_utente: users.id_utente, email: users.email, utente_nome: users.utente_nome },
      contact: contactDetails,
    })
    .from(patients)
    .innerJoin(users, eq(users.id_utente, patients.id_utente))
    .leftJoin(contactDetails, eq(contactDetails.id_utente, users.id_utente))
    .where(eq(patients.id_paziente, patientId));
  return row;
}

export interface PersonalFields {
  paziente_nome: string;
  paziente_cognome: string;
  paziente_codfiscale: string | null;
  paziente_nascita: string;
  paziente_sesso: 'male' | 'female';
  id_stato_matrimoniale: number | null;
  comune_nascita: string;
  comune_nascita_codice: string | null;
}

/** Saves the personal data: the patient row and the birth city of the user's contact details. */
export async function updatePersonalData(
  db: Database,
  patientId: number,
  userId: number,
  fields: PersonalFields,
) {
  const { comune_nascita, comune_nascita_codice, ...patient } = fields;
  await db.transaction(async (tx) => {
    await tx.update(patients).set(patient).where(eq(patients.id_paziente, patientId));
    await tx
      .insert(contactDetails)
      .values({ id_utente: userId, comune_nascita })
      .onConflictDoUpdate({ target: contactDetails.id_utente, set: { comune_nascita } });
    await tx
      .insert(contactCityCodes)
      .values({ id_utente: userId, comune_nascita_codice })
      .onConflictDoUpdate({ target: contactCityCodes.id_utente, set: { comune_nascita_codice } });
  });
}

export interface ResidenceFields {
  comune_residenza: string;
  comune_residenza_codice: string | null;
  contatto_indirizzo: string;
  contatto_telefono: string;
}

/** Saves the residence and phone of the user's contact details. */
export async function updateResidence(db: Database, userId: number, fields: ResidenceFields) {
  const { comune_residenza_codice, ...contact } = fields;
  await db.transaction(async (tx) => {
    await tx
      .insert(contactDetails)
      .values({ id_utente: userId, ...contact })
      .onConflictDoUpdate({ target: contactDetails.id_utente, set: contact });
    await tx
      .insert(contactCityCodes)
      .values({ id_utente: userId, comune_residenza_codice })
      .onConflictDoUpdate({ target: contactCityCodes.id_utente, set: { comune_residenza_codice } });
  });
}

/** Saves blood group and organ donation. */
export async function updateMedicalInfo(
  db: Database,
  patientId: number,
  fields: { paziente_gruppo: string | null; paziente_donatore_organi: number | null },
) {
  await db.update(patients).set(fields).where(eq(patients.id_paziente, patientId));
}

/** A patient's contacts of one type (10 emergency, 0 other), oldest first. */
export function listPatientContacts(db: Database, patientId: number, type: number) {
  return db
    .select()
    .from(patientContacts)
    .where(and(eq(patientContacts.id_paziente, patientId), eq(patientContacts.id_contatto_tipologia, type)))
    .orderBy(asc(patientContacts.id_contatto));
}

export async function findPatientContact(db: Database, contactId: number) {
  const [row] = await db.select().from(patientContacts).where(eq(patientContacts.id_contatto, contactId));
  return row;
}

export interface ContactFields {
  id_contatto_tipologia: number;
  contatto_nominativo: string;
  contatto_telefono: string;
  id_livello_confidenzialita: number;
  /** undefined keeps the stored visibility; null clears it. */
  visibility?: number | null;
}

export async function insertPatientContact(
  db: Database,
  patientId: number,
  authorId: number,
  fields: ContactFields,
  now: Date,
) {
  const [row] = await db
    .insert(patientContacts)
    .values({ id_paziente: patientId, author_id: authorId, ...fields, created_at: now, updated_at: now })
    .returning();
  if (row === undefined) throw new Error('Contact insert returned no row');
  return row;
}

export async function updatePatientContact(
  db: Database,
  contactId: number,
  fields: ContactFields,
  now: Date,
) {
  const [row] = await db
    .update(patientContacts)
    .set({ ...fields, updated_at: now })
    .where(eq(patientContacts.id_contatto, contactId))
    .returning();
  if (row === undefined) throw new Error('Contact update returned no row');
  return row;
}
