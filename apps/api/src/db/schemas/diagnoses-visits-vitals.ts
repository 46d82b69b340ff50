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
 * One save of a monitor's readings (issue #37): which monitor, and which of its users the patient
 * said they are. Its readings point to it, so the whole import can be undone at once, and the
 * next save from the same monitor (by serial number) preselects the same user.
 */
export const deviceImports = pgTable(
  'importazioni_dispositivo',
  {
    id_importazione: serial('id_importazione').primaryKey(),
    id_paziente: patientColumn(),
    /** When the readings were saved. */
    created_on: instant('created_on').notNull().defaultNow(),
    /** The device's Bluetooth name. */
    dispositivo: text('dispositivo').notNull(),
    numero_serie: text('numero_serie'),
    /** The monitor user (usr.dat id byte) whose pressure readings were saved; null for none. */
    id_utente_dispositivo: integer('id_utente_dispositivo'),
    utente_dispositivo: text('utente_dispositivo'),
  },
  (table) => [index('importazioni_dispositivo_paziente_idx').on(table.id_paziente, table.created_on)],
);

/**
 * Vital readings (spec 001 section 3 "Vital readings (tbl_parametri_vitalis)"). Each measure is
 * optional; weight has its own column (the spec binds its label to the minimum pressure).
 * `source` says where the reading came from: `manuale` (typed) or `dispositivo`; a device's
 * reading names its import, and goes when the import is undone.
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
    id_importazione: integer('id_importazione').references(() => deviceImports.id_importazione, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('parametri_vitali_paziente_idx').on(table.id_paziente, table.created_on),
    index('parametri_vitali_importazione_idx').on(table.id_importazione),
  ],
);
