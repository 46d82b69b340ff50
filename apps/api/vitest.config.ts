import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file opens, migrates and seeds its own database (PGlite in memory, or a fresh
    // PostgreSQL database): seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
