import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ble',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Run with `npx vitest bench --run --project ble`; figures are copied into README.md.
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
