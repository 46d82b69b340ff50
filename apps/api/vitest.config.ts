import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A run migrates and seeds one template database per seed variant; each test file opens a
    // copy of it (src/test/database.ts, docs/decisions/0511-test-database-templates.md).
    globalSetup: ['src/test/global-setup.ts'],
    // The first file of a run builds the template: seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
