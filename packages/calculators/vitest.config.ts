import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'calculators',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
