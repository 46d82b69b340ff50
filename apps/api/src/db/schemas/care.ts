import { date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { confidentialityLevels } from '../schema.ts';
import { confidentialityColumn, instant, patientColumn } from './columns.ts';

/*
 * Care providers, the doctors associated with a patient (spec 000 section 3 "Associated doctor")
 * and diagnoses (spec 001 section 3 "Diagnosis"). Care providers hold no Cartella account: the
 * signed-in user is always the patient (spec 000 section 1).
 */

/** Doctors a patient can associate with (spec 000 section 3: care_provider{...}). */
export const careproviders = pgTable('careproviders', {
  id_careprovider: serial('id_careprovider').primaryKey(),
  fullname: text('fullname').notNull(),
  cpp_localita_iscrizione: text('cpp_localita_iscrizione'),
  /** The spec's spelling. */
  specializzation: text('specializzation'),
  contatto_indirizzo: text('contatto_indirizzo'),
  email: text('email'),
});

/** A patient's doctors (spec 000 section 3 "Associated doctor"). */
export const associatedDoctors = pgTable(
  'medici_associati',
  {
    id_cpp: serial('id_cpp').primaryKey(),
    id_paziente: patientColumn(),
    id_careprovider: integer('id_careprovider')
      .notNull()
      .references(() => careproviders.id_careprovider, { onDelete: 'cascade' }),
    /** Spec 000 section 9: 1 for a new association. */
    assegnazione_confidenzialita: integer('assegnazione_confidenzialita')
      .notNull()
      .default(1)
      .references(() => confidentialityLevels.id_livello_confidenzialita),
    /** 1 total, 2 minimal (the default on add, spec 000 section 9), 3 restricted by tags. */
    visibility: integer('visibility').notNull().default(2),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('medici_associati_paziente_careprovider_key').on(table.id_paziente, table.id_careprovider),
  ],
);

/** Diagnoses, allergies and intolerances (spec 001 section 3 "Diagnosis"); deletion is soft. */
export const diagnoses = pgTable(
  'diagnosi',
  {
    id_diagnosi: serial('id_diagnosi').primaryKey(),
    id_paziente: patientColumn(),
    /** 0 confirmed, 1 suspected, 2 excluded (domain diagnosisStates). */
    diagnosi_stato: integer('diagnosi_stato').notNull(),
    /** Diagnosi, Allergia or Intolleranza (domain diagnosisTypes). */
    tipo_diagnosi: text('tipo_diagnosi').notNull(),
    diagnosi_patologia: text('diagnosi_patologia').notNull(),
    /** The doctor, when picked from the patient's associated doctors. */
    id_careprovider: integer('id_careprovider').references(() => careproviders.id_careprovider, {
      onDelete: 'set null',
    }),
    /** The doctor typed after choosing 'Nuovo Careprovider..' (spec 001 section 2: 'Altro Medico'). */
    careprovider: text('careprovider'),
    diagnosi_inserimento: date('diagnosi_inserimento', { mode: 'string' }).notNull(),
    id_livello_confidenzialita: confidentialityColumn(),
    deleted_at: instant('deleted_at'),
  },
  (table) => [index('diagnosi_paziente_idx').on(table.id_paziente)],
);
