import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { createTestClock, signInPatient, silentLogger } from './http.ts';

/** The clock tests start at unless they say otherwise. */
export const TEST_START = '2026-11-22T09:00:00Z';

/**
 * The app over a test database, with a clock tests move by hand (from `start`) and a silent error
 * log; `config` adds or overrides settings. Answers the app and its clock.
 */
export function createTestApp(
  db: Database,
  { start = TEST_START, config = {} }: { start?: string; config?: Partial<AppConfig> } = {},
) {
  const clock = createTestClock(start);
  const app: Hono<AppEnv> = createApp({
    db,
    config: { now: clock.now, logError: silentLogger, ...config },
  });
  return { app, clock };
}

/** A demo patient signed in to an app of their own over `db`: the app, the token, the patient id. */
export function signedInApp(db: Database, email: string) {
  return signInPatient(createTestApp(db).app, email);
}

/** What a signed-in patient session holds. */
export type PatientSession = Awaited<ReturnType<typeof signInPatient>>;
