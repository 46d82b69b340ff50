import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { accountColumn, confidentialityColumn, instant, patientColumn } from './columns.ts';

/**
 * Emergency and other contacts (spec 000 section 3 "Contact"). Deletion keeps the row with type -1
 * (spec 000 section 4: "deletion sets id_contatto_tipologia to -1 and saves").
 */
export const patientContacts = pgTable(
  'contatti_paziente',
  {
    id_contatto: serial('id_contatto').primaryKey(),
    id_paziente: patientColumn(),
    /** The user who wrote the contact (always the patient's own account). */
    author_id: accountColumn('author_id'),
    /** 10 emergency, 0 other, -1 deleted. */
    id_contatto_tipologia: integer('id_contatto_tipologia').notNull(),
    contatto_nominativo: text('contatto_nominativo').notNull(),
    contatto_telefono: text('contatto_telefono').notNull(),
    id_livello_confidenzialita: confidentialityColumn(),
    /** 1 Totale, 2 Minima, 3 Parziale; null when not specified (issue #26). */
    visibility: integer('visibility'),
    created_at: instant('created_at').notNull().defaultNow(),
    updated_at: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('contatti_paziente_paziente_idx').on(table.id_paziente, table.id_contatto_tipologia)],
);

/**
 * Belfiore codes of the birth and residence cities picked from the suggestions (Cartella addition,
 * domain ContactDetail `comune_*_codice`): the city names stay in contatti_utente.
 */
export const contactCityCodes = pgTable('contatti_utente_comuni', {
  id_utente: integer('id_utente')
    .primaryKey()
    .references(() => users.id_utente, { onDelete: 'cascade' }),
  comune_nascita_codice: text('comune_nascita_codice'),
  comune_residenza_codice: text('comune_residenza_codice'),
});
