import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, patientColumn } from './columns.ts';

/**
 * Criteria of the score pages (spec 001 section 3 "Criterion item"), in Italian and English. Seeded
 * from @cartella/calculators (seeds/scores.ts) and rewritten on every start, so the list and the
 * formulas cannot disagree. `key` is the input field of the calculator the criterion feeds.
 */
export const scoreCriteria = pgTable(
  'score_criteri',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    title_en: text('title_en').notNull(),
    description: text('description').notNull(),
    description_en: text('description_en').notNull(),
    option1: text('option1').notNull(),
    option1_en: text('option1_en').notNull(),
    option2: text('option2').notNull(),
    option2_en: text('option2_en').notNull(),
    option3: text('option3'),
    option3_en: text('option3_en'),
    score: integer('score').notNull(),
  },
  (table) => [uniqueIndex('score_criteri_kind_key_idx').on(table.kind, table.key)],
);

/**
 * Published combination rows (spec 001 section 3 "Combination rows", the spec's spellings kept):
 * HAS-BLED bleeds per 100 patient-years, CHA2DS2-VASc stroke risks, MELD 3-month mortality bands.
 */
export const scoreCombinations = pgTable(
  'score_combinazioni',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    puntegio_totale: integer('puntegio_totale').notNull(),
    richio_sanguinamento: doublePrecision('richio_sanguinamento'),
    richio_sanguinamento_additional: doublePrecision('richio_sanguinamento_additional'),
    description: text('description').notNull(),
    description_en: text('description_en').notNull(),
  },
  (table) => [uniqueIndex('score_combinazioni_kind_total_idx').on(table.kind, table.puntegio_totale)],
);

/**
 * Saved scores (spec 001 section 3 "Score save payload" and "Saved score history row"). The inputs
 * the server recomputed the value from are kept beside it, so a saved value can be explained.
 */
export const savedScores = pgTable(
  'score_pazienti',
  {
    id: serial('id').primaryKey(),
    id_paziente: patientColumn(),
    nome_score: text('nome_score').notNull(),
    valore_score: doublePrecision('valore_score').notNull(),
    additional_score: doublePrecision('additional_score'),
    inputs: jsonb('inputs').notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('score_pazienti_paziente_idx').on(table.id_paziente, table.nome_score, table.created_at)],
);
