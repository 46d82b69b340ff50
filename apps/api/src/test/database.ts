import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import type { SeedOptions } from '../db/seed.ts';
import { databaseUrl, withAdmin } from './postgres-admin.ts';

/** The seeds test files ask for: with the demo accounts, or the reference data only. */
export type SeedVariant = 'demo' | 'bare';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set (scripts/postgres.mjs run -- ...), a database of its own on that server,
 * created here and dropped by `close`.
 *
 * Migrating and seeding take seconds, so global-setup.ts does them once per run in a template of
 * each seed variant, and each file gets a copy: PGlite loads the template's dump of its data
 * folder, PostgreSQL runs CREATE DATABASE ... TEMPLATE.
 */
export async function createTestDatabase(
  seed: SeedOptions = { demoAccounts: true },
): Promise<DatabaseHandle> {
  const template = inject('testTemplates')[seed.demoAccounts ? 'demo' : 'bare'];
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openPglite(undefined, new Blob([readFileSync(template)]));
  const name = `cartella_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const handle = openPostgres(databaseUrl(adminUrl, name), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Opens a fresh test database before this file's tests and closes it after them. Answers an object
 * whose `db` is that database, to be read inside tests and hooks (it does not exist before they run).
 */
export function useTestDatabase(seed?: SeedOptions): { readonly db: Database } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(seed);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      if (handle === undefined) throw new Error('The test database opens before the tests, not at import');
      return handle.db;
    },
  };
}
