import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { demoAccounts } from '../demo-accounts.ts';
import { contactDetails, patients, users } from '../schema.ts';
import { contactCityCodes, patientContacts } from '../schemas/patient-record.ts';

/** Belfiore codes of the demo accounts' cities (data/comuni/comuni.json). */
const demoCityCodes: Record<string, string> = { Roma: 'H501', Milano: 'F205', Torino: 'L219' };

/** One emergency contact for Giulia, so the demo shows the list (spec 000 section 2). */
const giuliaContact = {
  id_contatto_tipologia: 10,
  contatto_nominativo: 'Paolo Bianchi',
  contatto_telefono: '+39 333 123 4567',
  id_livello_confidenzialita: 4,
};

/**
 * Demo data of the patient record: the picked-city codes of the demo accounts and Giulia's
 * emergency contact. Insert-if-missing, so running it twice changes nothing.
 */
export async function seedPatientRecord(db: Database, options: { demoAccounts: boolean }): Promise<void> {
  if (!options.demoAccounts) return;
  const emails = demoAccounts.map((account) => account.email);
  const rows = await db
    .select({
      id_utente: users.id_utente,
      email: users.email,
      id_paziente: patients.id_paziente,
      contact: contactDetails,
    })
    .from(users)
    .innerJoin(patients, eq(patients.id_utente, users.id_utente))
    .leftJoin(contactDetails, eq(contactDetails.id_utente, users.id_utente))
    .where(inArray(users.email, emails));
  for (const row of rows) {
    await db
      .insert(contactCityCodes)
      .values({
        id_utente: row.id_utente,
        comune_nascita_codice: demoCityCodes[row.contact?.comune_nascita ?? ''] ?? null,
        comune_residenza_codice: demoCityCodes[row.contact?.comune_residenza ?? ''] ?? null,
      })
      .onConflictDoNothing();
    if (row.email !== 'giulia.bianchi@example.org') continue;
    const existing = await db
      .select({ id: patientContacts.id_contatto })
      .from(patientContacts)
      .where(eq(patientContacts.id_paziente, row.id_paziente))
      .limit(1);
    if (existing.length === 0) {
      await db
        .insert(patientContacts)
        .values({ id_paziente: row.id_paziente, author_id: row.id_utente, ...giuliaContact });
    }
  }
}
