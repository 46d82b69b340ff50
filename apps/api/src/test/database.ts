import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import { prepareDatabase } from '../db/migrate.ts';
import type { SeedOptions } from '../db/seed.ts';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set (scripts/postgres.mjs run -- ...), a database of its own on that server,
 * created here and dropped by `close`.
 */
export async function createTestDatabase(
  seed: SeedOptions = { demoAccounts: true },
): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openPglite();
    await prepareDatabase(handle, seed);
    return handle;
  }
  const name = `cartella_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  await prepareDatabase(handle, seed);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
