import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { browserExpect, chromiumBrowser } from '../../tooling/vitest-browser.ts';
import { maxWorkers } from '../../tooling/vitest-workers.ts';
import packageJson from './package.json' with { type: 'json' };

/**
 * Runtime dependencies are pre-bundled up front: one discovered mid-run is re-bundled and the test
 * that found it sees two copies of React (packages/ui/vitest.config.ts has the same list).
 */
/** The root test run starts elsewhere; Lingui must still find this app's config. */
const linguiConfig = { configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) };

const prebundled = [
  ...Object.keys(packageJson.dependencies).filter((name) => !name.startsWith('@cartella/')),
  'react-dom/client',
  'react/jsx-dev-runtime',
  'vitest-browser-react',
];

// The web app's unit and component tests run in Chromium: real localStorage, real DOM. The
// component tests compile like the app (React, the Lingui macros, .po catalogs).
export default defineProject({
  plugins: [
    react(),
    babel({
      presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig)],
    }),
    lingui(linguiConfig),
  ],
  optimizeDeps: { include: prebundled, entries: ['src/**/*.tsx'] },
  test: {
    name: 'web',
    // A project's own config sets its workers: the root config's maxWorkers does not reach it.
    maxWorkers,
    include: ['src/**/*.test.{ts,tsx}'],
    browser: chromiumBrowser(),
    expect: browserExpect,
  },
});
