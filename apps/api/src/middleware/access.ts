import type { PermissionKey } from '@cartella/domain';
import type { Context } from 'hono';
import { findPatientWithUser } from '../db/repositories/patients.ts';
import type { AppEnv, RouteDeps, SessionInfo } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import type { SecurityEventKind } from '../lib/log.ts';
import { localDateTime } from '../lib/time.ts';
import { accessCacheOf } from '../services/access-cache.ts';

/**
 * The caller may touch this patient's data only if it is their own record. Unknown ids and other
 * patients' ids answer alike (403), so ids cannot be probed. Returns the patient row.
 */
export async function requireOwnPatient(deps: RouteDeps, c: Context<AppEnv>, patientId: number) {
  const row = await findPatientWithUser(deps.db, patientId);
  if (row === undefined || row.user.id_utente !== c.get('session').userId) {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('forbidden');
  }
  return row;
}

/**
 * The one rule for a row reached by its own id (a visit, a diagnosis, a reading…): it belongs to
 * the patient `patientOf` names, and the caller may touch it only as `requireOwnPatient` allows.
 * Unknown ids answer like other patients' (403), so ids cannot be probed; a row the owner deleted
 * (`isGone`) answers 404, to its owner only. Returns the row.
 */
export async function requireOwnRecord<TRow>(
  deps: RouteDeps,
  c: Context<AppEnv>,
  row: TRow | undefined,
  patientOf: (row: TRow) => number,
  isGone: (row: TRow) => boolean = () => false,
): Promise<TRow> {
  if (row === undefined) {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('forbidden');
  }
  await requireOwnPatient(deps, c, patientOf(row));
  if (isGone(row)) throw new ApiError('not_found');
  return row;
}

/** The caller may pass only their own user id (menu, access log, reports); any other is 403. */
export function requireSelf(deps: RouteDeps, c: Context<AppEnv>, userId: number) {
  if (userId !== c.get('session').userId) {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('forbidden');
  }
}

/**
 * Reports a refused access decision as a security event: kind, method, path and the caller's id,
 * never a value of the request (lib/log.ts).
 */
export function reportRefusal({ config }: RouteDeps, c: Context<AppEnv>, kind: SecurityEventKind) {
  config.logSecurityEvent({ kind, method: c.req.method, path: c.req.path, userId: c.get('session').userId });
}

/**
 * Server-side licence gate (spec 000 section 6, 001 section 6): the same permission keys the web
 * asks about before a gated action. Not granted -> 403 `permission_denied`, whose message is the
 * subscription text.
 */
export async function requirePermission(deps: RouteDeps, c: Context<AppEnv>, key: PermissionKey) {
  const granted = await grantedPermissionKeys(deps, c.get('session'));
  if (!granted.has(key)) {
    reportRefusal(deps, c, 'permission_denied');
    throw new ApiError('permission_denied');
  }
}

/**
 * The permission keys the caller holds today, from the process's access cache, as fresh as the
 * cache version the caller's session lookup read (middleware/auth.ts).
 */
export function grantedPermissionKeys(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  session: Pick<SessionInfo, 'userId' | 'accessVersion'>,
): Promise<Set<string>> {
  const today = localDateTime(config.now(), config.timeZone).date;
  return accessCacheOf(db, config.accessCacheCheckMs).permissionKeys(
    session.userId,
    today,
    session.accessVersion,
  );
}

/**
 * The admin area's guard (issue 25; spec 000 section 6 "admin"): the caller must hold the `admin`
 * permission (the Amministratore role), in a session that passed a second factor. Anyone else
 * gets 403, reported as a security event.
 */
export async function requireAdmin(deps: RouteDeps, c: Context<AppEnv>): Promise<void> {
  const granted = await grantedPermissionKeys(deps, c.get('session'));
  if (!granted.has('admin')) {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('forbidden');
  }
  // Issue #23/#25: an admin's session must have passed a second factor (an app code or a passkey).
  if (c.get('session').secondFactor !== true) {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('second_factor_required');
  }
}
