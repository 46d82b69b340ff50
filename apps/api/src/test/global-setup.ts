import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { prepareDatabase } from '../db/migrate.ts';
import type { SeedOptions } from '../db/seed.ts';
import type { SeedVariant } from './database.ts';
import { writePgliteTemplate, writePgliteTemplateOnThread } from './pglite-template.ts';
import { databaseUrl, withAdmin } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * This run's template of each seed variant: the file holding a PGlite data folder's dump, or
     * the name of a PostgreSQL database (when DATABASE_URL is set).
     */
    testTemplates: Record<SeedVariant, string>;
  }
}

const seeds: Record<SeedVariant, SeedOptions> = {
  demo: { demoAccounts: true },
  bare: { demoAccounts: false },
};

/**
 * Once per Vitest run of the API project, before any test file: migrates and seeds one database
 * per seed variant, which every test file then copies (test/database.ts). Built afresh at every
 * run, so a changed migration or seed is always in; removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const folder = mkdtempSync(path.join(tmpdir(), 'cartella-test-templates-'));
    const files = { demo: path.join(folder, 'demo.tgz'), bare: path.join(folder, 'bare.tgz') };
    // One on this thread, the other on a thread of its own: both cores at once.
    await Promise.all([
      writePgliteTemplate(files.demo, seeds.demo),
      writePgliteTemplateOnThread(files.bare, seeds.bare),
    ]);
    project.provide('testTemplates', files);
    return async () => rmSync(folder, { recursive: true, force: true });
  }

  const prefix = `cartella_template_${randomBytes(4).toString('hex')}`;
  const names = { demo: `${prefix}_demo`, bare: `${prefix}_bare` };
  // Both at once: the server does the work, on both cores.
  await Promise.all(
    (['demo', 'bare'] as const).map(async (variant) => {
      await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${names[variant]}`));
      // A template must have no open connection when it is copied: this pool ends first.
      const handle = openPostgres(databaseUrl(adminUrl, names[variant]), 1);
      try {
        await prepareDatabase(handle, seeds[variant]);
      } finally {
        await handle.close();
      }
    }),
  );
  project.provide('testTemplates', names);
  return () =>
    withAdmin(adminUrl, async (admin) => {
      for (const name of Object.values(names))
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
}
