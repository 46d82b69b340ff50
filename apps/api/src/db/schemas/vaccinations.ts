import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { authorColumn, confidentialityColumn, instant, patientColumn } from './columns.ts';

/**
 * The vaccine catalogue (issue 21): the products of apps/api/data/vaccini/vaccini.csv, one a row.
 * `antigeni` and `aic_confezioni` keep the file's separators ('|' and ';').
 */
export const vaccines = pgTable('vaccini', {
  id_vaccino: text('id_vaccino').primaryKey(),
  descrizione_breve: text('descrizione_breve').notNull(),
  codice_atc: text('codice_atc').notNull(),
  antigeni: text('antigeni').notNull(),
  tipo: text('tipo').notNull(),
  titolare: text('titolare').notNull(),
  aic_confezioni: text('aic_confezioni').notNull(),
  /** Issue #25: false once an admin disables it; no longer suggested, vaccinations keep it. */
  attivo: boolean('attivo').notNull().default(true),
});

/**
 * Vaccinations (spec 001 section 3 "Vaccination", tbl_vaccinaziones); column names are the wire
 * names. `deleted_at` is the real soft-delete instant (docs/spec-deviations/vaccinations-links.md).
 */
export const vaccinations = pgTable(
  'vaccinazioni',
  {
    id_vaccinazione: serial('id_vaccinazione').primaryKey(),
    id_paziente: patientColumn(),
    author_id: authorColumn(),
    id_vaccino: text('id_vaccino')
      .notNull()
      .references(() => vaccines.id_vaccino),
    vaccinazione_data: date('vaccinazione_data', { mode: 'string' }).notNull(),
    vaccinazione_reazioni: text('vaccinazione_reazioni').notNull(),
    vaccinazione_richiamo: integer('vaccinazione_richiamo').notNull(),
    id_livello_confidenzialita: confidentialityColumn(),
    created_at: instant('created_at').notNull(),
    updated_at: instant('updated_at').notNull(),
    deleted_at: instant('deleted_at'),
  },
  (table) => [index('vaccinazioni_paziente_idx').on(table.id_paziente, table.vaccinazione_data)],
);

/** Personal links (spec 001 section 3 "Personal link"). */
export const personalLinks = pgTable(
  'link_personali',
  {
    linkid: serial('linkid').primaryKey(),
    id_paziente: patientColumn(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    descrizione: text('descrizione').notNull(),
    created_at: instant('created_at').notNull(),
    updated_at: instant('updated_at').notNull(),
  },
  (table) => [index('link_personali_paziente_idx').on(table.id_paziente)],
);

/**
 * Reference links (spec 001 section 3 "Reference link"), by list kind (the path segment of
 * GET /api/altroLink/{kind}); seeded from apps/api/data/link-riferimento/ and strutture-ricovero/.
 */
export const referenceLinks = pgTable(
  'link_riferimento',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    link_name: text('link_name').notNull(),
    link_sede: text('link_sede').notNull(),
    link_city: text('link_city').notNull(),
    link_informazioni: text('link_informazioni').notNull(),
    link_url: text('link_url').notNull(),
    /** Issue #25: false once an admin disables it; no longer listed to patients. */
    attivo: boolean('attivo').notNull().default(true),
  },
  (table) => [index('link_riferimento_tipo_idx').on(table.tipo, table.link_name)],
);
