import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { browserExpect, chromiumBrowser } from '../tooling/vitest-browser.ts';
import { maxWorkers } from '../tooling/vitest-workers.ts';

const configDir = fileURLToPath(new URL('.', import.meta.url));

// Every story runs as a browser test, with the a11y addon failing on violations.
export default defineProject({
  plugins: [storybookTest({ configDir, storybookScript: 'pnpm storybook' })],
  test: {
    name: 'storybook',
    // A project's own config sets its workers: the root config's maxWorkers does not reach it.
    maxWorkers,
    browser: chromiumBrowser(),
    expect: browserExpect,
  },
});
