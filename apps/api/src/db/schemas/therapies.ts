import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { careproviders, diagnoses } from './care.ts';
import { accountColumn, confidentialityColumn, patientColumn } from './columns.ts';

/*
 * Medications, therapies and adverse-reaction reports (spec 000 sections 2, 3 and 7). Reference
 * tables are filled by src/db/seeds/therapies.ts from apps/api/data/{farmaci,atc,interazioni,
 * farmacovigilanza}/ (their SOURCE.md files carry the attributions).
 */

/** ATC tree, all five levels (AIFA / Ministero della Salute, atc/SOURCE.md). */
export const atcCodes = pgTable('atc', {
  codice_atc: text('codice_atc').primaryKey(),
  livello: integer('livello').notNull(),
  descrizione_it: text('descrizione_it').notNull(),
  codice_padre: text('codice_padre'),
});

/** AIFA equivalence groups: strength, pack and route of the packs in the group. */
export const drugGroups = pgTable('farmaci_gruppi', {
  gruppo: text('gruppo').primaryKey(),
  descrizione: text('descrizione').notNull(),
  somministrazione: text('somministrazione').notNull(),
});

/** Drug packs (AIFA equivalent-medicines list): the AIC is id_farmaco_codifa (spec 000 section 3). */
export const drugs = pgTable(
  'farmaci',
  {
    id_farmaco_codifa: text('id_farmaco_codifa').primaryKey(),
    descrizione_breve: text('descrizione_breve').notNull(),
    codice_atc: text('codice_atc').notNull(),
    principio_attivo: text('principio_attivo').notNull(),
    gruppo: text('gruppo')
      .notNull()
      .references(() => drugGroups.gruppo),
  },
  (table) => [
    index('farmaci_codice_atc_idx').on(table.codice_atc),
    index('farmaci_gruppo_idx').on(table.gruppo),
  ],
);

/** Thesaurus entities: substances, classes and other protagonists (interazioni/SOURCE.md "Entities"). */
export const interactionEntities = pgTable('interazioni_entita', {
  id: text('id').primaryKey(),
  nome_fr: text('nome_fr').notNull(),
  /** Italian and English names (apps/api/data/interazioni/SOURCE.md "Translations ... made by Cartella"). */
  nome_it: text('nome_it').notNull().default(''),
  nome_en: text('nome_en').notNull().default(''),
  tipo: text('tipo').notNull(),
  nota_fr: text('nota_fr'),
});

/** Class membership: a substance interacts under its own name and under every class it belongs to. */
export const interactionClassMembers = pgTable(
  'interazioni_classi_membri',
  {
    id_classe: text('id_classe').notNull(),
    id_membro: text('id_membro').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.id_classe, table.id_membro] }),
    index('interazioni_membro_idx').on(table.id_membro),
  ],
);

/** ATC code -> thesaurus entities, through the entity's own codes and its fixed combinations. */
export const interactionAtcIndex = pgTable(
  'interazioni_indice_atc',
  {
    codice_atc: text('codice_atc').notNull(),
    id_entita: text('id_entita').notNull(),
  },
  (table) => [primaryKey({ columns: [table.codice_atc, table.id_entita] })],
);

/** One thesaurus record per unordered pair {a, b}, with every severity level and its conditions. */
export const interactions = pgTable(
  'interazioni',
  {
    id: text('id').primaryKey(),
    a: text('a').notNull(),
    b: text('b').notNull(),
    livello: text('livello').notNull(),
    livelli: jsonb('livelli').$type<{ codice: string; condizioni_fr: string }[]>().notNull(),
    rischio_fr: text('rischio_fr').notNull(),
  },
  (table) => [index('interazioni_a_idx').on(table.a), index('interazioni_b_idx').on(table.b)],
);

