import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ensurePrivateDataDir } from './data-dir.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema.ts';

/** The Drizzle database, whichever driver sits below (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> };

/** PostgreSQL through a node-postgres pool (DATABASE_URL). */
export function openPostgres(databaseUrl: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => {
    // The error's name and SQLSTATE only, never its message (docs/security.md, S4).
    console.error('PostgreSQL idle client error:', error.name, 'code' in error ? String(error.code) : '');
  });
  const db: Database = drizzlePostgres({ client: pool, schema });
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

/**
 * Embedded PGlite. With a data folder it makes the folder private to this user (data-dir.ts), takes
 * its exclusive lock (lock.ts) and keeps the database under `<dataDir>/pglite`; without one it runs
 * in memory (tests), empty or starting from `template`, a dump of another PGlite's data folder.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<DatabaseHandle> {
  if (dataDir !== undefined) ensurePrivateDataDir(dataDir);
  const lock = dataDir === undefined ? null : acquireDataDirLock(dataDir);
  try {
    const client =
      dataDir === undefined
        ? new PGlite({ loadDataDir: template })
        : new PGlite(path.join(dataDir, 'pglite'));
    await client.waitReady;
    // PGlite's files come out 0666 whatever the umask: make them private again (data-dir.ts).
    if (dataDir !== undefined) ensurePrivateDataDir(dataDir);
    const db: Database = drizzlePglite({ client, schema });
    return {
      kind: 'pglite',
      db,
      client,
      close: async () => {
        try {
          await client.close();
          if (dataDir !== undefined) ensurePrivateDataDir(dataDir);
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Opens PostgreSQL when a URL is given, else PGlite under the data folder. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
