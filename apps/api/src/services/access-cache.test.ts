import { patientPermissionKeys, permissionKeys, permissionsOfRoles, roleSeeds } from '@cartella/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { readAccessCacheVersion } from '../db/repositories/access.ts';
import {
  licences,
  menuItems,
  permissions,
  rolePermissions,
  roles,
  subscriptions,
  users,
} from '../db/schema.ts';
import { createTestDatabase } from '../test/database.ts';
import { createAccessCache } from './access-cache.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const TODAY = '2026-11-22';
const keysOf = (roleName: string) =>
  new Set(permissionsOfRoles(roleSeeds.filter((role) => role.name === roleName)));

async function userId(email: string) {
  const [row] = await handle.db.select({ id: users.id_utente }).from(users).where(eq(users.email, email));
  if (row === undefined) throw new Error(`no account ${email}`);
  return row.id;
}

async function licenceId(descrizione: string) {
  const [row] = await handle.db
    .select({ id: licences.id })
    .from(licences)
    .where(eq(licences.descrizione, descrizione));
  if (row === undefined) throw new Error(`no licence ${descrizione}`);
  return row.id;
}

/** Reads the version row at every call, so each test sees the rows it just wrote. */
const findPermissionKeys = (db: DatabaseHandle['db'], userId: number, today: string) =>
  createAccessCache(db, { checkEveryMs: 0 }).permissionKeys(userId, today);

describe('the access cache, reading the version at every call', () => {
  it("grants exactly the keys of the current licence's roles", async () => {
    const giulia = await userId('giulia.bianchi@example.org');
    expect(await findPermissionKeys(handle.db, giulia, TODAY)).toEqual(keysOf('Paziente Completo'));
    const marco = await userId('marco.rossi@example.org');
    expect(await findPermissionKeys(handle.db, marco, TODAY)).toEqual(keysOf('Paziente Base'));
  });

  it('adds the roles held directly to those of the licence', async () => {
    const admin = await userId('admin@example.org');
    const granted = await findPermissionKeys(handle.db, admin, TODAY);
    expect(granted).toEqual(new Set(permissionKeys));
    expect(granted.has('admin')).toBe(true);
  });

  it('follows the newest subscription and ignores one past its end date', async () => {
    const account = await userId('marco.rossi@example.org');
    const [upgrade] = await handle.db
      .insert(subscriptions)
      .values({
        id_utente: account,
        id_tipo_licenza: await licenceId('Completa'),
        // Newer than the seeded one, whenever the test runs.
        created_at: new Date(Date.now() + 60_000),
        data_scadenza: '2026-12-01',
      })
      .returning();
    if (upgrade === undefined) throw new Error('insert failed');
    expect(await findPermissionKeys(handle.db, account, TODAY)).toEqual(new Set(patientPermissionKeys));
    // The day after its end date the newest subscription no longer counts: back to Base.
    expect(await findPermissionKeys(handle.db, account, '2026-12-02')).toEqual(keysOf('Paziente Base'));
    await handle.db.delete(subscriptions).where(eq(subscriptions.id, upgrade.id));
  });

  it('grants nothing to an account with neither a subscription nor a role', async () => {
    const [account] = await handle.db
      .insert(users)
      .values({ email: 'senza.licenza@example.org', utente_nome: 'Senza Licenza', password_hash: 'x' })
      .returning({ id: users.id_utente });
    if (account === undefined) throw new Error('insert failed');
    expect(await findPermissionKeys(handle.db, account.id, TODAY)).toEqual(new Set());
  });
});

