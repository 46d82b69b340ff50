import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { contactDetails, patients, users } from '../schema.ts';

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
