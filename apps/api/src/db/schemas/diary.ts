import type { DiaryPainMark } from '@cartella/domain';
import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { authorColumn, confidentialityColumn, instant, patientColumn } from './columns.ts';

/**
 * Pain-diary entries (spec 000 section 3 "Diary entry"); column names are the wire names. The two
 * drawings are stored as the PNG data URLs the API accepted (checked and size-capped in
 * routes/diary.ts), so reading them back needs no conversion. `deleted_at` is the soft-delete
 * instant: a deleted row stays for the record but leaves every list.
 */
export const diaryEntries = pgTable(
  'taccuini',
  {
    id_taccuino: serial('id_taccuino').primaryKey(),
    id_paziente: patientColumn(),
    author_id: authorColumn(),
    taccuino_2d_drawn: integer('taccuino_2d_drawn').notNull().default(1),
    taccuino_data: date('taccuino_data', { mode: 'string' }).notNull(),
    taccuino_descrizione: text('taccuino_descrizione').notNull().default(''),
    taccuino_report_anteriore: text('taccuino_report_anteriore'),
    taccuino_report_posteriore: text('taccuino_report_posteriore'),
    /** Pain marks read from the drawings (region, view, strongest level; issue #26). */
    taccuino_zone: jsonb('taccuino_zone').$type<DiaryPainMark[]>().notNull().default([]),
    id_livello_confidenzialita: confidentialityColumn(),
    created_at: instant('created_at').notNull(),
    updated_at: instant('updated_at').notNull(),
    deleted_at: instant('deleted_at'),
  },
  (table) => [index('taccuini_paziente_idx').on(table.id_paziente, table.taccuino_data)],
);