describe('the access cache between two checks of the version row', () => {
  function cacheWithClock() {
    let now = 0;
    const cache = createAccessCache(handle.db, { checkEveryMs: 1000, monotonicNow: () => now });
    return { cache, advanceMs: (ms: number) => (now += ms) };
  }

  it("keeps the loaded permissions until the check is due, then shows an admin's change", async () => {
    const { cache, advanceMs } = cacheWithClock();
    const giulia = await userId('giulia.bianchi@example.org');
    expect((await cache.permissionKeys(giulia, TODAY)).has('aggiungitaccuino')).toBe(true);
    const [link] = await handle.db
      .select({ roleId: rolePermissions.id_ruolo, permissionId: rolePermissions.id_permesso })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.id_ruolo))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.id_permesso))
      .where(and(eq(roles.name, 'Paziente Completo'), eq(permissions.name, 'aggiungitaccuino')));
    if (link === undefined) throw new Error('no such grant');
    const revoke = and(
      eq(rolePermissions.id_ruolo, link.roleId),
      eq(rolePermissions.id_permesso, link.permissionId),
    );
    await handle.db.delete(rolePermissions).where(revoke);
    try {
      advanceMs(999);
      expect((await cache.permissionKeys(giulia, TODAY)).has('aggiungitaccuino')).toBe(true);
      advanceMs(1);
      expect((await cache.permissionKeys(giulia, TODAY)).has('aggiungitaccuino')).toBe(false);
    } finally {
      await handle.db
        .insert(rolePermissions)
        .values({ id_ruolo: link.roleId, id_permesso: link.permissionId });
    }
  });

  it("shows an admin's change at once to a request that read the new version with its session", async () => {
    // Two caches on one database stand for two API nodes; the change is made beside both.
    const { cache: nodeA } = cacheWithClock();
    const { cache: nodeB } = cacheWithClock();
    const giulia = await userId('giulia.bianchi@example.org');
    const before = await readAccessCacheVersion(handle.db);
    expect((await nodeA.permissionKeys(giulia, TODAY, before)).has('calcolatrice')).toBe(true);
    expect((await nodeB.permissionKeys(giulia, TODAY, before)).has('calcolatrice')).toBe(true);
    const [link] = await handle.db
      .select({ roleId: rolePermissions.id_ruolo, permissionId: rolePermissions.id_permesso })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.id_ruolo))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.id_permesso))
      .where(and(eq(roles.name, 'Paziente Completo'), eq(permissions.name, 'calcolatrice')));
    if (link === undefined) throw new Error('no such grant');
    const revoke = and(
      eq(rolePermissions.id_ruolo, link.roleId),
      eq(rolePermissions.id_permesso, link.permissionId),
    );
    await handle.db.delete(rolePermissions).where(revoke);
    try {
      const after = await readAccessCacheVersion(handle.db);
      expect(after).toBeGreaterThan(before);
      // No time has passed: without the version, both nodes still answer from what they loaded.
      expect((await nodeA.permissionKeys(giulia, TODAY)).has('calcolatrice')).toBe(true);
      expect((await nodeA.permissionKeys(giulia, TODAY, after)).has('calcolatrice')).toBe(false);
      expect((await nodeB.permissionKeys(giulia, TODAY, after)).has('calcolatrice')).toBe(false);
    } finally {
      await handle.db
        .insert(rolePermissions)
        .values({ id_ruolo: link.roleId, id_permesso: link.permissionId });
    }
  });

  it('shows a new subscription of one account after the next check', async () => {
    const { cache, advanceMs } = cacheWithClock();
    const account = await userId('marco.rossi@example.org');
    expect(await cache.permissionKeys(account, TODAY)).toEqual(keysOf('Paziente Base'));
    const [upgrade] = await handle.db
      .insert(subscriptions)
      .values({
        id_utente: account,
        id_tipo_licenza: await licenceId('Completa'),
        created_at: new Date(Date.now() + 60_000),
        data_scadenza: '2026-12-01',
      })
      .returning();
    if (upgrade === undefined) throw new Error('insert failed');
    try {
      advanceMs(1000);
      expect(await cache.permissionKeys(account, TODAY)).toEqual(new Set(patientPermissionKeys));
      // The end date is applied at every call: the day after it, Base again without any reload.
      expect(await cache.permissionKeys(account, '2026-12-02')).toEqual(keysOf('Paziente Base'));
    } finally {
      await handle.db.delete(subscriptions).where(eq(subscriptions.id, upgrade.id));
    }
  });

  it('shows a renamed menu entry after the next check', async () => {
    const { cache, advanceMs } = cacheWithClock();
    const [first] = await cache.menu();
    if (first === undefined) throw new Error('empty menu');
    await handle.db.update(menuItems).set({ url: '/Altrove' }).where(eq(menuItems.id, first.id));
    try {
      expect((await cache.menu())[0]?.url).toBe(first.url);
      advanceMs(1000);
      expect((await cache.menu())[0]?.url).toBe('/Altrove');
    } finally {
      await handle.db.update(menuItems).set({ url: first.url }).where(eq(menuItems.id, first.id));
    }
  });
});
