#!/usr/bin/env node
// Replays the first `npm start` on a fresh machine: runs `scripts/cartella.mjs start` on this
// process's own Node (the machine's, 20 or newer) with an empty tools folder, so it must
// bootstrap Node 24 and pnpm and then start the API on the Node it just installed. Passes when
// the start prints the address and the demo logins and serves /webui/ and /api/openapi.json.
// Plain JavaScript: it runs on the machine's Node. Run by `npm test`; alone:
//   node scripts/check-first-start.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TIME_LIMIT_MS = 5 * 60_000;

function log(message) {
  process.stdout.write(`[first-start] ${message}\n`);
}

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** PATH as the machine has it: without the repository's own tools (`.tools/`, node_modules/.bin). */
function machinePath(path) {
  return (path ?? '')
    .split(delimiter)
    .filter((entry) => entry !== '' && !resolve(entry).startsWith(root))
    .join(delimiter);
}

async function expectOk(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  log(`${url} answered 200`);
}

/**
 * Follows redirects by hand from `url` with one cookie jar per host, as a browser would, until an
 * answer that is not a redirect or a page of this server; returns the last answer and the jar.
 */
async function browse(url, jar = new Map(), limit = 12) {
  let next = new URL(url);
  for (let hop = 0; hop < limit; hop += 1) {
    const cookies = jar.get(next.host) ?? new Map();
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    jar.set(next.host, cookies);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || location === null) return { response, jar };
    await response.arrayBuffer();
    next = new URL(location, next);
    if (next.pathname.startsWith('/webui/')) return { response, jar, landed: next };
  }
  throw new Error(`more than ${limit} redirects from ${url}`);
}

/**
 * `npm start` is the demonstration: its local OpenID provider signs the demo patient in through
 * "Accedi con Demo OpenID", and her subscriptions page pays through the local PayPal stand-in,
 * labelled as such (apps/api/src/demo/start.ts, issue #37).
 */
async function expectDemonstrationServices(base) {
  const provider = await (await fetch(`${base}/api/user/oauth`)).json();
  if (provider.data?.label !== 'Demo OpenID') throw new Error(`OpenID button: ${JSON.stringify(provider)}`);
  const { jar, landed } = await browse(`${base}/api/user/oauth/start`);
  const session = jar.get(new URL(base).host)?.get('cartella_session');
  if (landed === undefined || session === undefined)
    throw new Error('the demo OpenID sign-in did not end signed in');
  const headers = { cookie: `cartella_session=${session}` };
  const me = await (await fetch(`${base}/api/user/session`, { headers })).json();
  log(`"Accedi con Demo OpenID" signed in ${me.success?.user?.email ?? JSON.stringify(me)}`);
  const plans = await (await fetch(`${base}/api/paypal/piani`, { headers })).json();
  if (plans.pagamento_configurato !== true || plans.pagamento_dimostrativo !== true)
    throw new Error(`payment is not the demonstration's: ${JSON.stringify(plans).slice(0, 200)}`);
  log('payment goes to the local PayPal stand-in, labelled as a demonstration');
}

async function main() {
  const toolsDir = mkdtempSync(join(tmpdir(), 'cartella-first-start-tools-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'cartella-first-start-data-'));
  const port = await freePort();
  const { CARTELLA_TOOLS_DIR: _ignored, NODE_ENV: _env, SEED_DEMO: _seed, ...inherited } = process.env;
  log(`node ${process.version} (${process.execPath}), empty tools folder, port ${port}`);
  const child = spawn(process.execPath, ['scripts/cartella.mjs', 'start'], {
    cwd: root,
    env: {
      ...inherited,
      PATH: machinePath(process.env.PATH),
      CARTELLA_TOOLS_DIR: toolsDir,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a time-out ends cartella.mjs, pnpm, the build and the API at once.
    detached: true,
  });
  const stopAll = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const exited = new Promise((resolveExit) =>
    child.on('exit', (code, signal) => resolveExit({ code, signal })),
  );
  let output = '';
  const ready = new Promise((resolveReady, reject) => {
    const collect = (chunk) => {
      const text = chunk.toString();
      process.stdout.write(text);
      output += text;
      if (output.includes(`Open http://localhost:${port}/webui/`) && output.includes('Demo logins')) {
        resolveReady();
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    exited.then(({ code, signal }) =>
      reject(new Error(`npm start ended early (code ${code}, signal ${signal})`)),
    );
  });
  const timer = setTimeout(() => stopAll('SIGKILL'), TIME_LIMIT_MS);
  let failure = null;
  try {
    await ready;
    await expectOk(`http://127.0.0.1:${port}/webui/`);
    await expectOk(`http://127.0.0.1:${port}/api/openapi.json`);
    await expectDemonstrationServices(`http://localhost:${port}`);
  } catch (error) {
    failure = error;
  }
  // SIGTERM to cartella.mjs, which hands it to the API (a clean shutdown releases the data folder).
  child.kill('SIGTERM');
  const stopTimer = setTimeout(() => stopAll('SIGKILL'), 15_000);
  const { code } = await exited;
  clearTimeout(stopTimer);
  clearTimeout(timer);
  stopAll('SIGKILL');
  rmSync(toolsDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  if (failure === null && code !== 0) failure = new Error(`npm start exited with ${code} after SIGTERM`);
  if (failure !== null) {
    process.stderr.write(`[first-start] FAILED: ${failure.message}\n`);
    process.exit(1);
  }
  log('ok: bootstrapped, built, served and stopped cleanly');
}

await main();
