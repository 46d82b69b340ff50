import { and, asc, desc, eq, exists, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  licenceRoles,
  licences,
  permissions,
  rolePermissions,
  roles,
  sessions,
  subscriptions,
  userRoles,
  users,
} from '../schema.ts';
import { adminAudit, disabledAccounts, loginThrottleClears } from '../schemas/admin.ts';
import { passwordResets } from '../schemas/identity.ts';

/*
 * Queries of the admin area (issue 25). Account and reference data only: nothing here reads a
 * patient's record (pazienti and the clinical tables are never joined).
 */

export async function listPermissions(db: Database) {
  return db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .orderBy(asc(permissions.name));
}

/** Inserts a permission or a role (two tables of the same shape); undefined when the name exists. */
async function insertNamed(db: Database, table: typeof permissions | typeof roles, name: string) {
  const [row] = await db
    .insert(table)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  return row;
}

/** Inserts a permission; undefined when the name exists. */
export function insertPermission(db: Database, name: string) {
  return insertNamed(db, permissions, name);
}

export async function listRoles(db: Database) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
}

/** Inserts a role; undefined when the name exists. */
export function insertRole(db: Database, name: string) {
  return insertNamed(db, roles, name);
}

export async function findRole(db: Database, roleId: number) {
  const [row] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, roleId));
  return row;
}

/** The permissions linked to a role, by name. */
export async function permissionsOfRole(db: Database, roleId: number) {
  return db
    .select({ id: permissions.id, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.id_permesso))
    .where(eq(rolePermissions.id_ruolo, roleId))
    .orderBy(asc(permissions.name));
}

/** How many of the ids name a permission. */
export async function countPermissions(db: Database, ids: number[]) {
  if (ids.length === 0) return 0;
  return db.$count(permissions, inArray(permissions.id, ids));
}

/** How many of the ids name a role. */
export async function countRoles(db: Database, ids: number[]) {
  if (ids.length === 0) return 0;
  return db.$count(roles, inArray(roles.id, ids));
}

/** Replaces a role's permissions with the given ones. */
export async function replaceRolePermissions(db: Database, roleId: number, permissionIds: number[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.id_ruolo, roleId));
  if (permissionIds.length > 0) {
    await db
      .insert(rolePermissions)
      .values(permissionIds.map((id_permesso) => ({ id_ruolo: roleId, id_permesso })));
  }
}

const licenceColumns = {
  id: licences.id,
  descrizione: licences.descrizione,
  costo: licences.costo,
  enable: licences.enable,
  durata_desc: licences.durata_desc,
};

function licenceOf(row: {
  id: number;
  descrizione: string;
  costo: string;
  enable: boolean;
  durata_desc: string;
}) {
  return { ...row, costo: Number(row.costo) };
}

export async function listLicences(db: Database) {
  const rows = await db.select(licenceColumns).from(licences).orderBy(asc(licences.descrizione));
  return rows.map(licenceOf);
}

export async function findLicence(db: Database, licenceId: number) {
  const [row] = await db.select(licenceColumns).from(licences).where(eq(licences.id, licenceId));
  return row === undefined ? undefined : licenceOf(row);
}

/** Updates a licence's description and cost; undefined when the description belongs to another. */
export async function updateLicence(
  db: Database,
  licenceId: number,
  values: { descrizione: string; costo: number },
) {
  const [clash] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(and(eq(licences.descrizione, values.descrizione), sql`${licences.id} <> ${licenceId}`));
  if (clash !== undefined) return undefined;
  const [row] = await db
    .update(licences)
    .set({ descrizione: values.descrizione, costo: values.costo.toFixed(2) })
    .where(eq(licences.id, licenceId))
    .returning(licenceColumns);
  return row === undefined ? undefined : licenceOf(row);
}

/** The roles linked to a licence, by name. */
export async function rolesOfLicence(db: Database, licenceId: number) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(licenceRoles)
    .innerJoin(roles, eq(roles.id, licenceRoles.id_ruolo))
    .where(eq(licenceRoles.id_licenza, licenceId))
    .orderBy(asc(roles.name));
}

/** Replaces a licence's roles with the given ones. */
export async function replaceLicenceRoles(db: Database, licenceId: number, roleIds: number[]) {
  await db.delete(licenceRoles).where(eq(licenceRoles.id_licenza, licenceId));
  if (roleIds.length > 0) {
    await db.insert(licenceRoles).values(roleIds.map((id_ruolo) => ({ id_licenza: licenceId, id_ruolo })));
  }
}

/** The roles an account holds directly (not through its licence), by id. */
export async function directRoleIdsOf(db: Database, userId: number) {
  const rows = await db
    .select({ id: userRoles.id_ruolo })
    .from(userRoles)
    .where(eq(userRoles.id_utente, userId));
  return rows.map((row) => row.id);
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function userSearchCondition(search: string) {
  if (search === '') return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.email, pattern), ilike(users.utente_nome, pattern));
}

/** The outer row's account id, qualified, for correlated subqueries (drizzle may leave it bare). */
const outerUserId = sql.raw('"utenti"."id_utente"');

