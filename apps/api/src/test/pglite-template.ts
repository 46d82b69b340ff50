import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { openPglite } from '../db/client.ts';
import { prepareDatabase } from '../db/migrate.ts';
import type { SeedOptions } from '../db/seed.ts';

/**
 * Migrates and seeds a fresh in-memory PGlite database and writes the dump of its data folder,
 * gzipped: each test file loads it, and the 8 MB archive loads in 1.7 s of CPU where the 66 MB
 * plain one (two 16 MB WAL segments of it zeros) took 2.3 s (decision 0511).
 */
export async function writePgliteTemplate(file: string, seed: SeedOptions): Promise<void> {
  const handle = await openPglite();
  try {
    await prepareDatabase(handle, seed);
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.client.dumpDataDir('gzip');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/**
 * The same on a worker thread: PGlite runs on the thread that opened it, so two templates built at
 * once on one thread take as long as one after the other; one of them on a thread of its own takes
 * the other core.
 */
export function writePgliteTemplateOnThread(file: string, seed: SeedOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pglite-template-thread.ts', import.meta.url), {
      workerData: { file, seed },
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`The template thread for ${file} exited with ${code}`));
    });
  });
}
