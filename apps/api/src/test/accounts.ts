import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { licences, patients, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

/** The e-mails of the two demo patients most tests sign in as, and of the demo admin. */
export const GIULIA_EMAIL = 'giulia.bianchi@example.org';
export const MARCO_EMAIL = 'marco.rossi@example.org';
export const ADMIN_EMAIL = 'admin@example.org';

let passwordHash: Promise<string> | undefined;

/**
 * A fresh account of one test, with the demo password and an e-mail no other test uses, so a test
 * never depends on what another test did to the demo accounts (throttle counters, sessions).
 */
export async function createTestAccount(
  db: Database,
  name = 'paziente',
): Promise<{ email: string; userId: number }> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const email = `${name}.${randomBytes(6).toString('hex')}@example.org`;
  const [row] = await db
    .insert(users)
    .values({ email, utente_nome: name, password_hash: await passwordHash })
    .returning({ userId: users.id_utente });
  if (row === undefined) throw new Error('The test account was not created');
  return { email, userId: row.userId };
}

/** The patient id and the user id of a demo patient, found by their e-mail. */
export async function demoPatientIds(
  db: Database,
  email: string,
): Promise<{ patientId: number; userId: number }> {
  const [row] = await db
    .select({ patientId: patients.id_paziente, userId: users.id_utente })
    .from(patients)
    .innerJoin(users, eq(users.id_utente, patients.id_utente))
    .where(eq(users.email, email));
  if (row === undefined) throw new Error(`The demo patient ${email} is missing`);
  return row;
}

/** The id of a licence, found by its name (Base, Completa…). */
export async function licenceIdOf(db: Database, descrizione: string): Promise<number> {
  const [row] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(eq(licences.descrizione, descrizione));
  if (row === undefined) throw new Error(`no licence ${descrizione}`);
  return row.id;
}
