import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { authorColumn, instant, patientColumn } from './columns.ts';

/**
 * Anamnesis (spec 001 section 3 "Anamnesis texts" and "Physiological anamnesis"): every save of
 * a section is a new row, so the history stays readable. `id_anamnesi_log` is the version id and
 * `dataAggiornamento` its save instant; the newest row of a section is the current anamnesis.
 * The three free-text sections keep their text in `contenuto`; the physiological anamnesis keeps
 * its answers, as validated by the domain schema, in `fisiologica`.
 */
export const anamnesisVersions = pgTable(
  'anamnesi_versioni',
  {
    id_anamnesi_log: serial('id_anamnesi_log').primaryKey(),
    id_paziente: patientColumn(),
    author_id: authorColumn(),
    /** AnamnesiFamiliare, AnamnesiRemota, AnamnesiProssima or AnamnesiFisiologica. */
    sezione: text('sezione').notNull(),
    contenuto: text('contenuto'),
    fisiologica: jsonb('fisiologica'),
    dataAggiornamento: instant('dataAggiornamento').notNull(),
  },
  (table) => [
    index('anamnesi_versioni_sezione_idx').on(table.id_paziente, table.sezione, table.id_anamnesi_log),
  ],
);

/** Pregnancies (spec 001 section 3 "Pregnancy", tbl_gravidanze); column names are the wire names. */
export const pregnancies = pgTable(
  'gravidanze',
  {
    id_gravidanza: serial('id_gravidanza').primaryKey(),
    id_paziente: patientColumn(),
    eta: integer('eta').notNull(),
    inizio_gravidanza: date('inizio_gravidanza', { mode: 'string' }).notNull(),
    fine_gravidanza: date('fine_gravidanza', { mode: 'string' }),
    esito: text('esito'),
    sesso_bambino: text('sesso_bambino'),
    note_gravidanza: text('note_gravidanza'),
    created_at: instant('created_at').notNull(),
    updated_at: instant('updated_at').notNull(),
  },
  (table) => [index('gravidanze_paziente_idx').on(table.id_paziente, table.inizio_gravidanza)],
);
