#!/usr/bin/env node
// The README's two commands. `npm start` and `npm test` run this file on whatever Node the
// machine has (20 or newer); it bootstraps Node 24, pnpm and the dependencies, then re-runs the
// real work on Node 24.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bootstrap, ensureChromium, ensurePostgres, nodeBinary, root, toolEnv } from './bootstrap.mjs';

const command = process.argv[2];
const env = toolEnv();

/**
 * The Node that runs the real work: the bootstrapped Node 24 once `bootstrap()` has installed it,
 * else this process's own Node (a machine that already has Node 24, or a platform without the
 * npm package). Asked after bootstrap: on a fresh machine the binary appears only then.
 */
function workNode() {
  return existsSync(nodeBinary()) ? nodeBinary() : process.execPath;
}

function log(message) {
  process.stdout.write(`\n[cartella] ${message}\n`);
}

function run(cmd, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...options.env } });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/**
 * The same, without blocking: the output streams to this process's own when `live`, else it is
 * kept and answered with the outcome, for printing once the step is over.
 */
function runAsync(cmd, args, options = {}, live = true) {
  const started = Date.now();
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...options.env },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const finish = (ok) =>
      resolvePromise({
        ok,
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      });
    child.once('error', () => finish(false));
    child.once('close', (code) => finish(code === 0));
  });
}

/**
 * Runs the steps of each lane one after the other, the lanes side by side: the first lane's
 * output streams as it comes, each other step's is printed under its own heading once it ends.
 * For steps that do not touch each other's files and that, alone, leave a core idle.
 */
async function runLanes(lanes, results) {
  const outcomes = await Promise.all(
    lanes.map(async (lane, index) => {
      const done = [];
      for (const [name, cmd, args, options] of lane) {
        if (index === 0) log(`step: ${name}`);
        const outcome = await runAsync(
          cmd,
          typeof args === 'function' ? args(results) : args,
          options,
          index === 0,
        );
        if (index > 0) {
          log(`step: ${name} (ran beside the step above)`);
          process.stdout.write(outcome.output);
        }
        done.push({ name, ok: outcome.ok, seconds: outcome.seconds });
      }
      return done;
    }),
  );
  results.push(...outcomes.flat());
}

function build() {
  log('building the web app …');
  const result = run('pnpm', ['--filter', '@cartella/web', 'run', 'build']);
  if (!result.ok) throw new Error('build failed');
}

