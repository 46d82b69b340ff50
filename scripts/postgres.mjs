#!/usr/bin/env node
// A throwaway PostgreSQL 15 server for the API tests (docs/decisions/0502-database-drivers.md).
//
//   import { startPostgres } from './postgres.mjs';
//   const { url, stop } = await startPostgres({ port: 54329 });
//
//   node scripts/postgres.mjs run -- <command...>
//     starts a server, runs the command with DATABASE_URL set, stops the server and exits with the
//     command's exit code.
//
// Uses Debian's binaries (/usr/lib/postgresql/15/bin, or PG_BIN). As root, initdb and pg_ctl run as
// the `postgres` OS user (PostgreSQL refuses to run as root) in a temporary folder that user owns.
// The server listens on 127.0.0.1 only, with trust authentication, and without fsync: the data is
// thrown away when it stops.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultBin = '/usr/lib/postgresql/15/bin';

function postgresUser() {
  if (process.getuid?.() !== 0) return null;
  const passwd = readFileSync('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line)
    throw new Error('Running as root but there is no `postgres` OS user (apt-get install -y postgresql).');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** runuser lives in /usr/sbin, which a non-login PATH may lack. */
const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((path) => existsSync(path)) ?? 'runuser';

function run(user, binary, args) {
  const command = user ? runuser : binary;
  const commandArgs = user ? ['-u', 'postgres', '--', binary, ...args] : args;
  return execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Starts a PostgreSQL server. `dir` (created when missing) holds the cluster and the log; a
 * temporary folder is used and removed when it is not given.
 * @returns {Promise<{ url: string, stop: () => Promise<void>, logFile: string }>}
 */
export async function startPostgres({ port = 54329, dir } = {}) {
  const bin = process.env.PG_BIN || defaultBin;
  const initdb = path.join(bin, 'initdb');
  const pgCtl = path.join(bin, 'pg_ctl');
  if (!existsSync(initdb)) {
    throw new Error(
      `PostgreSQL binaries not found in ${bin} (apt-get install -y postgresql, or set PG_BIN).`,
    );
  }
  if (!(await portIsFree(port))) throw new Error(`Port ${port} on 127.0.0.1 is in use; pass another port.`);
  const user = postgresUser();
  const ownsDir = dir === undefined;
  const base = dir ?? mkdtempSync(path.join(os.tmpdir(), 'cartella-pg-'));
  execFileSync('mkdir', ['-p', base]);
  if (user) chownSync(base, user.uid, user.gid);
  const dataDir = path.join(base, 'data');
  const logFile = path.join(base, 'postgres.log');

  run(user, initdb, [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${base}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  try {
    run(user, pgCtl, ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    throw new Error(`PostgreSQL did not start: ${error.message}\n${log}`);
  }

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    try {
      run(user, pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      if (ownsDir) rmSync(base, { recursive: true, force: true });
    }
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, logFile };
}

async function cli(argv) {
  const separator = argv.indexOf('--');
  if (argv[0] !== 'run' || separator === -1 || separator === argv.length - 1) {
    console.error('Usage: node scripts/postgres.mjs run [--port N] -- <command...>');
    return 2;
  }
  const portFlag = argv.indexOf('--port');
  const port = portFlag !== -1 && portFlag < separator ? Number(argv[portFlag + 1]) : 54329;
  const [command, ...args] = argv.slice(separator + 1);
  const server = await startPostgres({ port });
  console.log(`PostgreSQL 15 running at ${server.url}`);
  const stopAndExit = async (code) => {
    await server.stop();
    process.exit(code);
  };
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: server.url } });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', async (error) => {
    console.error(`Could not run ${command}: ${error.message}`);
    await stopAndExit(127);
  });
  child.on('exit', async (code, signal) => {
    await stopAndExit(code ?? (signal ? 1 : 0));
  });
  return null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const code = await cli(process.argv.slice(2));
  if (code !== null) process.exit(code);
}
