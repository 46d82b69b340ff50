import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ble',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
