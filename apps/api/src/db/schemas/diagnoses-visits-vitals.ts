import { date, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { diagnoses } from './care.ts';
import { instant, patientColumn } from './columns.ts';

/*
 * Issue #16: what an allergy is to, visits and vital readings (spec 001 section 3 "Visit" and
 * "Vital readings"). Every row belongs to one patient; the routes check the caller owns it.
 */

/**
 * What an allergy or intolerance is to (beyond the spec): an ATC class or substance (`atc`, the
 * code), an active ingredient (`principio_attivo`, its name), a drug pack (`farmaco`, the AIC) or
 * free text (`testo`). A new therapy whose drug matches warns before saving.
 */
export const allergyTargets = pgTable('diagnosi_bersagli', {
  id_diagnosi: integer('id_diagnosi')
    .primaryKey()
    .references(() => diagnoses.id_diagnosi, { onDelete: 'cascade' }),
  /** atc, principio_attivo, farmaco or testo (domain allergyTargetKinds). */
  tipo_bersaglio: text('tipo_bersaglio').notNull(),
  /** The ATC code, the active ingredient, the AIC or the text. */
  codice: text('codice').notNull(),
  /** What the patient reads: the ATC description, the ingredient, the drug name or the text. */
  descrizione: text('descrizione').notNull(),
});

/** Visits (spec 001 section 3 "Visit"). */
export const visits = pgTable(
  'visite',
  {
    id_visita: serial('id_visita').primaryKey(),
    id_paziente: patientColumn(),
    visita_data: date('visita_data', { mode: 'string' }).notNull(),
    visita_motivazione: text('visita_motivazione').notNull(),
    visita_osservazioni: text('visita_osservazioni').notNull(),
    visita_conclusioni: text('visita_conclusioni').notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('visite_paziente_idx').on(table.id_paziente, table.visita_data)],
);

/** The measures a vital reading may hold, each a column of its own, in the record's order. */
export const vitalMeasures = [
  'parametro_peso',
  'parametro_altezza',
  'parametro_pressione_massima',
  'parametro_pressione_minima',
  'parametro_frequenza_cardiaca',
  'parametro_spo2',
  'parametro_temperatura',
  'parametro_glicemia',
] as const;

/**
 * Vital readings (spec 001 section 3 "Vital readings (tbl_parametri_vitalis)"). Each measure is
 * optional; weight has its own column (the spec binds its label to the minimum pressure).
 * `source` says where the reading came from: `manuale` (typed) or a device (another issue).
 */
export const vitalReadings = pgTable(
  'parametri_vitali',
  {
    id_parametro: serial('id_parametro').primaryKey(),
    id_paziente: patientColumn(),
    /** When the reading was taken. */
    created_on: instant('created_on').notNull(),
    parametro_peso: doublePrecision('parametro_peso'),
    parametro_altezza: doublePrecision('parametro_altezza'),
    parametro_pressione_massima: integer('parametro_pressione_massima'),
    parametro_pressione_minima: integer('parametro_pressione_minima'),
    parametro_frequenza_cardiaca: integer('parametro_frequenza_cardiaca'),
    parametro_spo2: integer('parametro_spo2'),
    parametro_temperatura: doublePrecision('parametro_temperatura'),
    parametro_glicemia: integer('parametro_glicemia'),
    source: text('source').notNull().default('manuale'),
  },
  (table) => [index('parametri_vitali_paziente_idx').on(table.id_paziente, table.created_on)],
);
