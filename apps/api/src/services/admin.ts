import {
  AUDIT_PAGE_SIZE,
  adminMessages,
  type Locale,
  PASSWORD_RESET_HOURS,
  USERS_PAGE_SIZE,
} from '@cartella/domain';
import type { Database } from '../db/client.ts';
import {
  clearLoginThrottle,
  countPermissions,
  countRoles,
  directRoleIdsOf,
  disableAccount,
  enableAccount,
  findAdminUser,
  findLicence,
  findRole,
  insertAudit,
  insertPasswordResetToken,
  insertPermission,
  insertRole,
  insertSubscription,
  listAudit,
  listLicences,
  listPermissions,
  listRoles,
  permissionsOfRole,
  replaceLicenceRoles,
  replaceRolePermissions,
  rolesOfLicence,
  searchUsers,
  updateLicence,
} from '../db/repositories/admin.ts';
import { revokeAllSessions } from '../db/repositories/identity.ts';
import { clearSecondFactors } from '../db/repositories/second-factor.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { newSessionToken, sha256Hex } from '../lib/tokens.ts';

/*
 * The admin area's rules (spec 001 sections 2, 6, 7 "Admin"; issue 25). Every change runs in one
 * transaction with its audit row (who, when, what, before and after). Account and reference data
 * only: no function here reads a patient's record.
 */

export type Deps = Pick<RouteDeps, 'db' | 'config'>;

/** Who acts: the admin's account id. */
export interface Actor {
  userId: number;
}

function today({ config }: Deps): string {
  return localDateTime(config.now(), config.timeZone).date;
}

/** Runs one admin change and writes its audit row in the same transaction. */
export async function audited<T>(
  { db, config }: Deps,
  actor: Actor,
  change: (
    tx: Database,
  ) => Promise<{ result: T; azione: string; oggetto: string; prima: unknown; dopo: unknown }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, azione, oggetto, prima, dopo } = await change(tx);
    await insertAudit(tx, {
      id_utente: actor.userId,
      created_at: config.now(),
      azione,
      oggetto,
      prima,
      dopo,
    });
    return result;
  });
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

/** Every permission, by name (the admin's permission list). */
export function allPermissions({ db }: Deps) {
  return listPermissions(db);
}

/** Every role, by name (the admin's role list). */
export function allRoles({ db }: Deps) {
  return listRoles(db);
}

/** Every licence type, by description (the admin's licence list). */
export function allLicences({ db }: Deps) {
  return listLicences(db);
}

export function addPermission(deps: Deps, actor: Actor, name: string) {
  return audited(deps, actor, async (tx) => {
    const row = await insertPermission(tx, name);
    if (row === undefined) throw new ApiError('conflict', { message: adminMessages.permissionExists });
    return { result: row, azione: 'addPermesso', oggetto: `permesso ${row.id}`, prima: null, dopo: row };
  });
}

export function addRole(deps: Deps, actor: Actor, name: string) {
  return audited(deps, actor, async (tx) => {
    const row = await insertRole(tx, name);
    if (row === undefined) throw new ApiError('conflict', { message: adminMessages.roleExists });
    return { result: row, azione: 'addRuolo', oggetto: `ruolo ${row.id}`, prima: null, dopo: row };
  });
}

export async function permissionsOfExistingRole({ db }: Deps, roleId: number) {
  if ((await findRole(db, roleId)) === undefined) throw new ApiError('not_found');
  return permissionsOfRole(db, roleId);
}

/**
 * Replaces a role's permissions with the selection. An admin may not take the `admin` permission
 * away from a role they hold directly, which would lock them out of this page.
 */
