import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from '../schema.ts';
import { accountColumn, instant } from './columns.ts';

/*
 * Identity (issue #23): registrations waiting for their verification link, password-reset links,
 * the mail-sending requests they are throttled by, each session's device and address, and changes
 * of e-mail waiting for verification. Tokens of mailed links are kept only as their SHA-256 (like
 * session tokens, docs/decisions/0503).
 */

/**
 * A registration waiting for its e-mail to be verified. The account (with its patient record and
 * licence) is created only when the link is followed, so an address typed by someone else never
 * becomes an account, and several pending registrations of one address do not block its owner.
 */
export const pendingRegistrations = pgTable(
  'registrazioni_in_attesa',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    password_hash: text('password_hash').notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
  },
  (table) => [uniqueIndex('registrazioni_in_attesa_token_idx').on(table.token_hash)],
);

/** A password-reset link: single use, valid 30 minutes. */
export const passwordResets = pgTable(
  'reset_password',
  {
    id: serial('id').primaryKey(),
    id_utente: accountColumn(),
    token_hash: text('token_hash').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
  },
  (table) => [uniqueIndex('reset_password_token_idx').on(table.token_hash)],
);

/**
 * Every request that sends an identity mail (registration, password reset), for throttling per
 * typed address (its SHA-256, whether an account has it or not) and per client address.
 */
export const identityMailRequests = pgTable(
  'richieste_posta_identita',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['registration', 'password_reset', 'email_change'] }).notNull(),
    account_key: text('account_key').notNull(),
    audit_ip: text('audit_ip').notNull(),
    created_at: instant('created_at').notNull(),
  },
  (table) => [
    index('richieste_posta_identita_account_idx').on(table.account_key, table.created_at),
    index('richieste_posta_identita_ip_idx').on(table.audit_ip, table.created_at),
  ],
);

/** Where and on what a session started (the account page's list of sessions). */
export const sessionDetails = pgTable('sessioni_dettagli', {
  id_sessione: integer('id_sessione')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  dispositivo: text('dispositivo').notNull(),
  audit_ip: text('audit_ip').notNull(),
});

/**
 * A change of sign-in e-mail waiting for the new address to be verified (24 hours, single use);
 * the old address is told when it is asked for and when it is done.
 */
export const emailChanges = pgTable(
  'cambi_email',
  {
    id: serial('id').primaryKey(),
    id_utente: accountColumn(),
    new_email: text('new_email').notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
  },
  (table) => [uniqueIndex('cambi_email_token_idx').on(table.token_hash)],
);

/**
 * Sign-ins through the OpenID provider under way (issue #23): the state's SHA-256, the PKCE
 * verifier and the nonce of one authorization request, used once by the callback and kept ten
 * minutes at most. In the database, so any API node can take the provider's answer.
 */
export const oidcRequests = pgTable('oidc_richieste', {
  state_hash: text('state_hash').primaryKey(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expires_at: instant('expires_at').notNull(),
  /** Set when a signed-in account links its provider identity instead of signing in. */
  id_utente_link: integer('id_utente_link').references(() => users.id_utente, { onDelete: 'cascade' }),
});

/**
 * Provider identities linked to an account from the account page (issue #23): the ID token's
 * issuer and subject, which sign that account in whatever e-mail the provider reports later.
 */
export const externalIdentities = pgTable(
  'identita_esterne',
  {
    id: serial('id').primaryKey(),
    id_utente: accountColumn(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the provider reported when linking, to tell the links apart. */
    email: text('email').notNull(),
    created_at: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('identita_esterne_subject_idx').on(table.issuer, table.subject)],
);
