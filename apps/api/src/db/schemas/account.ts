import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { licences, subscriptions } from '../schema.ts';
import { accountColumn, instant } from './columns.ts';

/*
 * Consents (spec 001 sections 2 "Consents page", 3 "Consent row", 4 "Consent", 7 "Consent"; issue #24).
 * Treatments are reference rows seeded by src/db/seeds/account.ts with their Italian and English
 * texts; a person's consent rows and their history go with the account (on delete cascade).
 */

/** Processing purposes (trattamenti); ids fixed, 14 is the processing the service needs. */
export const treatments = pgTable('trattamenti', {
  Id_Trattamento: integer('id_trattamento').primaryKey(),
  nome_it: text('nome_it').notNull(),
  nome_en: text('nome_en').notNull(),
  finalita_it: text('finalita_it').notNull(),
  finalita_en: text('finalita_en').notNull(),
  informativa_it: text('informativa_it').notNull(),
  informativa_en: text('informativa_en').notNull(),
});

/** What a consent says: whose it is, to which treatment, given or refused, and since when. */
function consentColumns() {
  return {
    id_utente: accountColumn(),
    Id_Trattamento: integer('id_trattamento')
      .notNull()
      .references(() => treatments.Id_Trattamento),
    Consenso: boolean('consenso').notNull(),
    data_consenso: instant('data_consenso').notNull(),
  };
}

/** The current consent of a person to a treatment: one row per pair. */
export const consents = pgTable(
  'consensi',
  {
    Id_Consenso_P: serial('id_consenso_p').primaryKey(),
    ...consentColumns(),
  },
  (table) => [uniqueIndex('consensi_utente_trattamento_idx').on(table.id_utente, table.Id_Trattamento)],
);

/** Every change of a consent, kept as long as the account exists (accountability, GDPR art. 7(1)). */
export const consentHistory = pgTable(
  'consensi_storico',
  {
    id: serial('id').primaryKey(),
    ...consentColumns(),
  },
  (table) => [index('consensi_storico_utente_idx').on(table.id_utente, table.data_consenso)],
);

/**
 * What is kept of a deleted account whose owner consented to it (treatment 15): a pseudonymised
 * snapshot of structured health data (no name, tax code, contacts, e-mail or free text), under a
 * random pseudonym with no link back to the person, purged by the scheduled job once
 * `purge_after` (deletion + 1 year) has passed.
 */
export const retainedAccounts = pgTable(
  'account_conservati',
  {
    id: serial('id').primaryKey(),
    pseudonimo: text('pseudonimo').notNull().unique(),
    deleted_at: instant('deleted_at').notNull(),
    purge_after: instant('purge_after').notNull(),
    dati: jsonb('dati').notNull(),
  },
  (table) => [index('account_conservati_purge_idx').on(table.purge_after)],
);

/** What a paid licence offers as a plan (spec 001 section 3 "Plan / contract"): PayPal plan and contract. */
export const subscriptionPlans = pgTable('piani_sottoscrizione', {
  id_licenza: integer('id_licenza')
    .primaryKey()
    .references(() => licences.id, { onDelete: 'cascade' }),
  /** PayPal's plan id (P-...), set by the operator for its own PayPal account. */
  id_paypal_codice_piano: text('id_paypal_codice_piano').notNull(),
  include_it: text('include_it').notNull(),
  include_en: text('include_en').notNull(),
  contratto_it: text('contratto_it').notNull(),
  contratto_en: text('contratto_en').notNull(),
});

/** A subscription paid through PayPal: which PayPal subscription granted which licence row. */
export const paypalSubscriptions = pgTable('sottoscrizioni_paypal', {
  paypal_subscription_id: text('paypal_subscription_id').primaryKey(),
  id_sottoscrizione: integer('id_sottoscrizione')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  id_utente: accountColumn(),
  /** When the renewal was turned off at PayPal; the licence runs to its expiry. */
  cancelled_at: instant('cancelled_at'),
});
