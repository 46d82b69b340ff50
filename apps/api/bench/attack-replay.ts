// Replays the availability findings of the third security review (issue #34) against a running
// API and measures what they cost everyone else: an unrelated signed-in call (the menu) is sent
// one after another during each attack, and its worst wait is compared with its idle median.
// A benchmark, not a test (docs/benchmarks.md): run it on an idle machine with
// `pnpm --filter @cartella/api replay`; it exits non-zero when an attack is not refused or an
// unrelated call waits longer than the budget. Loopback only; every loop is bounded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../src/db/demo-accounts.ts';

/** The longest an unrelated call may wait while an attack runs (one 2-core machine, busy). */
const WORST_WAIT_BUDGET_MS = 1_000;
const PORT = Number(process.env.REPLAY_PORT ?? 8299);
const base = `http://127.0.0.1:${PORT}`;

const dataDir = mkdtempSync(join(tmpdir(), 'cartella-replay-'));
const server = spawn(process.execPath, [join(import.meta.dirname, '../src/main.ts')], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: '1', NODE_ENV: 'production' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`${base}/api/openapi.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not start within 5 minutes');
}

async function signIn(email: string) {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { success } = (await response.json()) as {
    success: { token: string; user: { id_paziente: number; id_utente: number } };
  };
  return { token: success.token, patientId: success.user.id_paziente, userId: success.user.id_utente };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Sends the unrelated call one after another until `done` settles; answers each call's wait. */
async function probeDuring(done: Promise<unknown>, probe: () => Promise<unknown>) {
  let settled = false;
  void done.finally(() => {
    settled = true;
  });
  const waits: number[] = [];
  // Bounded: at most 2,000 probes, whatever the attack does.
  while (!settled && waits.length < 2_000) {
    const started = performance.now();
    await probe();
    waits.push(performance.now() - started);
  }
  return waits;
}

interface Attack {
  name: string;
  /** Runs the attack; answers the HTTP statuses it got. */
  run: () => Promise<number[]>;
  /** Whether the statuses show the attack was refused as it should be. */
  refused: (statuses: number[]) => boolean;
}

function mixedPassword(length: number, seed: number) {
  const alphabet = 'aB3$xY7!kLm9@Qr2#Zp5%Tw8&';
  return Array.from({ length }, (_, index) => alphabet[(index * 7 + seed) % alphabet.length]).join('');
}

/** A multipart body of `parts` tiny fields, the shape of T2's reproduction. */
function manyPartBody(parts: number) {
  const boundary = 'replayboundary';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n`;
  return { boundary, body: `${part.repeat(parts)}--${boundary}--\r\n` };
}

let failed = false;
try {
  await waitForServer();
  const giulia = await signIn('giulia.bianchi@example.org');
  const marco = await signIn('marco.rossi@example.org');
  const probe = () =>
    fetch(`${base}/api/menu/${giulia.userId}`, { headers: { Authorization: `Bearer ${giulia.token}` } }).then(
      (response) => response.arrayBuffer(),
    );
  const idle: number[] = [];
  for (let index = 0; index < 40; index += 1) {
    const started = performance.now();
    await probe();
    idle.push(performance.now() - started);
  }
  const idleMedian = median(idle);

  const created = await fetch(`${base}/api/condivisioni`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${giulia.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id_paziente: giulia.patientId, contenuto: 'report', durata_ore: 1 }),
  });
  const shareUrl = ((await created.json()) as { data: { url: string } }).data.url;
  const shareToken = shareUrl.split('/').pop() ?? '';

  const attacks: Attack[] = [
    {
      name: 'T1 four registrations with 256-character passwords, signed out',
      run: () =>
        Promise.all(
          Array.from({ length: 4 }, (_, index) => {
            const password = mixedPassword(256, index);
            return fetch(`${base}/api/user/register`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({
                nome: 'Prova',
                cognome: 'Replay',
                email: `replay-${index}@example.org`,
                password,
                password_confirmation: password,
                accetta_termini: true,
                accetta_trattamento: true,
              }),
            }).then((response) => response.status);
          }),
        ),
      // Judged on 64 characters in the pool: accepted (200) or refused as weak (400), never a 5xx.
      refused: (statuses) => statuses.every((status) => status < 500),
    },
    {
      name: 'T2 a 21 MB upload of 388,000 tiny parts (Base licence)',
      run: async () => {
        const { boundary, body } = manyPartBody(388_000);
        const response = await fetch(`${base}/api/files`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${marco.token}`,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
          },
          body,
        });
        return [response.status];
      },
      refused: (statuses) => statuses.every((status) => status >= 400 && status < 500),
    },
    {
      name: 'T7 80 openings of a PIN-less share link from one address',
      run: async () => {
        const statuses: number[] = [];
        for (let batch = 0; batch < 10; batch += 1) {
          const answers = await Promise.all(
            Array.from({ length: 8 }, () =>
              fetch(`${base}/api/condivisione/${shareToken}/apri`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({}),
              }).then(async (response) => {
                await response.arrayBuffer();
                return response.status;
              }),
            ),
          );
          statuses.push(...answers);
        }
        return statuses;
      },
      refused: (statuses) => statuses.filter((status) => status === 429).length >= 60,
    },
  ];

  console.log(`Idle: the menu call's median wait is ${idleMedian.toFixed(1)} ms.`);
  for (const attack of attacks) {
    const attackStarted = performance.now();
    const running = attack.run();
    const waits = await probeDuring(running, probe);
    const statuses = await running;
    const attackMs = performance.now() - attackStarted;
    const worst = Math.max(0, ...waits);
    const withinBudget = attack.refused(statuses) && worst <= WORST_WAIT_BUDGET_MS;
    if (!withinBudget) failed = true;
    const counts = [...new Set(statuses)]
      .sort()
      .map((status) => `${statuses.filter((value) => value === status).length}× ${status}`)
      .join(', ');
    console.log(
      `${withinBudget ? 'ok  ' : 'MISS'} ${attack.name}: answered ${counts} in ${attackMs.toFixed(0)} ms; ` +
        `the menu call waited at worst ${worst.toFixed(0)} ms (${(worst / Math.max(idleMedian, 0.1)).toFixed(1)}× idle, ` +
        `budget ${WORST_WAIT_BUDGET_MS} ms), median ${median(waits).toFixed(1)} ms over ${waits.length} calls`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
