import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant, patientColumn } from './columns.ts';
import { exams } from './exams.ts';

/**
 * Issue #19, beyond the spec: structured results of a completed Laboratori Analisi exam. A result
 * has no date of its own (it is the exam's) and goes with its exam or its patient.
 */
export const examResults = pgTable(
  'indagini_risultati',
  {
    id: serial('id').primaryKey(),
    id_indagine: integer('id_indagine')
      .notNull()
      .references(() => exams.id_indagine, { onDelete: 'cascade' }),
    id_paziente: patientColumn(),
    /** The analyte as the report names it ("Creatinina"). */
    analita: text('analita').notNull(),
    valore: doublePrecision('valore').notNull(),
    /** The unit, or '' (a ratio such as the INR). */
    unita: text('unita').notNull().default(''),
    /** The lab's reference range; either limit may be missing. */
    rif_min: doublePrecision('rif_min'),
    rif_max: doublePrecision('rif_max'),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('indagini_risultati_indagine_idx').on(table.id_indagine),
    index('indagini_risultati_paziente_idx').on(table.id_paziente),
    // Whatever writes a result, its range is never inverted (the flag relies on it).
    check(
      'indagini_risultati_rif_ordine',
      sql`${table.rif_min} is null or ${table.rif_max} is null or ${table.rif_min} <= ${table.rif_max}`,
    ),
  ],
);
