import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../tooling/vitest-workers.ts';

export default defineProject({
  test: {
    name: 'api',
    // A project's own config sets its workers: the root config's maxWorkers does not reach it.
    maxWorkers,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A run migrates and seeds one template database per seed variant; each test file opens a
    // copy of it (src/test/database.ts, docs/decisions/0511-test-database-templates.md).
    globalSetup: ['src/test/global-setup.ts'],
    // The first file of a run builds the template: seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    // Files of a worker share one module graph: importing the app's graph again for each of ~75
    // files took 40% of the project's time (534 s against 304 s, decision 0511). Every file opens
    // its own database and app, and no test replaces a module (no vi.mock): nothing of one file's
    // state reaches the next.
    isolate: false,
    // A test of several sign-ins and a mail, 3 s on a quiet machine, passed 30 s once while the
    // browser projects and other work kept both cores busy (CI, 2026-11-29): a limit catches a hang,
    // it never measures speed.
    testTimeout: 60_000,
  },
});
