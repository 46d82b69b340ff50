import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';
import { accountColumn, instant } from './columns.ts';

/*
 * The second factor (issue #23): an authenticator app's secret and its recovery codes, passkeys,
 * sign-ins waiting for their second step, and WebAuthn challenges. Everything a sign-in needs
 * between two requests is here, not in a process's memory, so any API node can take each step.
 */

/**
 * An account's authenticator-app secret (RFC 6238). In force once `confirmed_at` is set (the
 * patient typed a code the app made); `last_step` is the time step of the last accepted code, so
 * a code is never accepted twice.
 */
export const totpSecrets = pgTable('totp_utente', {
  id_utente: integer('id_utente')
    .primaryKey()
    .references(() => users.id_utente, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  created_at: instant('created_at').notNull(),
  confirmed_at: instant('confirmed_at'),
  last_step: bigint('last_step', { mode: 'number' }),
});

/** Recovery codes: the SHA-256 of each (random, 50 bits), used once. */
export const recoveryCodes = pgTable(
  'codici_recupero',
  {
    id: serial('id').primaryKey(),
    id_utente: accountColumn(),
    code_hash: text('code_hash').notNull(),
    used_at: instant('used_at'),
  },
  (table) => [index('codici_recupero_utente_idx').on(table.id_utente)],
);

/** Passkeys (WebAuthn credentials): the public key and the signature counter. */
export const passkeys = pgTable(
  'passkey',
  {
    id: serial('id').primaryKey(),
    id_utente: accountColumn(),
    /** The credential id, base64url. */
    credential_id: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    /** How the browser can reach it, comma-separated ('internal,hybrid'). */
    transports: text('transports').notNull(),
    nome: text('nome').notNull(),
    created_at: instant('created_at').notNull(),
    last_used_at: instant('last_used_at'),
  },
  (table) => [
    uniqueIndex('passkey_credential_idx').on(table.credential_id),
    index('passkey_utente_idx').on(table.id_utente),
  ],
);

/**
 * A sign-in whose password (or OpenID provider) was right, waiting for its second step: the
 * token's SHA-256, the login attempt to mark as a success when it is done, and the wrong codes
 * tried. Used once; kept `SECOND_STEP_MINUTES` at most.
 */
export const pendingSignIns = pgTable('accessi_in_attesa', {
  token_hash: text('token_hash').primaryKey(),
  id_utente: accountColumn(),
  /** The login attempt recorded for the password (login_attempts.id); null after the provider. */
  id_tentativo: integer('id_tentativo'),
  tentativi: integer('tentativi').notNull().default(0),
  dispositivo: text('dispositivo').notNull(),
  audit_ip: text('audit_ip').notNull(),
  expires_at: instant('expires_at').notNull(),
});

/**
 * WebAuthn challenges handed out and not yet answered: each is used once and lasts five minutes.
 * `id_utente` is the account registering a passkey, or the pending sign-in's account for a second
 * step; null for a passkey sign-in on its own (any of the account's passkeys may answer).
 */
export const webauthnChallenges = pgTable('webauthn_sfide', {
  challenge: text('challenge').primaryKey(),
  scopo: text('scopo', { enum: ['registration', 'authentication'] }).notNull(),
  id_utente: integer('id_utente').references(() => users.id_utente, { onDelete: 'cascade' }),
  expires_at: instant('expires_at').notNull(),
});
