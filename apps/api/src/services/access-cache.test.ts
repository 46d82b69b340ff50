import { patientPermissionKeys, permissionKeys, permissionsOfRoles, roleSeeds } from '@cartella/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { readAccessCacheVersion } from '../db/repositories/access.ts';
import { menuItems, permissions, rolePermissions, roles, subscriptions, users } from '../db/schema.ts';
import { licenceIdOf } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { createAccessCache } from './access-cache.ts';

const database = useTestDatabase();

const TODAY = '2026-11-22';
const keysOf = (roleName: string) =>
  new Set(permissionsOfRoles(roleSeeds.filter((role) => role.name === roleName)));

async function userId(email: string) {
  const [row] = await database.db.select({ id: users.id_utente }).from(users).where(eq(users.email, email));
  if (row === undefined) throw new Error(`no account ${email}`);
  return row.id;
}

/** A Completa subscription of the account, newer than the seeded one whenever the test runs, to 2026-12-01. */
async function insertUpgrade(account: number) {
  const [upgrade] = await database.db
    .insert(subscriptions)
    .values({
      id_utente: account,
      id_tipo_licenza: await licenceIdOf(database.db, 'Completa'),
      created_at: new Date(Date.now() + 60_000),
      data_scadenza: '2026-12-01',
    })
    .returning();
  if (upgrade === undefined) throw new Error('insert failed');
  return upgrade;
}

/** Reads the version row at every call, so each test sees the rows it just wrote. */
const findPermissionKeys = (db: DatabaseHandle['db'], userId: number, today: string) =>
  createAccessCache(db, { checkEveryMs: 0 }).permissionKeys(userId, today);

describe('the access cache, reading the version at every call', () => {
  it("grants exactly the keys of the current licence's roles", async () => {
    const giulia = await userId('giulia.bianchi@example.org');
    expect(await findPermissionKeys(database.db, giulia, TODAY)).toEqual(keysOf('Paziente Completo'));
    const marco = await userId('marco.rossi@example.org');
    expect(await findPermissionKeys(database.db, marco, TODAY)).toEqual(keysOf('Paziente Base'));
  });

  it('adds the roles held directly to those of the licence', async () => {
    const admin = await userId('admin@example.org');
    const granted = await findPermissionKeys(database.db, admin, TODAY);
    expect(granted).toEqual(new Set(permissionKeys));
    expect(granted.has('admin')).toBe(true);
  });

  it('follows the newest subscription and ignores one past its end date', async () => {
    const account = await userId('marco.rossi@example.org');
    const upgrade = await insertUpgrade(account);
    expect(await findPermissionKeys(database.db, account, TODAY)).toEqual(new Set(patientPermissionKeys));
    // The day after its end date the newest subscription no longer counts: back to Base.
    expect(await findPermissionKeys(database.db, account, '2026-12-02')).toEqual(keysOf('Paziente Base'));
    await database.db.delete(subscriptions).where(eq(subscriptions.id, upgrade.id));
  });

  it('grants nothing to an account with neither a subscription nor a role', async () => {
    const [account] = await database.db
      .insert(users)
      .values({ email: 'senza.licenza@example.org', utente_nome: 'Senza Licenza', password_hash: 'x' })
      .returning({ id: users.id_utente });
    if (account === undefined) throw new Error('insert failed');
    expect(await findPermissionKeys(database.db, account.id, TODAY)).toEqual(new Set());
  });
});

/** Takes `permission` from `role` (an admin's change) while `run` runs, then gives it back. */
async function withoutGrant(role: string, permission: string, run: () => Promise<void>) {
  const [link] = await database.db
    .select({ roleId: rolePermissions.id_ruolo, permissionId: rolePermissions.id_permesso })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.id_ruolo))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.id_permesso))
    .where(and(eq(roles.name, role), eq(permissions.name, permission)));
  if (link === undefined) throw new Error('no such grant');
  await database.db
    .delete(rolePermissions)
    .where(
      and(eq(rolePermissions.id_ruolo, link.roleId), eq(rolePermissions.id_permesso, link.permissionId)),
    );
  try {
    await run();
  } finally {
    await database.db
      .insert(rolePermissions)
      .values({ id_ruolo: link.roleId, id_permesso: link.permissionId });
  }
}

