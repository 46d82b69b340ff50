import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);

// The real API (production mode, serving the built web app) on a fresh PGlite folder: no mocks.
export default defineConfig({
  testDir: './tests',
  // One output folder per port: parallel runs on other ports never share artifacts.
  outputDir: `test-results/${PORT}`,
  // One API process on PGlite and two cores: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    // localhost, not 127.0.0.1: passkeys are bound to a host name (WebAuthn refuses addresses).
    baseURL: `http://localhost:${PORT}/webui/`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
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
  webServer: {
    command: 'node start-server.mjs',
    url: `http://127.0.0.1:${PORT}/webui/`,
    env: { PORT: String(PORT) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
