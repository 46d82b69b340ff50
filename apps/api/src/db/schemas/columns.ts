import { integer, timestamp } from 'drizzle-orm/pg-core';
import { confidentialityLevels, patients, users } from '../schema.ts';

/*
 * Column groups that the tables of a patient's record repeat, one definition each. A helper
 * builds a new column at every call, so two tables never share a builder.
 */

/** An instant: a timestamp with time zone, read as a Date. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** The patient a row belongs to (id_paziente); the row goes with the patient. */
export function patientColumn() {
  return integer('id_paziente')
    .notNull()
    .references(() => patients.id_paziente, { onDelete: 'cascade' });
}

/** An account a row belongs to (id_utente unless named); the row goes with the account. */
export function accountColumn(name = 'id_utente') {
  return integer(name)
    .notNull()
    .references(() => users.id_utente, { onDelete: 'cascade' });
}

/** The account that wrote a record item (author_id): it cannot be deleted while its items stay. */
export function authorColumn() {
  return integer('author_id')
    .notNull()
    .references(() => users.id_utente);
}

/** The confidentiality level of a record item (1-6, livelli_confidenzialita). */
export function confidentialityColumn() {
  return integer('id_livello_confidenzialita')
    .notNull()
    .references(() => confidentialityLevels.id_livello_confidenzialita);
}