async function start() {
  bootstrap();
  build();
  log('starting Cartella (API + web) …');
  // The demonstration: the API with the local stand-ins of the outside services the environment
  // leaves unset (PayPal, OpenID; apps/api/src/demo/start.ts), so every feature can be tried.
  const child = spawn(workNode(), ['apps/api/src/demo/start.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The demo accounts and their published password: asked for here, never seeded by default.
    env: { ...env, NODE_ENV: 'production', SERVE_WEB: '1', SEED_DEMO: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

/** A Vitest or Playwright JSON report, or null when it is missing or unreadable. */
function readReport(reportFile) {
  if (!existsSync(reportFile)) return null;
  try {
    return JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    // An unreadable report counts as nothing; the step's exit code still fails the run.
    return null;
  }
}

/** A Vitest or Playwright report's passed and failed test counts. */
function countTests(report) {
  if (typeof report?.numPassedTests === 'number') {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  if (report?.stats)
    return {
      passed: report.stats.expected ?? 0,
      failed: (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0),
    };
  return { passed: 0, failed: 0 };
}

/** Milliseconds of every test in a Playwright suite and the suites inside it. */
function playwrightSuiteMs(suite) {
  const own = (suite.specs ?? [])
    .flatMap((spec) => spec.tests ?? [])
    .flatMap((test) => test.results ?? [])
    .reduce((sum, result) => sum + (result.duration ?? 0), 0);
  return (suite.suites ?? []).reduce((sum, inner) => sum + playwrightSuiteMs(inner), own);
}

/**
 * Each test file's time in a report: a Vitest file from its start to its end, a Playwright spec
 * file as the sum of its tests' durations (its tests may run on several workers).
 */
function fileTimes(report, label) {
  const vitestFiles = (report?.testResults ?? []).map((file) => ({
    file: relative(root, file.name ?? ''),
    ms: (file.endTime ?? 0) - (file.startTime ?? 0),
  }));
  const playwrightFiles = (report?.suites ?? []).map((suite) => ({
    file: `e2e/tests/${suite.file ?? suite.title}`,
    ms: playwrightSuiteMs(suite),
  }));
  return [...vitestFiles, ...playwrightFiles].map((entry) => ({ ...entry, label }));
}

/** The step that replays a first `npm start`; the build step reads its outcome. */
const FIRST_START = 'first npm start on a fresh machine';

async function test() {
  bootstrap();
  ensureChromium();
  const pgBin = ensurePostgres();
  const node = workNode();
  const reports = join(root, '.tools/reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const steps = [
    // Read-only checks of the sources, each on one core: two lanes side by side.
    {
      beside: [
        [
          ['lint and format (Biome)', 'pnpm', ['exec', 'biome', 'ci', '.']],
          ['translations complete (Lingui catalogs)', node, ['scripts/check-catalogs.mjs']],
          ['no absolute path of a build machine in tracked files', node, ['scripts/check-paths.mjs']],
          ['every document the code cites is in the repository', node, ['scripts/check-citations.mjs']],
        ],
        [
          ['nothing unused: exports, files, dependencies (knip)', 'pnpm', ['exec', 'knip']],
          ['architecture boundaries (dependency-cruiser)', 'pnpm', ['run', 'boundaries']],
        ],
      ],
    },
    // On this process's own Node (the machine's), from an empty tools folder: what a first
    // `npm start` on a fresh machine does, up to the served web app and API.
    [FIRST_START, process.execPath, ['scripts/check-first-start.mjs']],
    // The build generates the web app's route tree, which the type-check reads. A first start that
    // passed has just built the web app from this same tree (`npm start` builds it): only the
    // calculators package is left to build then.
    [
      'build',
      'pnpm',
      (done) => [
        '--filter',
        '@cartella/calculators',
        ...(done.find((step) => step.name === FIRST_START)?.ok ? [] : ['--filter', '@cartella/web']),
        'run',
        'build',
      ],
    ],
    ['type-check every package', 'pnpm', ['-r', '--include-workspace-root', '--no-bail', 'run', 'typecheck']],
    [
      'unit, API (PGlite), UI and Storybook tests (Vitest)',
      'pnpm',
      [
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest.json')}`,
      ],
    ],
    // The PostgreSQL run leaves part of a core idle (its server and Vitest wait on each other); the
    // package and budget checks and the Storybook build fill it, on files the run never touches.
    {
      beside: [
        [
          [
            'API tests on PostgreSQL',
            node,
            [
              'scripts/postgres.mjs',
              'run',
              '--',
              'pnpm',
              'exec',
              'vitest',
              'run',
              // The files whose code reaches what differs between the engines (the list and its rule).
              '--config',
              'apps/api/vitest.postgres.config.ts',
              '--reporter=default',
              '--reporter=json',
              `--outputFile.json=${join(reports, 'vitest-postgres.json')}`,
            ],
            { env: { PG_BIN: pgBin ?? '' } },
          ],
        ],
        [
          ['JavaScript budgets of /webui/login and the record page', node, ['scripts/check-size.mjs']],
          [
            '@cartella/calculators package (publint, attw)',
            'pnpm',
            ['--filter', '@cartella/calculators', 'run', 'check:package'],
          ],
          [
            '@cartella/calculators single-import size (< 1 KB gzip each)',
            'pnpm',
            ['--filter', '@cartella/calculators', 'run', 'check:size'],
          ],
          [
            'Storybook builds',
            'pnpm',
            ['exec', 'storybook', 'build', '-o', '.tools/storybook-static', '--quiet'],
          ],
        ],
      ],
    },
    [
      'end-to-end tests (Playwright, real API and database)',
      'pnpm',
      ['--filter', '@cartella/e2e', 'exec', 'playwright', 'test'],
      { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') } },
    ],
  ];

  const results = [];
  for (const step of steps) {
    if (step.beside !== undefined) {
      await runLanes(step.beside, results);
      continue;
    }
    const [name, cmd, args, options] = step;
    log(`step: ${name}`);
    results.push({ name, ...run(cmd, typeof args === 'function' ? args(results) : args, options) });
  }

  let passed = 0;
  let failed = 0;
  const files = [];
  for (const [file, label] of [
    ['vitest.json', 'Vitest'],
    ['vitest-postgres.json', 'Vitest, PostgreSQL'],
    ['playwright.json', 'Playwright'],
  ]) {
    const report = readReport(join(reports, file));
    const counts = countTests(report);
    passed += counts.passed;
    failed += counts.failed;
    files.push(...fileTimes(report, label));
  }
  log('summary');
  for (const result of results) {
    process.stdout.write(
      `  ${result.ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)\n`,
    );
  }
  const failedSteps = results.filter((result) => !result.ok).length;
  process.stdout.write(`\nsteps: ${results.length - failedSteps} passed, ${failedSteps} failed\n`);
  process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
  if (files.length > 0) {
    process.stdout.write('\nslowest test files:\n');
    for (const { file, ms, label } of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      process.stdout.write(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file} (${label})\n`);
    }
  }
  process.exit(failedSteps === 0 ? 0 : 1);
}

if (command === 'start') await start();
else if (command === 'test') await test();
else {
  process.stderr.write('usage: node scripts/cartella.mjs start|test\n');
  process.exit(2);
}
