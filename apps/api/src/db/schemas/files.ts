import {
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountColumn, confidentialityColumn, instant, patientColumn } from './columns.ts';

/*
 * Issue #20: stored bytes (src/storage/, shared by the files page and, later, exam attachments),
 * the files page's rows (spec 000 section 3 "File (files page)") and short-lived download links.
 */

/** PostgreSQL bytea, read and written as a Node Buffer (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One stored file's bytes (src/storage/blobs.ts). `owner_kind` + `owner_id` name the row the bytes
 * belong to (`file` -> files.id_file; `exam_attachment` -> an exam attachment), one blob per owner.
 * `id_paziente` is kept on the blob itself so the per-patient quota is one sum.
 */
export const storedBlobs = pgTable(
  'blob_archiviati',
  {
    id_blob: serial('id_blob').primaryKey(),
    owner_kind: text('owner_kind').notNull(),
    owner_id: integer('owner_id').notNull(),
    id_paziente: patientColumn(),
    /** The media type sniffed from the bytes (or the declared one for plain text types). */
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    /** SHA-256 of the bytes, hex: lets a download be checked and a re-upload recognised. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blob_archiviati_owner_idx').on(table.owner_kind, table.owner_id),
    index('blob_archiviati_paziente_idx').on(table.id_paziente),
  ],
);

/** Files of the files page, ordinary and Kardia (spec 000 section 3 "File (files page)"). */
export const patientFiles = pgTable(
  'files',
  {
    id_file: serial('id_file').primaryKey(),
    id_paziente: patientColumn(),
    id_autore: accountColumn('id_autore'),
    id_audit_log: integer('id_audit_log').notNull(),
    file_nome: text('file_nome').notNull(),
    file_type: text('file_type').notNull(),
    /** Size in MB (spec 000 section 9). */
    file_size: doublePrecision('file_size').notNull(),
    type: text('type').notNull(),
    data_rilievo: date('data_rilievo', { mode: 'string' }).notNull(),
    data_reg: instant('data_reg').notNull(),
    file_commento: text('file_commento'),
    tags: jsonb('tags').$type<number[]>().notNull().default([]),
    id_livello_confidenzialita: confidentialityColumn(),
  },
  (table) => [index('files_paziente_idx').on(table.id_paziente, table.data_rilievo)],
);

/**
 * Download links (GET /api/getDRoute/{id}): only the SHA-256 of the token is kept; a link serves
 * one blob to the account that asked for it, until `expires_at`.
 */
export const downloadLinks = pgTable(
  'link_download',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    id_utente: accountColumn(),
    owner_kind: text('owner_kind').notNull(),
    owner_id: integer('owner_id').notNull(),
    /** The name the download is saved as. */
    file_nome: text('file_nome').notNull(),
    expires_at: instant('expires_at').notNull(),
  },
  (table) => [uniqueIndex('link_download_token_idx').on(table.token_hash)],
);
