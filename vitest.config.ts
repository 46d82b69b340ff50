import { defineConfig } from 'vitest/config';

// One Vitest run covers every suite except e2e (Playwright) and the API suite on PostgreSQL
// (scripts/cartella.mjs runs that one again with DATABASE_URL set).
export default defineConfig({
  test: {
    projects: [
      'packages/calculators',
      'packages/domain',
      'packages/ble',
      'packages/ui',
      'apps/api',
      'apps/web',
      '.storybook/vitest.config.ts',
    ],
  },
});
