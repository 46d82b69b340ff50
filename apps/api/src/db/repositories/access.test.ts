import { patientPermissionKeys, permissionKeys, permissionsOfRoles, roleSeeds } from '@cartella/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from '../client.ts';
import { licences, subscriptions, users } from '../schema.ts';
import { findPermissionKeys } from './access.ts';

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

describe('findPermissionKeys', () => {
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
