import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant, patientColumn } from './columns.ts';

/**
 * Share links for doctors (issue #22, beyond the spec): a patient lets a doctor open one report
 * without an account. Only the SHA-256 of the token is kept, so the database never holds a working
 * link; `scade_il` null means permanent (the emergency card only); `pin_hash` is an argon2id hash of
 * the optional PIN; `revocato_il` ends the link at once.
 */
export const shareLinks = pgTable(
  'link_condivisione',
  {
    id_link: serial('id_link').primaryKey(),
    id_paziente: patientColumn(),
    token_hash: text('token_hash').notNull().unique(),
    /** What the link shows: emergenza, report or fhir. */
    contenuto: text('contenuto', { enum: ['emergenza', 'report', 'fhir'] }).notNull(),
    /** Items above this confidentiality level are left out of what the doctor sees. */
    livello: integer('livello').notNull(),
    /** Who it is for, as the patient names it (optional). */
    destinatario: text('destinatario').notNull().default(''),
    pin_hash: text('pin_hash'),
    creato_il: instant('creato_il').notNull(),
    scade_il: instant('scade_il'),
    revocato_il: instant('revocato_il'),
  },
  (table) => [index('link_condivisione_paziente_idx').on(table.id_paziente)],
);

/** Every opening of a share link by the doctor: when, from which device and address. */
export const shareLinkOpenings = pgTable(
  'link_condivisione_aperture',
  {
    id_apertura: serial('id_apertura').primaryKey(),
    id_link: integer('id_link')
      .notNull()
      .references(() => shareLinks.id_link, { onDelete: 'cascade' }),
    aperto_il: instant('aperto_il').notNull(),
    dispositivo: text('dispositivo').notNull(),
    indirizzo: text('indirizzo').notNull(),
  },
  (table) => [index('link_condivisione_aperture_link_idx').on(table.id_link, table.aperto_il)],
);

/** Wrong PINs typed on a share link, for the growing delays of lib/throttle.ts. */
export const shareLinkPinFailures = pgTable(
  'link_condivisione_pin_errati',
  {
    id_errore: serial('id_errore').primaryKey(),
    id_link: integer('id_link')
      .notNull()
      .references(() => shareLinks.id_link, { onDelete: 'cascade' }),
    tentato_il: instant('tentato_il').notNull(),
  },
  (table) => [index('link_condivisione_pin_errati_link_idx').on(table.id_link, table.tentato_il)],
);
