import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { accountColumn, instant } from './columns.ts';

/*
 * Administration (spec 001 sections 2, 3, 6 and 7 "Admin"; issue 25): the audit of every admin
 * change, disabled accounts, sign-in throttles an admin cleared, and password-reset tokens an admin
 * started. Permissions, roles, licences and their links are in ../schema.ts.
 */

/** Every admin change: who, when, what, the state before and after (account and reference data only). */
export const adminAudit = pgTable(
  'audit_amministrazione',
  {
    id: serial('id').primaryKey(),
    /** The admin who made the change. */
    id_utente: accountColumn(),
    created_at: instant('created_at').notNull(),
    /** The operation, e.g. `addRuoloPermesso`. */
    azione: text('azione').notNull(),
    /** What it changed, e.g. `ruolo 3`. */
    oggetto: text('oggetto').notNull(),
    prima: jsonb('prima'),
    dopo: jsonb('dopo'),
  },
  (table) => [index('audit_amministrazione_created_idx').on(table.created_at)],
);

/** Accounts an admin disabled: no sign-in, sessions revoked. Enabling deletes the row. */
export const disabledAccounts = pgTable('utenti_disabilitati', {
  id_utente: integer('id_utente')
    .primaryKey()
    .references(() => users.id_utente, { onDelete: 'cascade' }),
  disabled_at: instant('disabled_at').notNull(),
});

/**
 * When an admin last cleared an account's sign-in throttle, by account key (SHA-256 of the lower-case
 * e-mail, as `audit_accessi`): failures before it no longer count for the account (decision 0751).
 */
export const loginThrottleClears = pgTable('sblocchi_accesso', {
  account_key: text('account_key').primaryKey(),
  cleared_at: instant('cleared_at').notNull(),
});
