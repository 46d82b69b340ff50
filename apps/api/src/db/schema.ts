import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Column names are the wire names of the spec (part 1 and part 2, section 3) wherever the spec names
 * them, so repositories map rows to answers without renaming. Only SQL that PostgreSQL 15 runs
 * (docs/decisions/0502-database-drivers.md).
 */

/** Confidentiality levels, ids fixed by the spec (part 1 section 2: 1 Nessuna Restrizione ... 6). */
export const confidentialityLevels = pgTable('livelli_confidenzialita', {
  id_livello_confidenzialita: integer('id_livello_confidenzialita').primaryKey(),
  confidenzialita_descrizione: text('confidenzialita_descrizione').notNull(),
});

/** Marital statuses (part 1 section 3 "Marital status"); ids fixed so patient rows stay meaningful. */
export const maritalStatuses = pgTable('stati_matrimoniali', {
  id_stato_matrimoniale: integer('id_stato_matrimoniale').primaryKey(),
  stato_matrimoniale_nome: text('stato_matrimoniale_nome').notNull(),
});

/** Permission keys (part 1 section 6, part 2 section 6; admin entity "Permission: id, name"). */
export const permissions = pgTable('permessi', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Roles (part 2 admin entity "Role: id, name"). */
export const roles = pgTable('ruoli', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Role -> permission links (part 2 section 6: "Roles link to permissions"). */
export const rolePermissions = pgTable(
  'ruoli_permessi',
  {
    id_ruolo: integer('id_ruolo')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    id_permesso: integer('id_permesso')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.id_ruolo, table.id_permesso] })],
);

/** Licences (part 2 admin entity "Licence: id, descrizione, costo, enable, durata_desc"). */
export const licences = pgTable('licenze', {
  id: serial('id').primaryKey(),
  descrizione: text('descrizione').notNull().unique(),
  costo: numeric('costo', { precision: 10, scale: 2 }).notNull(),
  enable: boolean('enable').notNull().default(true),
  durata_desc: text('durata_desc').notNull(),
});

/** Licence -> role links (part 2 section 6: "licences link to roles"). */
export const licenceRoles = pgTable(
  'licenze_ruoli',
  {
    id_licenza: integer('id_licenza')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    id_ruolo: integer('id_ruolo')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.id_licenza, table.id_ruolo] })],
);

/** Accounts (part 2 section 3 "User: id_utente, email, utente_nome"). E-mail stored lower-case. */
export const users = pgTable('utenti', {
  id_utente: serial('id_utente').primaryKey(),
  email: text('email').notNull().unique(),
  utente_nome: text('utente_nome').notNull(),
  password_hash: text('password_hash').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Roles held by an account directly, beside those of its licence (e.g. admin). */
export const userRoles = pgTable(
  'utenti_ruoli',
  {
    id_utente: integer('id_utente')
      .notNull()
      .references(() => users.id_utente, { onDelete: 'cascade' }),
    id_ruolo: integer('id_ruolo')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.id_utente, table.id_ruolo] })],
);

/** User contact details (part 1 section 3: user.contact_detail{...}). One row per account. */
export const contactDetails = pgTable('contatti_utente', {
  id_utente: integer('id_utente')
    .primaryKey()
    .references(() => users.id_utente, { onDelete: 'cascade' }),
  comune_nascita: text('comune_nascita'),
  comune_residenza: text('comune_residenza'),
  contatto_indirizzo: text('contatto_indirizzo'),
  contatto_telefono: text('contatto_telefono'),
});

