import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { associatedDoctors, careproviders } from './care.ts';
import { instant, patientColumn } from './columns.ts';

/*
 * Specialty tags, doctors a patient brought in, association tags and sent mail (spec 000 sections
 * 3, 5 and 7, issue 18). The directory of care providers and the associations are in care.ts.
 */

/** The medical specialties a patient meets (spec 000 section 3: tag_medical_specialties). */
export const medicalSpecialtyTags = pgTable('tag_medical_specialties', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull().unique(),
});

/** Each care provider's specialties. */
export const careproviderTags = pgTable(
  'careprovider_tags',
  {
    id_careprovider: integer('id_careprovider')
      .notNull()
      .references(() => careproviders.id_careprovider, { onDelete: 'cascade' }),
    id_tag: integer('id_tag')
      .notNull()
      .references(() => medicalSpecialtyTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.id_careprovider, table.id_tag] })],
);

/**
 * A care provider a patient added who is not in the directory (their own family doctor): only that
 * patient sees and associates it.
 */
export const patientCareproviders = pgTable(
  'careproviders_pazienti',
  {
    id_careprovider: integer('id_careprovider')
      .primaryKey()
      .references(() => careproviders.id_careprovider, { onDelete: 'cascade' }),
    id_paziente: patientColumn(),
    contatto_telefono: text('contatto_telefono'),
    /**
     * When the doctor accepted, through the mailed link, to receive this patient's mail (issue #34,
     * T3a); null until then, and sendMail refuses to write to the address.
     */
    email_confermata_il: instant('email_confermata_il'),
    /** SHA-256 of the pending confirmation link's token (the token itself is only in the mail). */
    conferma_token_hash: text('conferma_token_hash').unique(),
    /** When the pending confirmation link stops working. */
    conferma_scade_il: instant('conferma_scade_il'),
    /** When the last confirmation request was mailed (a new one waits an hour). */
    conferma_richiesta_il: instant('conferma_richiesta_il'),
  },
  (table) => [index('careproviders_pazienti_paziente_idx').on(table.id_paziente)],
);

/** The specialties an association with visibility 3 (Parziale) lets the doctor see. */
export const associationTags = pgTable(
  'medici_associati_tags',
  {
    id_cpp: integer('id_cpp')
      .notNull()
      .references(() => associatedDoctors.id_cpp, { onDelete: 'cascade' }),
    id_tag: integer('id_tag')
      .notNull()
      .references(() => medicalSpecialtyTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.id_cpp, table.id_tag] })],
);

/** Mail a patient sent to a doctor (POST /api/sendMail): date, recipient and subject, never the text. */
export const sentMails = pgTable(
  'mail_inviate',
  {
    id_mail: serial('id_mail').primaryKey(),
    id_paziente: patientColumn(),
    id_careprovider: integer('id_careprovider').references(() => careproviders.id_careprovider, {
      onDelete: 'set null',
    }),
    destinatario_nome: text('destinatario_nome').notNull(),
    destinatario_email: text('destinatario_email').notNull(),
    oggetto: text('oggetto').notNull(),
    inviata_il: instant('inviata_il').notNull(),
  },
  (table) => [index('mail_inviate_paziente_idx').on(table.id_paziente, table.inviata_il)],
);

/**
 * Every mail a patient caused to leave the server (to a doctor, a centre, or a doctor's
 * confirmation request), by recipient, for the server-wide daily caps (issue #34, T3a). The address
 * is kept only as a SHA-256 of its lower-case form; nothing else of the mail.
 */
export const outgoingMailLog = pgTable(
  'posta_uscita_registro',
  {
    id: serial('id').primaryKey(),
    destinatario_hash: text('destinatario_hash').notNull(),
    inviata_il: instant('inviata_il').notNull(),
  },
  (table) => [
    index('posta_uscita_registro_destinatario_idx').on(table.destinatario_hash, table.inviata_il),
    index('posta_uscita_registro_inviata_idx').on(table.inviata_il),
  ],
);