export function setRolePermissions(deps: Deps, actor: Actor, roleId: number, permissionIds: number[]) {
  const ids = [...new Set(permissionIds)];
  return audited(deps, actor, async (tx) => {
    const role = await findRole(tx, roleId);
    if (role === undefined) throw new ApiError('not_found');
    if ((await countPermissions(tx, ids)) !== ids.length) fieldError('data', 'invalid_type');
    const before = await permissionsOfRole(tx, roleId);
    await replaceRolePermissions(tx, roleId, ids);
    const after = await permissionsOfRole(tx, roleId);
    const losesAdmin = names(before).includes('admin') && !names(after).includes('admin');
    if (losesAdmin && (await directRoleIdsOf(tx, actor.userId)).includes(roleId))
      throw new ApiError('conflict', { message: adminMessages.ownAdminRole });
    return {
      result: after,
      azione: 'addRuoloPermesso',
      oggetto: `ruolo ${role.id} ${role.name}`,
      prima: names(before),
      dopo: names(after),
    };
  });
}

export async function rolesOfExistingLicence({ db }: Deps, licenceId: number) {
  if ((await findLicence(db, licenceId)) === undefined) throw new ApiError('not_found');
  return rolesOfLicence(db, licenceId);
}

/** Replaces a licence's roles with the selection. */
export function setLicenceRoles(deps: Deps, actor: Actor, licenceId: number, roleIds: number[]) {
  const ids = [...new Set(roleIds)];
  return audited(deps, actor, async (tx) => {
    const licence = await findLicence(tx, licenceId);
    if (licence === undefined) throw new ApiError('not_found');
    if ((await countRoles(tx, ids)) !== ids.length) fieldError('data', 'invalid_type');
    const before = await rolesOfLicence(tx, licenceId);
    await replaceLicenceRoles(tx, licenceId, ids);
    const after = await rolesOfLicence(tx, licenceId);
    return {
      result: after,
      azione: 'addRuoloLicenza',
      oggetto: `licenza ${licence.id} ${licence.descrizione}`,
      prima: names(before),
      dopo: names(after),
    };
  });
}

/** Edits a licence's description and cost. */
export function editLicence(
  deps: Deps,
  actor: Actor,
  licenceId: number,
  values: { descrizione: string; costo: number },
) {
  return audited(deps, actor, async (tx) => {
    const before = await findLicence(tx, licenceId);
    if (before === undefined) throw new ApiError('not_found');
    const after = await updateLicence(tx, licenceId, values);
    if (after === undefined) throw new ApiError('conflict', { message: adminMessages.licenceExists });
    return {
      result: after,
      azione: 'updateLicenza',
      oggetto: `licenza ${after.id}`,
      prima: { descrizione: before.descrizione, costo: before.costo },
      dopo: { descrizione: after.descrizione, costo: after.costo },
    };
  });
}

export async function listUsers(deps: Deps, query: { search: string; page: number }) {
  const { items, total } = await searchUsers(deps.db, {
    search: query.search.trim(),
    offset: (query.page - 1) * USERS_PAGE_SIZE,
    limit: USERS_PAGE_SIZE,
    today: today(deps),
  });
  return { items, total, page: query.page, pageSize: USERS_PAGE_SIZE };
}

async function existingUser(tx: Database, deps: Deps, userId: number) {
  const user = await findAdminUser(tx, userId, today(deps));
  if (user === undefined) throw new ApiError('not_found');
  return user;
}

/** What the audit keeps of an account: its state, not its data. */
function accountState(user: Awaited<ReturnType<typeof existingUser>>) {
  return { enabled: user.enabled, licenza: user.licenza };
}

/** Gives an account a licence until an end date (none: no end); it counts from now. */
export function assignLicence(
  deps: Deps,
  actor: Actor,
  userId: number,
  body: { id_tipo_licenza: number; data_scadenza: string | null },
) {
  return audited(deps, actor, async (tx) => {
    const before = await existingUser(tx, deps, userId);
    if ((await findLicence(tx, body.id_tipo_licenza)) === undefined)
      fieldError('id_tipo_licenza', 'invalid_type');
    if (body.data_scadenza !== null && body.data_scadenza < today(deps))
      fieldError('data_scadenza', 'date_invalid');
    await insertSubscription(tx, {
      id_utente: userId,
      id_tipo_licenza: body.id_tipo_licenza,
      data_scadenza: body.data_scadenza,
      created_at: deps.config.now(),
    });
    const after = await existingUser(tx, deps, userId);
    return {
      result: after,
      azione: 'assegnaLicenza',
      oggetto: `utente ${userId}`,
      prima: accountState(before),
      dopo: accountState(after),
    };
  });
}

