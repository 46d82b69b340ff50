import { availableParallelism } from 'node:os';

/**
 * Vitest workers for a run: one more than the cores. Browser tests wait on Chromium and API tests
 * on their database, so fewer workers leave cores idle: on this 2-core machine the whole Vitest
 * step took 497 s with two workers, the cores 30 % idle, and 410 s with three, 3 % idle
 * (Vitest's default, one fewer than the cores, took the API project alone from 231 to 302 s;
 * docs/benchmarks.md).
 */
export const maxWorkers = availableParallelism() + 1;
