import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tooling/vitest-sequencer.ts';
import { maxWorkers } from './tooling/vitest-workers.ts';

// One Vitest run covers every suite except e2e (Playwright) and the API suite on PostgreSQL
// (scripts/cartella.mjs runs that one again with DATABASE_URL set).
export default defineConfig({
  test: {
    // Console output (the API's security events and error lines among it) appears beside a
    // failing test only, so a passing run stays readable.
    silent: 'passed-only',
    // Each project's config sets its own as well (tooling/vitest-workers.ts): a project file does
    // not inherit the root's, and falls back to one worker on two cores.
    maxWorkers,
    projects: [
      'packages/calculators',
      'packages/domain',
      'packages/contract',
      'packages/ble',
      'packages/ui',
      'apps/api',
      'apps/web',
      '.storybook/vitest.config.ts',
      'tooling/vitest.config.ts',
    ],
    // Known slow files first when Vitest has no timings of its own (a fresh clone).
    sequence: { sequencer: SlowFirstSequencer },
  },
});