/** Disables (sessions revoked, no sign-in) or enables an account; never the admin's own. */
export function setAccountEnabled(deps: Deps, actor: Actor, userId: number, enabled: boolean) {
  if (userId === actor.userId) throw new ApiError('conflict', { message: adminMessages.ownAccount });
  return audited(deps, actor, async (tx) => {
    const before = await existingUser(tx, deps, userId);
    if (enabled) await enableAccount(tx, userId);
    else await disableAccount(tx, userId, deps.config.now());
    const after = await existingUser(tx, deps, userId);
    return {
      result: after,
      azione: enabled ? 'abilitaUtente' : 'disabilitaUtente',
      oggetto: `utente ${userId}`,
      prima: accountState(before),
      dopo: accountState(after),
    };
  });
}

/** Clears the account's sign-in throttle: its failures so far no longer delay a sign-in. */
export function clearThrottle(deps: Deps, actor: Actor, userId: number) {
  return audited(deps, actor, async (tx) => {
    const user = await existingUser(tx, deps, userId);
    await clearLoginThrottle(tx, sha256Hex(user.email), deps.config.now());
    return { result: user, azione: 'sbloccaAccessi', oggetto: `utente ${userId}`, prima: null, dopo: null };
  });
}

/**
 * Removes an account's second factors (app codes, recovery codes, passkeys) and ends its sessions,
 * for a patient who lost them all: the next sign-in takes the password alone, and the patient can
 * turn two-step sign-in on again. Never the admin's own (the security page does that).
 */
export function clearAccountSecondFactor(deps: Deps, actor: Actor, userId: number) {
  if (userId === actor.userId) throw new ApiError('conflict', { message: adminMessages.ownSecondFactor });
  return audited(deps, actor, async (tx) => {
    const user = await existingUser(tx, deps, userId);
    const before = await clearSecondFactors(tx, userId);
    await revokeAllSessions(tx, userId, deps.config.now());
    return {
      result: user,
      azione: 'azzeraSecondoFattore',
      oggetto: `utente ${userId}`,
      prima: before,
      dopo: { totp: false, passkey: 0 },
    };
  });
}

/**
 * Starts a password reset: a one-time token (only its SHA-256 is stored, valid for
 * PASSWORD_RESET_HOURS) and a mail to the account's address with the link to the reset page.
 */
export async function startPasswordReset(
  deps: Deps,
  actor: Actor,
  userId: number,
  options: { locale: Locale },
) {
  const token = newSessionToken();
  const now = deps.config.now();
  const user = await audited(deps, actor, async (tx) => {
    const found = await existingUser(tx, deps, userId);
    await insertPasswordResetToken(tx, {
      id_utente: userId,
      token_hash: sha256Hex(token),
      created_at: now,
      expires_at: new Date(now.getTime() + PASSWORD_RESET_HOURS * 3_600_000),
    });
    return { result: found, azione: 'resetPassword', oggetto: `utente ${userId}`, prima: null, dopo: null };
  });
  // The identity area's reset page (issue #23) takes the token; links start with PUBLIC_URL.
  const link = `${deps.config.publicUrl}/webui/password/reset?token=${encodeURIComponent(token)}`;
  try {
    await deps.config.mailer.send({
      to: { name: user.utente_nome, address: user.email },
      locale: options.locale,
      template: 'adminPasswordReset',
      params: { accountName: user.utente_nome, link, hours: PASSWORD_RESET_HOURS },
    });
  } catch {
    throw new ApiError('mail_failed');
  }
}

export async function auditPage({ db }: Deps, page: number) {
  const { rows, total } = await listAudit(db, {
    offset: (page - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE,
  });
  const items = rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    id_utente: row.id_utente,
    email: row.email,
    azione: row.azione,
    oggetto: row.oggetto,
    prima: row.prima === null ? null : JSON.stringify(row.prima),
    dopo: row.dopo === null ? null : JSON.stringify(row.dopo),
  }));
  return { items, total, page, pageSize: AUDIT_PAGE_SIZE };
}
