import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { acquireDataDirLock, DataDirLockedError, lockFileName } from './lock.ts';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const lockModule = new URL('./lock.ts', import.meta.url).href;
const folders: string[] = [];
function tempFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A start on a fresh data folder (initdb, migrations, the reference seed) takes seconds alone and
 * past a minute while `npm test` keeps both cores busy with the browser projects (a run was killed
 * at 50 s before printing a line, CI 2026-11-29). The test that starts a server therefore starts it
 * on a copy of the run's migrated and seeded template (test/global-setup.ts), which leaves it only
 * the data folder's checks and an up-to-date migration check; the limits stay for a loaded machine:
 * the child gets three minutes, the test four.
 */
const START_LIMIT_MS = 180_000;
const TEST_LIMIT_MS = 240_000;

/**
 * Fills `dir` as a start would have left it: the run's bare template (migrated, reference data,
 * no demo accounts) loaded into `<dir>/pglite`, with this process's default file modes.
 */
async function dataFolderFromTemplate(dir: string): Promise<void> {
  const template = new Blob([readFileSync(inject('testTemplates').bare)]);
  const database = new PGlite(path.join(dir, 'pglite'), { loadDataDir: template });
  await database.close();
}

/** Runs `node src/main.ts` and resolves with its exit code and output. */
function runMain(env: Record<string, string>, onOutput?: (text: string, stop: () => void) => void) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [mainFile], {
      env: { ...process.env, DATABASE_URL: '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(output, () => child.kill('SIGTERM'));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), START_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the data folder lock', () => {
  it(
    'makes a second process on the same DATA_DIR refuse to start with a clear message',
    async () => {
      const dir = tempFolder();
      const lock = acquireDataDirLock(dir);
      try {
        const { code, output } = await runMain({ DATA_DIR: dir });
        expect(code).toBe(1);
        expect(output).toContain(`is already in use by process ${process.pid}`);
      } finally {
        lock.release();
      }
    },
    TEST_LIMIT_MS,
  );

  it(
    'lets a process start, serve and shut down on SIGTERM, releasing the lock',
    async () => {
      const dir = tempFolder();
      await dataFolderFromTemplate(dir);
      // A folder others can read, holding files others can read: the start makes them private (S9).
      chmodSync(dir, 0o755);
      chmodSync(path.join(dir, 'pglite', 'PG_VERSION'), 0o644);
      let checked = false;
      const { code, output } = await runMain({ DATA_DIR: dir, SEED_DEMO: '' }, (text, stop) => {
        const port = /running on port (\d+)/.exec(text)?.[1];
        if (port === undefined || checked) return;
        checked = true;
        expect(existsSync(path.join(dir, lockFileName))).toBe(true);
        fetch(`http://127.0.0.1:${port}/api/openapi.json`)
          .then((response) => {
            expect(response.status).toBe(200);
          })
          .finally(stop);
      });
      expect(output).toContain('SIGTERM received');
      expect(code).toBe(0);
      expect(existsSync(path.join(dir, lockFileName))).toBe(false);
      // Not asked for demo accounts: no password is printed (S7).
      expect(output).not.toContain(DEMO_PASSWORD);
      expect(output).not.toContain('Demo logins');
      // The folder and everything PGlite wrote in it are for the owner only (S9).
      const open = readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((entry) => path.join(dir, entry))
        .filter((entry) => (lstatSync(entry).mode & 0o077) !== 0 && !lstatSync(entry).isSymbolicLink());
      expect(open).toEqual([]);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    },
    TEST_LIMIT_MS,
  );

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempFolder();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    expect(gone).toEqual(expect.any(Number));
    writeFileSync(path.join(dir, lockFileName), JSON.stringify({ pid: gone, host: os.hostname() }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('never takes over a lock written on another host', () => {
    const dir = tempFolder();
    writeFileSync(path.join(dir, lockFileName), JSON.stringify({ pid: 1, host: 'another-machine.invalid' }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('refuses a second open inside the same process until the first is released', () => {
    const dir = tempFolder();
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use/);
    first.release();
    const second = acquireDataDirLock(dir);
    second.release();
    expect(existsSync(second.file)).toBe(false);
  });
});

/**
 * A separate process that takes the lock when told (all contenders spin until the same instant, so
 * they collide) and holds it until told to release, answering over IPC.
 */
const contenderSource = `
const { acquireDataDirLock } = await import(process.env.LOCK_MODULE);
let held = null;
process.on('message', (message) => {
  if (message.type === 'acquire') {
    while (Date.now() < message.at) {}
    try {
      held = acquireDataDirLock(message.dir);
      process.send({ won: true });
    } catch (error) {
      process.send({ won: false, unexpected: error.name === 'DataDirLockedError' ? null : String(error) });
    }
  } else if (message.type === 'release') {
    held?.release();
    held = null;
    process.send({ released: true });
  } else process.exit(0);
});
process.send({ ready: true });
`;

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve) => child.once('message', (message) => resolve(message as T)));
}

describe('taking over a stale lock', () => {
  it(
    'lets exactly one of several processes racing for the same stale lock win, every time',
    async () => {
      const contenders = Array.from({ length: 6 }, () =>
        spawn(process.execPath, ['--input-type=module', '-e', contenderSource], {
          env: { ...process.env, LOCK_MODULE: lockModule },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      );
      try {
        await Promise.all(contenders.map((child) => nextMessage(child)));
        const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
        const winnersPerTrial: number[] = [];
        for (let trial = 0; trial < 30; trial += 1) {
          const dir = tempFolder();
          writeFileSync(path.join(dir, lockFileName), JSON.stringify({ pid: gone, host: os.hostname() }));
          const at = Date.now() + 40;
          const answers = await Promise.all(
            contenders.map((child) => {
              const answer = nextMessage<{ won: boolean; unexpected: string | null }>(child);
              child.send({ type: 'acquire', dir, at });
              return answer;
            }),
          );
          expect(answers.map((answer) => answer.unexpected).filter(Boolean)).toEqual([]);
          winnersPerTrial.push(answers.filter((answer) => answer.won).length);
          await Promise.all(
            contenders.map((child) => {
              const answer = nextMessage(child);
              child.send({ type: 'release' });
              return answer;
            }),
          );
          // No lock, takeover guard or temporary file is left behind.
          expect(readdirSync(dir)).toEqual([]);
        }
        expect(winnersPerTrial).toEqual(Array.from({ length: 30 }, () => 1));
      } finally {
        for (const child of contenders) child.kill();
      }
    },
    TEST_LIMIT_MS,
  );
});
