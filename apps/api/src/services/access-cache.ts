import type { Database } from '../db/client.ts';
import {
  loadSharedAccess,
  loadUserAccess,
  readAccessCacheVersion,
  type UserAccessFacts,
} from '../db/repositories/access.ts';
import { listMenu } from '../db/repositories/reference.ts';

/**
 * Per-process cache of what the menu and every permission check read (docs/decisions/
 * 0509-access-cache.md). It holds the tables only admins change (roles, permissions, licences and
 * their links, the menu) and, per account, the roles held directly and the subscriptions with
 * their end dates. Triggers raise one version row on any write to those tables; the cache reads
 * that row at most once per `checkEveryMs` and drops everything when it moved, so a change made on
 * any node shows everywhere within that time. The current subscription is picked at every call
 * from the cached end dates and today's date, so a licence stops granting on the day after its
 * end date exactly, cached or not.
 */

export interface AccessCacheOptions {
  /** How long a read of the version row is trusted, ms; 0 reads it at every call. */
  checkEveryMs: number;
  /** A monotonic clock in ms (tests move it by hand). */
  monotonicNow?: () => number;
  /** Accounts kept at most; past it the per-account facts start over (a bound, not an LRU). */
  maxAccounts?: number;
}

type Menu = Awaited<ReturnType<typeof listMenu>>;

interface Shared {
  version: number;
  permissionsOfRole: Map<number, string[]>;
  rolesOfLicence: Map<number, number[]>;
  menu: Menu;
}

export interface AccessCache {
  /**
   * The permission keys the account holds today (its direct roles and its current licence's).
   * `knownVersion` is the version row as the caller's request read it (with its session, at no
   * extra round trip): when it differs from the loaded one, the cache reloads before answering, so
   * an admin's change counts from the next request on every node (issue 25).
   */
  permissionKeys(userId: number, today: string, knownVersion?: number): Promise<Set<string>>;
  /** Menu items in order with their submenus (`knownVersion` as above). */
  menu(knownVersion?: number): Promise<Menu>;
}

/** The subscription that counts today: the newest one not past its end date (list newest first). */
function currentLicence(facts: UserAccessFacts, today: string): number | undefined {
  return facts.subscriptions.find((row) => row.data_scadenza === null || row.data_scadenza >= today)
    ?.id_tipo_licenza;
}

/** Rows of (key, value) as key -> values. */
function grouped<TValue>(pairs: [number, TValue][]): Map<number, TValue[]> {
  const groups = new Map<number, TValue[]>();
  for (const [key, value] of pairs) groups.set(key, [...(groups.get(key) ?? []), value]);
  return groups;
}

export function createAccessCache(db: Database, options: AccessCacheOptions): AccessCache {
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const maxAccounts = options.maxAccounts ?? 10_000;
  let shared: Promise<Shared> | null = null;
  let loadedVersion: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let check: Promise<Shared> | null = null;
  let users = new Map<number, Promise<UserAccessFacts>>();

  async function loadShared(version: number): Promise<Shared> {
    const [{ grants, licenceGrants }, menu] = await Promise.all([loadSharedAccess(db), listMenu(db)]);
    return {
      version,
      permissionsOfRole: grouped(grants.map((row) => [row.roleId, row.permission])),
      rolesOfLicence: grouped(licenceGrants.map((row) => [row.licenceId, row.roleId])),
      menu,
    };
  }

  /** The shared tables, after reading the version row when the last read is too old. */
  function fresh(knownVersion?: number): Promise<Shared> {
    const versionKnownCurrent = knownVersion === undefined || knownVersion === loadedVersion;
    if (shared !== null && versionKnownCurrent && monotonicNow() - checkedAt < options.checkEveryMs) {
      return shared;
    }
    // Concurrent calls share one read of the version row.
    check ??= (async () => {
      try {
        // The version is read before the tables: a write landing in between is loaded now and
        // loaded again at the next check, never missed.
        const version = await readAccessCacheVersion(db);
        const current = shared === null ? null : await shared;
        if (current === null || current.version !== version) {
          users = new Map();
          shared = loadShared(version);
          loadedVersion = version;
        }
        checkedAt = monotonicNow();
        return await (shared as Promise<Shared>);
      } catch (error) {
        shared = null;
        loadedVersion = null;
        throw error;
      } finally {
        check = null;
      }
    })();
    return check;
  }

  function userFacts(userId: number): Promise<UserAccessFacts> {
    const cached = users.get(userId);
    if (cached !== undefined) return cached;
    if (users.size >= maxAccounts) users = new Map();
    const owner = users;
    const loading = loadUserAccess(db, userId);
    owner.set(userId, loading);
    // A failed load is not kept.
    loading.catch(() => owner.delete(userId));
    return loading;
  }

  return {
    async permissionKeys(userId, today, knownVersion) {
      const tables = await fresh(knownVersion);
      const facts = await userFacts(userId);
      const licence = currentLicence(facts, today);
      const roleIds = [
        ...facts.roleIds,
        ...(licence === undefined ? [] : (tables.rolesOfLicence.get(licence) ?? [])),
      ];
      return new Set(roleIds.flatMap((roleId) => tables.permissionsOfRole.get(roleId) ?? []));
    },
    async menu(knownVersion) {
      return (await fresh(knownVersion)).menu;
    },
  };
}

const caches = new WeakMap<Database, AccessCache>();

/** The process's cache of one database (one per handle, shared by every app built on it). */
export function accessCacheOf(db: Database, checkEveryMs: number): AccessCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = createAccessCache(db, { checkEveryMs });
    caches.set(db, cache);
  }
  return cache;
}
