import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** Workers, each with its own server on E2E_PORT + its parallel index (e2e/tests/servers.ts). */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * A trace records every step's DOM and screencast: a third of the suite's time when kept for every
 * test (docs/benchmarks.md). Off unless asked for (`E2E_TRACE=1`, then kept for a failed test);
 * a failure always keeps its screenshot and the page's ARIA snapshot (Playwright's error context).
 */
const TRACE = process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off';

// The real API (production mode, serving the built web app) on a fresh PGlite folder: no mocks.
export default defineConfig({
  testDir: './tests',
  // One output folder per port: parallel runs on other ports never share artifacts.
  outputDir: `test-results/${PORT}`,
  // Files spread over the workers; a file's tests run in order on its worker's own server.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Workers and their servers share two cores (and, on a developer's machine, other work): the
  // longest flows take a minute alone and three times that on a loaded machine.
  timeout: 180_000,
  // Twice the 10 s of one worker alone: each of two workers gets about half the cores.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    // baseURL is the worker's own server, set by e2e/tests/fixtures.ts (http://localhost:<port>/webui/:
    // localhost, not 127.0.0.1, since passkeys are bound to a host name).
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: TRACE,
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /account-deletion\.spec\.ts/,
    },
    // Issue #24: Marco deletes his account, so this runs after every other test of the run.
    {
      name: 'account-deletion',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /account-deletion\.spec\.ts/,
      dependencies: ['desktop'],
    },
  ],
  // One server per worker, each on a fresh data folder, mail folder and port of its own.
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node start-server.mjs',
    url: `http://127.0.0.1:${PORT + index}/webui/`,
    env: { PORT: String(PORT + index) },
    // PGlite, migrations and the demo seed: two minutes and more on a loaded machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
