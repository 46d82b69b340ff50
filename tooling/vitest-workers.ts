import { availableParallelism } from 'node:os';

/**
 * Vitest workers for a run: one more than the cores. Browser tests wait on Chromium and API tests
 * on their database, so fewer workers leave cores idle: on this 2-core machine the whole Vitest
 * step took 497 s with one worker (Vitest's default, the cores less one), the cores 30 % idle,
 * and 376 s with three, 2 % idle (docs/decisions/0511-test-database-templates.md). Every project
 * config imports it: a project does not inherit the root config's workers.
 */
export const maxWorkers = availableParallelism() + 1;
