import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { loginAttempts, patients, users } from '../schema.ts';
import { retainedAccounts } from '../schemas/account.ts';
import { vitalMeasures, vitalReadings } from '../schemas/diagnoses-visits-vitals.ts';
import { therapies } from '../schemas/therapies.ts';
import { vaccinations } from '../schemas/vaccinations.ts';
import { columnsOf } from './columns.ts';

/**
 * The pseudonymised snapshot of a patient's structured health data: no name, tax code, contacts,
 * e-mail, day of birth or free text (notes, reactions, diagnosis texts, doses typed by hand), only
 * codes, dates and measures.
 */
async function pseudonymisedSnapshot(db: Database, patientId: number) {
  const [patient] = await db
    .select({
      sesso: patients.paziente_sesso,
      nascita: patients.paziente_nascita,
      gruppo: patients.paziente_gruppo,
      donatore_organi: patients.paziente_donatore_organi,
    })
    .from(patients)
    .where(eq(patients.id_paziente, patientId));
  const vitals = await db
    .select(columnsOf(vitalReadings, ['created_on', ...vitalMeasures]))
    .from(vitalReadings)
    .where(eq(vitalReadings.id_paziente, patientId))
    .orderBy(asc(vitalReadings.created_on));
  const drugs = await db
    .select(columnsOf(therapies, ['tipo_terapia', 'id_farmaco_codifa', 'data_inizio', 'data_fine']))
    .from(therapies)
    .where(eq(therapies.id_paziente, patientId))
    .orderBy(asc(therapies.data_inizio));
  const vaccines = await db
    .select(columnsOf(vaccinations, ['id_vaccino', 'vaccinazione_data', 'vaccinazione_richiamo']))
    .from(vaccinations)
    .where(and(eq(vaccinations.id_paziente, patientId), isNull(vaccinations.deleted_at)))
    .orderBy(asc(vaccinations.vaccinazione_data));
  return {
    sesso: patient?.sesso ?? 'unknown',
    anno_nascita: patient?.nascita ? Number(patient.nascita.slice(0, 4)) : null,
    gruppo: patient?.gruppo ?? null,
    donatore_organi: patient?.donatore_organi ?? null,
    parametri_vitali: vitals.map((row) => ({
      ...row,
      created_on: row.created_on.toISOString().slice(0, 10),
    })),
    terapie: drugs,
    vaccinazioni: vaccines,
  };
}

/**
 * Deletes an account and every row that names the person, in one transaction: the patient record
 * and its lists, contacts, consents and their history, sessions, subscriptions and the sign-in
 * attempts on the account or its e-mail (by foreign keys with ON DELETE CASCADE, and the attempts
 * by their account key). With `retain`, a pseudonymised snapshot is kept until `purgeAfter`.
 * Answers false when the account does not exist (already deleted).
 */
export async function deleteAccount(
  db: Database,
  userId: number,
  options: { retain: boolean; now: Date; purgeAfter: Date; accountKey: (email: string) => string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id_utente, userId))
      .for('update');
    if (user === undefined) return false;
    const [patient] = await tx
      .select({ id: patients.id_paziente })
      .from(patients)
      .where(eq(patients.id_utente, userId));
    if (options.retain && patient !== undefined) {
      await tx.insert(retainedAccounts).values({
        pseudonimo: randomUUID(),
        deleted_at: options.now,
        purge_after: options.purgeAfter,
        dati: await pseudonymisedSnapshot(tx, patient.id),
      });
    }
    // Stored files and their bytes (apps/api/src/storage/, issue #20), share links, exams and
    // every other row that references the patient or the user with ON DELETE CASCADE go with the
    // statements below (account-deletion.test.ts checks the stored bytes are gone).
    // The patient first: rows written by the person (author_id, no cascade) go with the record.
    if (patient !== undefined) await tx.delete(patients).where(eq(patients.id_paziente, patient.id));
    await tx
      .delete(loginAttempts)
      .where(
        or(
          eq(loginAttempts.id_utente, userId),
          eq(loginAttempts.account_key, options.accountKey(user.email)),
        ),
      );
    await tx.delete(users).where(eq(users.id_utente, userId));
    return true;
  });
}

/**
 * Deletes the retained snapshots whose year has passed, in batches. Each batch claims its rows
 * with FOR UPDATE SKIP LOCKED, so several API nodes running the job at once never wait on or
 * delete the same rows twice; running it again deletes nothing more (idempotent). Answers how many
 * it deleted.
 */
export async function purgeRetainedAccounts(db: Database, now: Date, batchSize = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: retainedAccounts.id })
        .from(retainedAccounts)
        .where(lte(retainedAccounts.purge_after, now))
        .orderBy(asc(retainedAccounts.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return 0;
      const rows = await tx
        .delete(retainedAccounts)
        .where(
          inArray(
            retainedAccounts.id,
            claimed.map((row) => row.id),
          ),
        )
        .returning({ id: retainedAccounts.id });
      return rows.length;
    });
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * After a deletion (issue #34 T5): VACUUM marks the deleted rows' space free and overwrites what
 * it can, CHECKPOINT writes the pages out so the WAL holding them can be recycled. Never inside a
 * transaction (VACUUM refuses one).
 */
export async function compactAfterDeletion(db: Database): Promise<void> {
  await db.execute(sql`vacuum`);
  await db.execute(sql`checkpoint`);
}
