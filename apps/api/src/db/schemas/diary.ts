import type { DiaryPainMark } from '@cartella/domain';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { confidentialityLevels, patients, users } from '../schema.ts';

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
    id_paziente: integer('id_paziente')
      .notNull()
      .references(() => patients.id_paziente, { onDelete: 'cascade' }),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id_utente),
    taccuino_2d_drawn: integer('taccuino_2d_drawn').notNull().default(1),
    taccuino_data: date('taccuino_data', { mode: 'string' }).notNull(),
    taccuino_descrizione: text('taccuino_descrizione').notNull().default(''),
    taccuino_report_anteriore: text('taccuino_report_anteriore'),
    taccuino_report_posteriore: text('taccuino_report_posteriore'),
    /** Pain marks read from the drawings (region, view, strongest level; issue #26). */
    taccuino_zone: jsonb('taccuino_zone').$type<DiaryPainMark[]>().notNull().default([]),
    id_livello_confidenzialita: integer('id_livello_confidenzialita')
      .notNull()
      .references(() => confidentialityLevels.id_livello_confidenzialita),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('taccuini_paziente_idx').on(table.id_paziente, table.taccuino_data)],
);