describe('the access cache between two checks of the version row', () => {
  function cacheWithClock() {
    let now = 0;
    const cache = createAccessCache(database.db, { checkEveryMs: 1000, monotonicNow: () => now });
    return { cache, advanceMs: (ms: number) => (now += ms) };
  }

  it("keeps the loaded permissions until the check is due, then shows an admin's change", async () => {
    const { cache, advanceMs } = cacheWithClock();
    const giulia = await userId('giulia.bianchi@example.org');
    expect((await cache.permissionKeys(giulia, TODAY)).has('aggiungitaccuino')).toBe(true);
    await withoutGrant('Paziente Completo', 'aggiungitaccuino', async () => {
      advanceMs(999);
      expect((await cache.permissionKeys(giulia, TODAY)).has('aggiungitaccuino')).toBe(true);
      advanceMs(1);
      expect((await cache.permissionKeys(giulia, TODAY)).has('aggiungitaccuino')).toBe(false);
    });
  });

  it("shows an admin's change at once to a request that read the new version with its session", async () => {
    // Two caches on one database stand for two API nodes; the change is made beside both.
    const { cache: nodeA } = cacheWithClock();
    const { cache: nodeB } = cacheWithClock();
    const giulia = await userId('giulia.bianchi@example.org');
    const before = await readAccessCacheVersion(database.db);
    expect((await nodeA.permissionKeys(giulia, TODAY, before)).has('calcolatrice')).toBe(true);
    expect((await nodeB.permissionKeys(giulia, TODAY, before)).has('calcolatrice')).toBe(true);
    await withoutGrant('Paziente Completo', 'calcolatrice', async () => {
      const after = await readAccessCacheVersion(database.db);
      expect(after).toBeGreaterThan(before);
      // No time has passed: without the version, both nodes still answer from what they loaded.
      expect((await nodeA.permissionKeys(giulia, TODAY)).has('calcolatrice')).toBe(true);
      expect((await nodeA.permissionKeys(giulia, TODAY, after)).has('calcolatrice')).toBe(false);
      expect((await nodeB.permissionKeys(giulia, TODAY, after)).has('calcolatrice')).toBe(false);
    });
  });

  it('shows a new subscription of one account after the next check', async () => {
    const { cache, advanceMs } = cacheWithClock();
    const account = await userId('marco.rossi@example.org');
    expect(await cache.permissionKeys(account, TODAY)).toEqual(keysOf('Paziente Base'));
    const upgrade = await insertUpgrade(account);
    try {
      advanceMs(1000);
      expect(await cache.permissionKeys(account, TODAY)).toEqual(new Set(patientPermissionKeys));
      // The end date is applied at every call: the day after it, Base again without any reload.
      expect(await cache.permissionKeys(account, '2026-12-02')).toEqual(keysOf('Paziente Base'));
    } finally {
      await database.db.delete(subscriptions).where(eq(subscriptions.id, upgrade.id));
    }
  });

  it('shows a renamed menu entry after the next check', async () => {
    const { cache, advanceMs } = cacheWithClock();
    const [first] = await cache.menu();
    if (first === undefined) throw new Error('empty menu');
    await database.db.update(menuItems).set({ url: '/Altrove' }).where(eq(menuItems.id, first.id));
    try {
      expect((await cache.menu())[0]?.url).toBe(first.url);
      advanceMs(1000);
      expect((await cache.menu())[0]?.url).toBe('/Altrove');
    } finally {
      await database.db.update(menuItems).set({ url: first.url }).where(eq(menuItems.id, first.id));
    }
  });
});
