import { availableParallelism } from 'node:os';

/**
 * Vitest workers for a run. Vitest's default is one fewer than the cores, to leave one to its main
 * process; on a 2-core machine that is one worker, and the main process mostly waits: two workers
 * took the API project from 302 to 231 s there (docs/benchmarks.md).
 */
export const maxWorkers = Math.max(2, availableParallelism() - 1);
