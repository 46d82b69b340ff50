import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { browserExpect, chromiumBrowser } from '../../tooling/vitest-browser.ts';
import { maxWorkers } from '../../tooling/vitest-workers.ts';
import packageJson from './package.json' with { type: 'json' };

/**
 * Every runtime dependency is pre-bundled up front: when Vite discovers one mid-run it re-bundles,
 * and the test that triggered it sees two copies of React ("Cannot read properties of null
 * (reading 'useState')").
 */
const prebundled = [
  ...Object.keys(packageJson.dependencies),
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'axe-core',
  'fast-check',
  'vitest-browser-react',
];

export default defineProject({
  plugins: [react(), tailwindcss()],
  optimizeDeps: { include: prebundled, entries: ['src/**/*.tsx'] },
  test: {
    name: 'ui',
    // A project's own config sets its workers: the root config's maxWorkers does not reach it.
    maxWorkers,
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    browser: chromiumBrowser(),
    expect: browserExpect,
  },
});
