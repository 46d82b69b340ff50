import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, defaultAppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { createTestAccount } from '../test/accounts.ts';
import { createTestDatabase } from '../test/database.ts';
import { silentLogger } from '../test/http.ts';
import { createWorkerPool, type TaskName, type WorkerPool } from '../workers/pool.ts';
import { changePassword, PASSWORD_JUDGEMENTS_PER_WINDOW, register } from './identity.ts';

let handle: DatabaseHandle;
const pool = createWorkerPool({ maxThreads: 1, timeLimitMs: 20_000 });
beforeAll(async () => {
  handle = await createTestDatabase({ demoAccounts: false });
});
afterAll(async () => {
  await pool.close();
  await handle.close();
});

const STRONG = 'Lampada-Trombone-73!';

/** The service's dependencies, with a worker pool that records which tasks it was given. */
function depsWithCountedPool() {
  const tasks: TaskName[] = [];
  const workers: WorkerPool = {
    run: (name, input) => {
      tasks.push(name);
      return pool.run(name, input);
    },
    close: () => Promise.resolve(),
  };
  const config: AppConfig = {
    ...defaultAppConfig(),
    logError: silentLogger,
    logSecurityEvent: silentLogger,
  };
  const deps: Pick<RouteDeps, 'db' | 'config' | 'workers'> = { db: handle.db, config, workers };
  return { deps, tasks };
}

let clientCounter = 0;
/** A client address of each test's own, so no test shares another's limits. */
function newCaller() {
  clientCounter += 1;
  return { address: `192.0.2.${clientCounter}`, locale: 'it' as const };
}

function registration(email: string, password = STRONG) {
  return { nome: 'Chiara', cognome: 'Esposito', email, password };
}

async function statusOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return error instanceof ApiError ? error.code : error;
}

describe('judging passwords (issue #34, T1)', () => {
  it('judges a registration password in the worker pool, not on the event loop', async () => {
    const { deps, tasks } = depsWithCountedPool();
    await register(deps, newCaller(), registration('pool.judge@example.org'));
    expect(tasks).toEqual(['isCommonPassword']);
  });

  it('answers 429 to a registration past the mail limit without judging its password', async () => {
    const { deps, tasks } = depsWithCountedPool();
    const email = 'limit.judge@example.org';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await register(deps, newCaller(), registration(email));
    }
    expect(tasks).toHaveLength(3);
    expect(await statusOf(register(deps, newCaller(), registration(email)))).toBe('rate_limited');
    expect(tasks).toHaveLength(3);
  });

  it('answers 429 without judging once a client had its share of passwords judged', async () => {
    const { deps, tasks } = depsWithCountedPool();
    const caller = newCaller();
    for (let attempt = 0; attempt < PASSWORD_JUDGEMENTS_PER_WINDOW; attempt += 1) {
      const refused = register(deps, caller, registration(`common.${attempt}@example.org`, 'Password1234!'));
      expect(await statusOf(refused)).toBe('validation_failed');
    }
    const next = register(deps, caller, registration('common.next@example.org', 'Password1234!'));
    expect(await statusOf(next)).toBe('rate_limited');
    expect(tasks).toHaveLength(PASSWORD_JUDGEMENTS_PER_WINDOW);
  });

  it('judges a changed password in the worker pool too', async () => {
    const { deps, tasks } = depsWithCountedPool();
    const account = await createTestAccount(handle.db, 'cambio');
    await changePassword(
      deps,
      { ...newCaller(), userId: account.userId, sessionId: 0 },
      { current_password: DEMO_PASSWORD, password: STRONG },
    );
    expect(tasks).toEqual(['isCommonPassword']);
  });
});