/** Account rows as the users page shows them: no patient data. */
function userRows(db: Database, today: string) {
  const isDisabled = exists(
    db.select({ one: sql`1` }).from(disabledAccounts).where(eq(disabledAccounts.id_utente, outerUserId)),
  );
  const holdsAdmin = exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.id_ruolo, userRoles.id_ruolo))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.id_permesso))
      .where(and(eq(userRoles.id_utente, outerUserId), eq(permissions.name, 'admin'))),
  );
  // The licence that counts today: the newest subscription not past its end date (as access.ts).
  const current = sql<{ id_tipo_licenza: number; descrizione: string; data_scadenza: string | null } | null>`(
    select json_build_object('id_tipo_licenza', s.id_tipo_licenza, 'descrizione', l.descrizione,
      'data_scadenza', s.data_scadenza)
    from ${subscriptions} s join ${licences} l on l.id = s.id_tipo_licenza
    where s.id_utente = ${outerUserId} and (s.data_scadenza is null or s.data_scadenza >= ${today})
    order by s.created_at desc, s.id desc limit 1)`;
  return db
    .select({
      id_utente: users.id_utente,
      email: users.email,
      utente_nome: users.utente_nome,
      created_at: users.created_at,
      disabled: isDisabled,
      admin: holdsAdmin,
      licenza: current,
    })
    .from(users);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userRows>['execute']>>[number];

function adminUserOf(row: UserRow) {
  return {
    id_utente: row.id_utente,
    email: row.email,
    utente_nome: row.utente_nome,
    created_at: new Date(row.created_at).toISOString(),
    enabled: !row.disabled,
    admin: Boolean(row.admin),
    licenza: row.licenza ?? null,
  };
}

/** One page of accounts whose e-mail or name contains the search, by e-mail. */
export async function searchUsers(
  db: Database,
  query: { search: string; offset: number; limit: number; today: string },
) {
  const condition = userSearchCondition(query.search);
  const [rows, total] = await Promise.all([
    userRows(db, query.today)
      .where(condition)
      .orderBy(asc(users.email))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(users, condition),
  ]);
  return { items: rows.map(adminUserOf), total };
}

export async function findAdminUser(db: Database, userId: number, today: string) {
  const [row] = await userRows(db, today).where(eq(users.id_utente, userId));
  return row === undefined ? undefined : adminUserOf(row);
}

/** Gives an account a licence until an end date (null: no end); it becomes the current one. */
export async function insertSubscription(
  db: Database,
  values: { id_utente: number; id_tipo_licenza: number; data_scadenza: string | null; created_at: Date },
) {
  // It must be the newest of the account's subscriptions, whatever the clocks of other writers said.
  const newest = sql`(select max(${subscriptions.created_at}) from ${subscriptions} where ${subscriptions.id_utente} = ${values.id_utente})`;
  await db.insert(subscriptions).values({
    ...values,
    created_at: sql`greatest(${values.created_at.toISOString()}::timestamptz, ${newest} + interval '1 millisecond')`,
  });
}

/** Disables an account and revokes its open sessions. */
export async function disableAccount(db: Database, userId: number, at: Date) {
  await db.insert(disabledAccounts).values({ id_utente: userId, disabled_at: at }).onConflictDoNothing();
  await db
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.id_utente, userId), isNull(sessions.revoked_at)));
}

export async function enableAccount(db: Database, userId: number) {
  await db.delete(disabledAccounts).where(eq(disabledAccounts.id_utente, userId));
}

/** Records that the account's sign-in failures before `at` no longer count. */
export async function clearLoginThrottle(db: Database, accountKey: string, at: Date) {
  await db
    .insert(loginThrottleClears)
    .values({ account_key: accountKey, cleared_at: at })
    .onConflictDoUpdate({ target: loginThrottleClears.account_key, set: { cleared_at: at } });
}

export async function insertPasswordResetToken(
  db: Database,
  values: { id_utente: number; token_hash: string; created_at: Date; expires_at: Date },
) {
  // The identity area's reset links (issue #23): the same page uses an admin's link.
  await db.insert(passwordResets).values(values);
}

export interface AuditRecord {
  id_utente: number;
  created_at: Date;
  azione: string;
  oggetto: string;
  prima: unknown;
  dopo: unknown;
}

export async function insertAudit(db: Database, record: AuditRecord) {
  await db.insert(adminAudit).values(record);
}

/** One page of the audit, newest first, with the admin's e-mail. */
export async function listAudit(db: Database, query: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        created_at: adminAudit.created_at,
        id_utente: adminAudit.id_utente,
        email: users.email,
        azione: adminAudit.azione,
        oggetto: adminAudit.oggetto,
        prima: adminAudit.prima,
        dopo: adminAudit.dopo,
      })
      .from(adminAudit)
      .innerJoin(users, eq(users.id_utente, adminAudit.id_utente))
      .orderBy(desc(adminAudit.created_at), desc(adminAudit.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(adminAudit),
  ]);
  return { rows, total };
}