/** Subscriptions (part 2 section 3 "Subscription: id, created_at, data_scadenza, licenze"). */
export const subscriptions = pgTable(
  'sottoscrizioni',
  {
    id: serial('id').primaryKey(),
    id_utente: integer('id_utente')
      .notNull()
      .references(() => users.id_utente, { onDelete: 'cascade' }),
    id_tipo_licenza: integer('id_tipo_licenza')
      .notNull()
      .references(() => licences.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    data_scadenza: date('data_scadenza', { mode: 'string' }),
  },
  (table) => [index('sottoscrizioni_utente_idx').on(table.id_utente)],
);

/** Patients (part 1 section 3 "Patient"); one per account: the signed-in user is the patient. */
export const patients = pgTable('pazienti', {
  id_paziente: serial('id_paziente').primaryKey(),
  id_utente: integer('id_utente')
    .notNull()
    .unique()
    .references(() => users.id_utente, { onDelete: 'cascade' }),
  paziente_nome: text('paziente_nome').notNull(),
  paziente_cognome: text('paziente_cognome').notNull(),
  paziente_codfiscale: text('paziente_codfiscale'),
  paziente_nascita: date('paziente_nascita', { mode: 'string' }),
  paziente_sesso: text('paziente_sesso').notNull().default('unknown'),
  paziente_email: text('paziente_email'),
  id_stato_matrimoniale: integer('id_stato_matrimoniale').references(
    () => maritalStatuses.id_stato_matrimoniale,
  ),
  paziente_gruppo: text('paziente_gruppo'),
  paziente_donatore_organi: integer('paziente_donatore_organi'),
});

/**
 * Sessions: only the SHA-256 of the token is stored (docs/decisions/0503-sessions.md).
 * `last_used_at` is the last request of the session, written at most every ~30 s; a session idle
 * for longer than the idle limit (600 s) is refused.
 */
export const sessions = pgTable(
  'sessioni',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    id_utente: integer('id_utente')
      .notNull()
      .references(() => users.id_utente, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the session passed a second factor (issue #23); null for a password alone. */
    second_factor_at: timestamp('second_factor_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('sessioni_token_hash_idx').on(table.token_hash)],
);

/**
 * Every login attempt (part 2 section 3 "Login log"; section 2 "Access log page"). `account_key`
 * is the SHA-256 of the lower-cased e-mail typed, so attempts on unknown addresses can be
 * throttled without storing what was typed. `outcome_reason` separates wrong credentials from
 * attempts refused by the throttle, which do not lengthen the delay. Refused attempts in a row from
 * one address on one account are folded into one `throttled` row whose `attempt_count` grows, so
 * a flood neither fills the table nor pushes the owner's sign-ins out of the access log.
 */
export const loginAttempts = pgTable(
  'audit_accessi',
  {
    id_audit: serial('id_audit').primaryKey(),
    id_utente: integer('id_utente').references(() => users.id_utente, { onDelete: 'cascade' }),
    account_key: text('account_key').notNull(),
    audit_ip: text('audit_ip').notNull(),
    dispositivo: text('dispositivo').notNull(),
    esito: text('esito', { enum: ['success', 'failure'] }).notNull(),
    outcome_reason: text('outcome_reason', { enum: ['ok', 'wrong_credentials', 'throttled'] }).notNull(),
    attempt_count: integer('attempt_count').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('audit_accessi_account_idx').on(table.account_key, table.created_at),
    index('audit_accessi_ip_idx').on(table.audit_ip, table.created_at),
    index('audit_accessi_utente_idx').on(table.id_utente, table.created_at),
  ],
);

/** Top menu items (part 2 section 3 "Menu item: label, url, image, active, submenu, status"). */
export const menuItems = pgTable('menu', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  url: text('url').notNull(),
  image: text('image'),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull(),
  /** A permission the caller must hold to see the item (the admin entry: part 1 section 6 "admin"). */
  permission: text('permission'),
});

/** Submenu entries (part 2 section 3 "Submenu entry: label, url, path, image"). */
export const submenuItems = pgTable(
  'sottomenu',
  {
    id: serial('id').primaryKey(),
    id_menu: integer('id_menu')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    path: text('path').notNull(),
    image: text('image'),
    external: boolean('external').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('sottomenu_menu_label_idx').on(table.id_menu, table.label)],
);
