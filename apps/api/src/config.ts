import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_LIFETIME_MINUTES } from '@cartella/domain';
import { type SecurityEvent, writeSecurityEvent } from './lib/log.ts';

/** Repository root, found from this file (apps/api/src/config.ts). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Limits of the login throttle (docs/decisions/0504-login-throttling.md). */
export interface ThrottleLimits {
  /** Length of the sliding window, minutes. */
  windowMinutes: number;
  /** Failed logins allowed per account (typed e-mail) inside the window. */
  maxFailuresPerAccount: number;
  /** Failed logins allowed per client address inside the window. */
  maxFailuresPerAddress: number;
}

/** Everything `createApp` needs besides the database. Tests override single fields. */
export interface AppConfig {
  /** The clock; injected so tests can move time (session expiry, throttle windows). */
  now: () => Date;
  /** Session lifetime, minutes (spec 001 section 9: local storage lifetime 120 minutes). */
  sessionLifetimeMinutes: number;
  throttle: ThrottleLimits;
  /** Trust the last X-Forwarded-For hop (only behind one reverse proxy of ours). */
  trustProxy: boolean;
  /** Largest request body accepted on /api, bytes. */
  bodyLimitBytes: number;
  /** Folder of the built web app to serve under /webui/, or null to serve none. */
  webDist: string | null;
  /** Time zone of the dates shown to users (access log, ages). */
  timeZone: string;
  /**
   * How long a read of the access cache's version row is trusted, ms: an admin's change to roles,
   * licences or the menu shows on every node within it (docs/decisions/0507-access-cache.md).
   */
  accessCacheCheckMs: number;
  /** Where unexpected errors are reported; never receives request bodies. */
  logError: (message: string, error: unknown) => void;
  /** Where security events (refused access, throttled sign-ins, rate limits) are reported. */
  logSecurityEvent: (event: SecurityEvent) => void;
}

export const defaultThrottle: ThrottleLimits = {
  windowMinutes: 15,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
};

export function defaultAppConfig(): AppConfig {
  return {
    now: () => new Date(),
    sessionLifetimeMinutes: SESSION_LIFETIME_MINUTES,
    throttle: defaultThrottle,
    trustProxy: false,
    bodyLimitBytes: 1024 * 1024,
    webDist: null,
    timeZone: 'Europe/Rome',
    accessCacheCheckMs: 1000,
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
      },
      webDist: production
        ? path.resolve(cwd, env.WEB_DIST || path.join(repoRoot, 'apps', 'web', 'dist'))
        : null,
    },
  };
}