/** Therapies and forbidden drugs of a patient (tbl_terapie, spec 000 section 3 "Therapy"). */
export const therapies = pgTable(
  'terapie',
  {
    id_terapie: serial('id_terapie').primaryKey(),
    id_paziente: patientColumn(),
    id_livello_confidenzialita: confidentialityColumn(),
    tipo_terapia: integer('tipo_terapia').notNull(),
    id_farmaco_codifa: text('id_farmaco_codifa')
      .notNull()
      .references(() => drugs.id_farmaco_codifa),
    quantita_farmaceutica: text('quantita_farmaceutica'),
    frequenza_farmaceutica: text('frequenza_farmaceutica'),
    data_inizio: date('data_inizio', { mode: 'string' }).notNull(),
    data_fine: date('data_fine', { mode: 'string' }),
    /** One of the patient's diagnoses (checked on save). */
    id_diagnosi: integer('id_diagnosi').references(() => diagnoses.id_diagnosi, { onDelete: 'set null' }),
    /** The care provider of one of the patient's associated doctors (checked on save). */
    id_prescrittore: integer('id_prescrittore').references(() => careproviders.id_careprovider, {
      onDelete: 'set null',
    }),
    prescrittore: text('prescrittore'),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('terapie_paziente_idx').on(table.id_paziente)],
);

/** Regional pharmacovigilance centres offered in the adverse-reaction form (one per region). */
export const pharmacovigilanceStructures = pgTable('strutture_farmacovigilanza', {
  id: integer('id').primaryKey(),
  struttura: text('struttura').notNull(),
});

/** Adverse-reaction reports (spec 000 section 3 "Adverse-reaction report"). */
export const adverseReactions = pgTable(
  'reazioni_avverse',
  {
    id: serial('id').primaryKey(),
    id_utente: accountColumn(),
    /**
     * The therapy the report is about, null once the patient deletes that therapy: a report sent to
     * pharmacovigilance outlives it (its drug and dose are kept below).
     */
    id_terapie: integer('id_terapie').references(() => therapies.id_terapie, { onDelete: 'set null' }),
    /** The suspected drug (AIC), copied from the therapy when the report is filed. */
    id_farmaco_codifa: text('id_farmaco_codifa')
      .notNull()
      .references(() => drugs.id_farmaco_codifa),
    /** The therapy's dose when the report was filed, as the form prints it. */
    quantita_farmaceutica: text('quantita_farmaceutica'),
    id_structure_pharmacovigilance: integer('id_structure_pharmacovigilance')
      .notNull()
      .references(() => pharmacovigilanceStructures.id),
    date_last_menstruation: date('date_last_menstruation', { mode: 'string' }),
    pregnancy: text('pregnancy'),
    nursing_mother: integer('nursing_mother'),
    reaction: text('reaction').notNull(),
    date_reaction: date('date_reaction', { mode: 'string' }).notNull(),
    severity: text('severity').notNull(),
    reaction_affect: integer('reaction_affect').notNull(),
    reaction_duration: text('reaction_duration').notNull(),
    drugs_to_treat_reaction: text('drugs_to_treat_reaction').notNull(),
    reaction_now: text('reaction_now').notNull(),
    batch_number: text('batch_number').notNull(),
    prescribed_by_doctor: integer('prescribed_by_doctor').notNull(),
    care_provider_warned: integer('care_provider_warned').notNull(),
    reason: text('reason').notNull(),
    adverse_reaction_drug_suspended: integer('adverse_reaction_drug_suspended').notNull(),
    first_assumption_date: date('first_assumption_date', { mode: 'string' }).notNull(),
    last_assumption_date: date('last_assumption_date', { mode: 'string' }).notNull(),
    how_many_times_day: text('how_many_times_day').notNull(),
    how_drug_taken: text('how_drug_taken').notNull(),
    drug_already_used: integer('drug_already_used').notNull(),
    same_reaction: integer('same_reaction').notNull(),
    other_drugs_used: text('other_drugs_used').notNull(),
    other_diseases: text('other_diseases').notNull(),
    name_care_provider: text('name_care_provider').notNull(),
    contactable_care_provider: integer('contactable_care_provider').notNull(),
    address_care_provider: text('address_care_provider').notNull(),
    phone_care_provider: text('phone_care_provider').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('reazioni_avverse_utente_idx').on(table.id_utente)],
);
