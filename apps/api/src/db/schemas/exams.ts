import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { diagnoses } from './care.ts';
import { accountColumn, confidentialityColumn, instant, patientColumn } from './columns.ts';

/*
 * Issue #19: exams (spec 000 sections 3 and 5 "Exam"), the investigation catalogue the add form
 * suggests from, and the affiliated centres (spec 001 section 3 "Care centre"). Every exam
 * belongs to one patient; the routes check the caller owns it.
 */

/** The investigation catalogue (apps/api/data/indagini/indagini.csv): reference data. */
export const diagnosticInvestigations = pgTable(
  'indagini_catalogo',
  {
    id: serial('id').primaryKey(),
    /** One of the four exam types (domain examTypes). */
    tipologia: text('tipologia').notNull(),
    /** Nomenclator code where one is given, else empty. */
    codice: text('codice').notNull().default(''),
    /** The name a patient reads on a prescription. */
    descrizione: text('descrizione').notNull().unique(),
    /** Issue #25: false once an admin disables it; no longer suggested, exams that name it keep it. */
    attivo: boolean('attivo').notNull().default(true),
  },
  (table) => [index('indagini_catalogo_tipologia_idx').on(table.tipologia)],
);

/** Affiliated centres (spec 001 section 3 "Care centre"); `tipo` 1 specialist, 2 radiology, 3 laboratory. */
export const careCentres = pgTable(
  'centri_convenzionati',
  {
    id: serial('id').primaryKey(),
    tipo: integer('tipo').notNull(),
    centro_nome: text('centro_nome').notNull().unique(),
    centro_indirizzo: text('centro_indirizzo').notNull(),
    telefono: text('telefono').notNull(),
    /** Where the send-e-mail action writes; never sent to the browser's choice. */
    email: text('email').notNull(),
    titolo: text('titolo').notNull().default(''),
    sottotitolo: text('sottotitolo').notNull().default(''),
    testo: text('testo').notNull().default(''),
    /** http or https address, or empty. */
    sito_web: text('sito_web').notNull().default(''),
    /** Issue #25: false once an admin disables it; no longer listed, exams that name it keep it. */
    attivo: boolean('attivo').notNull().default(true),
  },
  (table) => [
    index('centri_convenzionati_tipo_idx').on(table.tipo),
    // Issue #19 (centres): whatever writes a centre, its website is '' or http(s) only.
    check(
      'centri_convenzionati_sito_web_http',
      sql`${table.sito_web} = '' or ${table.sito_web} like 'http://%' or ${table.sito_web} like 'https://%'`,
    ),
  ],
);

/** Exams (indagini). Status 3 with `deleted_at` is the soft delete. */
export const exams = pgTable(
  'indagini',
  {
    id_indagine: serial('id_indagine').primaryKey(),
    id_paziente: patientColumn(),
    indagine_tipologia: text('indagine_tipologia').notNull(),
    id_diagn_investigations: integer('id_diagn_investigations').references(() => diagnosticInvestigations.id),
    indagine_stato: integer('indagine_stato').notNull(),
    indagine_motivo: text('indagine_motivo').notNull().default(''),
    indagine_data_display: date('indagine_data_display', { mode: 'string' }),
    id_centro_indagine: integer('id_centro_indagine').references(() => careCentres.id),
    altro_centro: text('altro_centro'),
    careprovider: text('careprovider'),
    id_livello_confidenzialita: confidentialityColumn(),
    created_at: instant('created_at').notNull().defaultNow(),
    deleted_at: instant('deleted_at'),
  },
  (table) => [index('indagini_paziente_idx').on(table.id_paziente, table.indagine_stato)],
);

/** The diagnoses an exam is linked to (the exam's `diags`). */
export const examDiagnoses = pgTable(
  'indagini_diagnosi',
  {
    id_indagine: integer('id_indagine')
      .notNull()
      .references(() => exams.id_indagine, { onDelete: 'cascade' }),
    id_diagnosi: integer('id_diagnosi')
      .notNull()
      .references(() => diagnoses.id_diagnosi, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.id_indagine, table.id_diagnosi] })],
);

/**
 * Files attached to an exam (spec 000 section 3 "Exam file"). The bytes are a stored blob of kind
 * `exam_attachment` (src/storage/blobs.ts), shared with the files page's storage, limits and quota.
 */
export const examAttachments = pgTable(
  'indagini_allegati',
  {
    id_file: serial('id_file').primaryKey(),
    id_paziente: patientColumn(),
    id_autore: accountColumn('id_autore'),
    id_indagine: integer('id_indagine')
      .notNull()
      .references(() => exams.id_indagine, { onDelete: 'cascade' }),
    file_nome: text('file_nome').notNull(),
    /** Media type sniffed from the bytes. */
    file_type: text('file_type').notNull(),
    /** Size in MB (spec 000 section 9). */
    file_size: doublePrecision('file_size').notNull(),
    /** Kind of file (the files page's ordinary types). */
    type: text('type').notNull(),
    file_commento: text('file_commento'),
    /** Survey date. */
    created_at: date('created_at', { mode: 'string' }).notNull(),
    data_reg: instant('data_reg').notNull().defaultNow(),
    id_livello_confidenzialita: confidentialityColumn(),
  },
  (table) => [index('indagini_allegati_indagine_idx').on(table.id_indagine)],
);
