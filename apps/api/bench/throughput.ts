// API throughput benchmark with budgets (not a timed test: run it with `pnpm --filter
// @cartella/api bench`; it prints figures and exits non-zero when a budget is missed).
// It starts the real app on a fresh PGlite folder (or DATABASE_URL), signs in as the demo
// patient and loads the endpoints every screen calls, over loopback only.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../src/app.ts';
import { settingsFromEnvironment } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/db/demo-accounts.ts';
import { prepareDatabase } from '../src/db/migrate.ts';

/**
 * Budgets for this 2-core machine with the load generator on the same cores, per call and per
 * database (docs/benchmarks.md). The record is one prepared statement (every list of the patient in
 * json_agg subqueries); the menu and the permission check read the per-process access cache
 * (docs/decisions/0509-access-cache.md), so each costs the session check and little else. The
 * permission check runs before every gated action and the menu once per page.
 */
const budgetsByDatabase = {
  pglite: {
    record: { minRequestsPerSecond: 500, maxP99Ms: 100 },
    menu: { minRequestsPerSecond: 1500, maxP99Ms: 100 },
    permission: { minRequestsPerSecond: 1500, maxP99Ms: 100 },
  },
  postgres: {
    record: { minRequestsPerSecond: 2000, maxP99Ms: 100 },
    menu: { minRequestsPerSecond: 1500, maxP99Ms: 100 },
    permission: { minRequestsPerSecond: 1500, maxP99Ms: 100 },
  },
};

const dataDir = mkdtempSync(join(tmpdir(), 'cartella-bench-'));
const settings = settingsFromEnvironment({ ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' });
const handle = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir });
await prepareDatabase(handle, { demoAccounts: true });
const budgets = budgetsByDatabase[handle.kind];
// One session sends every request, so the per-session write limit (120 a minute) would answer
// most POSTs with 429: the bench measures throughput, not the limiter (tested in user.test.ts).
const app = createApp({
  db: handle.db,
  config: {
    ...settings.app,
    logError: () => {},
    writeRateLimit: { ...settings.app.writeRateLimit, maxWrites: Number.MAX_SAFE_INTEGER },
  },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;

const login = await fetch(`${base}/api/user/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'giulia.bianchi@example.org', password: DEMO_PASSWORD }),
});
const { success } = (await login.json()) as {
  success: { token: string; user: { id_paziente: number; id_utente: number } };
};
const headers = { Authorization: `Bearer ${success.token}`, 'Content-Type': 'application/json' };

const scenarios = [
  {
    name: 'GET /api/patient/{id}',
    path: `/api/patient/${success.user.id_paziente}`,
    method: 'GET' as const,
    budget: budgets.record,
  },
  {
    name: 'GET /api/menu/{id}',
    path: `/api/menu/${success.user.id_utente}`,
    method: 'GET' as const,
    budget: budgets.menu,
  },
  {
    name: 'POST /api/security/hasPermission',
    budget: budgets.permission,
    path: '/api/security/hasPermission',
    method: 'POST' as const,
    body: JSON.stringify({ data: 'aggiungitaccuino' }),
  },
];

let failed = false;
console.log(`Database: ${handle.kind}. Budgets per call: at least the req/s, at most the p99 shown.`);
for (const scenario of scenarios) {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    method: scenario.method,
    headers,
    ...(scenario.body ? { body: scenario.body } : {}),
    connections: 20,
    duration: 8,
    // The load generator runs in its own thread: in the server's event loop it would take half
    // of the time the figures are meant to measure.
    workers: 1,
  });
  const ok = result.non2xx === 0 && result.errors === 0;
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const { budget } = scenario;
  const withinBudget = ok && rps >= budget.minRequestsPerSecond && p99 <= budget.maxP99Ms;
  if (!withinBudget) failed = true;
  console.log(
    `${withinBudget ? 'ok  ' : 'MISS'} ${scenario.name.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s (>= ${budget.minRequestsPerSecond})  p50 ${result.latency.p50} ms  p99 ${p99} ms (<= ${budget.maxP99Ms})  non-2xx ${result.non2xx}`,
  );
}

server.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
