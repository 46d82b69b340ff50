import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDLE_LOGOUT_SECONDS, SESSION_LIFETIME_MINUTES } from '@cartella/domain';
import { type SecurityEvent, writeSecurityEvent } from './lib/log.ts';

/** Repository root, found from this file (apps/api/src/config.ts). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Limits of the login throttle (docs/decisions/0504-login-throttling.md). Past its free failures a
 * counter makes the next attempt wait 1, 2, 4, … seconds after its newest failure, up to
 * `maxDelaySeconds`.
 */
export interface ThrottleLimits {
  /** How long a failure counts, minutes. */
  windowMinutes: number;
  /** Free failures per account (typed e-mail) from one address; reset by a success from there. */
  maxFailuresPerPair: number;
  /**
   * Free failures per account from all addresses where it never signed in; reset by any success.
   * Addresses with a past success of the account are not held back by this counter.
   */
  maxFailuresPerAccount: number;
  /** Free failures per client address, whatever the account; never reset by a success. */
  maxFailuresPerAddress: number;
  /** Longest delay between two attempts, seconds. */
  maxDelaySeconds: number;
}

/** Per-session limit of unsafe calls (POST, PUT, PATCH, DELETE), counted in memory per node. */
export interface WriteRateLimit {
  maxWrites: number;
  windowSeconds: number;
}

/** Everything `createApp` needs besides the database. Tests override single fields. */
export interface AppConfig {
  /** The clock; injected so tests can move time (session expiry, throttle windows). */
  now: () => Date;
  /** Session lifetime, minutes (spec 001 section 9: local storage lifetime 120 minutes). */
  sessionLifetimeMinutes: number;
  /** A session unused for longer than this is refused with session_expired (spec: 600 s). */
  idleTimeoutSeconds: number;
  /** A session's last use is written only when older than this, to spare a write per request. */
  sessionTouchSeconds: number;
  throttle: ThrottleLimits;
  writeRateLimit: WriteRateLimit;
  /**
   * Trust the last X-Forwarded-For and X-Forwarded-Proto hops (only behind one reverse proxy of
   * ours): the client address, and whether the session cookie is marked Secure.
   */
  trustProxy: boolean;
  /** Largest request body accepted on /api, bytes. */
  bodyLimitBytes: number;
  /** Folder of the built web app to serve under /webui/, or null to serve none. */
  webDist: string | null;
  /** Time zone of the dates shown to users (access log, ages). */
  timeZone: string;
  /** Where unexpected errors are reported; never receives request bodies. */
  logError: (message: string, error: unknown) => void;
  /** Where security events (refused access, throttled sign-ins, rate limits) are reported. */
  logSecurityEvent: (event: SecurityEvent) => void;
}

export const defaultThrottle: ThrottleLimits = {
  windowMinutes: 60,
  maxFailuresPerPair: 5,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 20,
  maxDelaySeconds: 15 * 60,
};

export const defaultWriteRateLimit: WriteRateLimit = { maxWrites: 120, windowSeconds: 60 };

export function defaultAppConfig(): AppConfig {
  return {
    now: () => new Date(),
    sessionLifetimeMinutes: SESSION_LIFETIME_MINUTES,
    idleTimeoutSeconds: IDLE_LOGOUT_SECONDS,
    sessionTouchSeconds: 30,
    throttle: defaultThrottle,
    writeRateLimit: defaultWriteRateLimit,
    trustProxy: false,
    bodyLimitBytes: 1024 * 1024,
    webDist: null,
    timeZone: 'Europe/Rome',
    logError: (message, error) => {
      console.error(message, error);
    },
    logSecurityEvent: writeSecurityEvent,
  };
}

/** Process settings read by main.ts from the environment. */
export interface ServerSettings {
  port: number;
  host: string | undefined;
  /** PostgreSQL connection string; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Whether the demo accounts are created (on by default; SEED_DEMO=0 for a real deployment). */
  seedDemo: boolean;
  app: AppConfig;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

/** Reads the settings from environment variables (documented in apps/api/README.md). */
export function settingsFromEnvironment(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerSettings {
  const production = env.NODE_ENV === 'production' || env.SERVE_WEB === '1';
  const app = defaultAppConfig();
  return {
    port: positiveInteger(env.PORT, 8080, 'PORT'),
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(cwd, env.DATA_DIR || path.join(repoRoot, '.data')),
    seedDemo: env.SEED_DEMO !== '0',
    app: {
      ...app,
      trustProxy: env.TRUST_PROXY === '1',
      bodyLimitBytes: positiveInteger(env.BODY_LIMIT_BYTES, app.bodyLimitBytes, 'BODY_LIMIT_BYTES'),
      throttle: {
        windowMinutes: positiveInteger(
          env.LOGIN_WINDOW_MINUTES,
          defaultThrottle.windowMinutes,
          'LOGIN_WINDOW_MINUTES',
        ),
        maxFailuresPerPair: positiveInteger(
          env.LOGIN_MAX_FAILURES_PAIR,
          defaultThrottle.maxFailuresPerPair,
          'LOGIN_MAX_FAILURES_PAIR',
        ),
        maxFailuresPerAccount: positiveInteger(
          env.LOGIN_MAX_FAILURES_ACCOUNT,
          defaultThrottle.maxFailuresPerAccount,
          'LOGIN_MAX_FAILURES_ACCOUNT',
        ),
        maxFailuresPerAddress: positiveInteger(
          env.LOGIN_MAX_FAILURES_ADDRESS,
          defaultThrottle.maxFailuresPerAddress,
          'LOGIN_MAX_FAILURES_ADDRESS',
        ),
        maxDelaySeconds: positiveInteger(
          env.LOGIN_MAX_DELAY_SECONDS,
          defaultThrottle.maxDelaySeconds,
          'LOGIN_MAX_DELAY_SECONDS',
        ),
      },
      writeRateLimit: {
        maxWrites: positiveInteger(
          env.WRITES_PER_MINUTE,
          defaultWriteRateLimit.maxWrites,
          'WRITES_PER_MINUTE',
        ),
        windowSeconds: defaultWriteRateLimit.windowSeconds,
      },
      webDist: production
        ? path.resolve(cwd, env.WEB_DIST || path.join(repoRoot, 'apps', 'web', 'dist'))
        : null,
    },
  };
}
