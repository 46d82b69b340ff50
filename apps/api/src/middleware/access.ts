import type { PermissionKey } from '@cartella/domain';
import type { Context } from 'hono';
import { findPatientWithUser } from '../db/repositories/patients.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { localDateTime } from '../lib/time.ts';
import { accessCacheOf } from '../services/access-cache.ts';
import { ApiError } from './errors.ts';

/**
 * The caller may touch this patient's data only if it is their own record. Unknown ids and other
 * patients' ids answer alike (403), so ids cannot be probed. Returns the patient row.
 */
export async function requireOwnPatient({ db }: RouteDeps, c: Context<AppEnv>, patientId: number) {
  const row = await findPatientWithUser(db, patientId);
  if (row === undefined || row.user.id_utente !== c.get('session').userId) throw new ApiError('forbidden');
  return row;
}

/**
 * Server-side licence gate (spec 000 section 6, 001 section 6): the same permission keys the web
 * asks about before a gated action. Not granted -> 403 `permission_denied`, whose message is the
 * subscription text.
 */
export async function requirePermission({ db, config }: RouteDeps, c: Context<AppEnv>, key: PermissionKey) {
  const granted = await grantedPermissionKeys({ db, config }, c.get('session').userId);
  if (!granted.has(key)) throw new ApiError('permission_denied');
}

/** The permission keys the account holds today, from the process's access cache. */
export function grantedPermissionKeys({ db, config }: RouteDeps, userId: number): Promise<Set<string>> {
  const today = localDateTime(config.now(), config.timeZone).date;
  return accessCacheOf(db, config.accessCacheCheckMs).permissionKeys(userId, today);
}
