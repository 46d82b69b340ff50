import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { GIULIA_EMAIL, MARCO_EMAIL } from './accounts.ts';
import { useTestDatabase } from './database.ts';
import { createTestClock, signInPatient, silentLogger } from './http.ts';

/** The clock tests start at unless they say otherwise. */
const TEST_START = '2026-11-22T09:00:00Z';

/** What a test app may be given: the clock, or the time its own clock starts at, and settings. */
export interface TestAppOptions {
  start?: string;
  clock?: ReturnType<typeof createTestClock>;
  config?: Partial<AppConfig>;
}

/**
 * The app over a test database, with a clock tests move by hand (from `start` unless one is given)
 * and silent error and security logs; `config` adds or overrides settings. Answers the app and its
 * clock.
 */
export function createTestApp(
  db: Database,
  { start = TEST_START, clock = createTestClock(start), config = {} }: TestAppOptions = {},
) {
  const app: Hono<AppEnv> = createApp({
    db,
    config: {
      now: clock.now,
      logError: silentLogger,
      logSecurityEvent: silentLogger,
      // A fresh worker thread's first task (loading the password dictionaries) took over the 20 s
      // default on a test machine loaded past its cores (CI 2026-11-29: a registration answered
      // 503). The limit itself is tested with its own setting (reports-therapies.test.ts, 5 ms).
      slowWorkTimeLimitMs: 120_000,
      ...config,
    },
  });
  return { app, clock };
}

/**
 * A demo patient signed in to an app of their own over `db` (made with `options`): the app, its
 * clock, the token, the patient id and the user id.
 */
export async function signedInApp(db: Database, email: string, options: TestAppOptions = {}) {
  const { app, clock } = createTestApp(db, options);
  return { ...(await signInPatient(app, email)), clock };
}

/** What a signed-in patient session holds. */
export type PatientSession = Awaited<ReturnType<typeof signedInApp>>;

/**
 * Opens this file's test database (see useTestDatabase) and answers it with sign-ins of the demo
 * patients Giulia and Marco, each into an app of their own (createTestApp, with the call's options).
 */
export function useDemoPatients() {
  const database = useTestDatabase();
  return {
    database,
    giuliaOf: (options?: TestAppOptions) => signedInApp(database.db, GIULIA_EMAIL, options),
    marcoOf: (options?: TestAppOptions) => signedInApp(database.db, MARCO_EMAIL, options),
  };
}
