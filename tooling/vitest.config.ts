import { defineProject } from 'vitest/config';
import { maxWorkers } from './vitest-workers.ts';

/** The repository's own tooling (the test sequencer, …), tested like any package. */
export default defineProject({
  test: {
    name: 'tooling',
    maxWorkers,
    environment: 'node',
    include: ['*.test.ts'],
  },
});
