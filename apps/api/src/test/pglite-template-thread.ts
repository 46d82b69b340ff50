import { workerData } from 'node:worker_threads';
import type { SeedOptions } from '../db/seed.ts';
import { writePgliteTemplate } from './pglite-template.ts';

/** Runs on a worker thread (pglite-template.ts): Node's own TypeScript support, no Vite. */
const { file, seed }: { file: string; seed: SeedOptions } = workerData;
await writePgliteTemplate(file, seed);
