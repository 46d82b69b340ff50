import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../tooling/vitest-workers.ts';

export default defineProject({
  test: {
    name: 'calculators',
    // A project's own config sets its workers: the root config's maxWorkers does not reach it.
    maxWorkers,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions, no module replaced (no vi.mock): files of a worker share one module graph,
    // where a fresh one per file cost half a second each.
    isolate: false,
  },
});
