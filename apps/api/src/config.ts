import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDLE_LOGOUT_SECONDS, SESSION_LIFETIME_MINUTES } from '@cartella/domain';
import { type ErrorLogEntry, type SecurityEvent, writeErrorLog, writeSecurityEvent } from './lib/log.ts';
import { createMailer, discardingMailer, type Mailer, type MailSettings } from './mail/mailer.ts';
import type { OidcSettings } from './services/oidc.ts';
import type { PayPalSettings } from './services/paypal.ts';

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

/**
 * Where a patient asks for help (README "Configuration": SUPPORT_EMAIL, SUPPORT_URL). Given to the
 * web app in the served index.html; with neither set the web app shows no support link.
 */
export interface SupportContact {
  email: string | null;
  url: string | null;
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
  /** The operator's support contact, written into the served index.html. */
  support: SupportContact;
  /** Time zone of the dates shown to users (access log, ages). */
  timeZone: string;
  /**
   * How long a read of the access cache's version row is trusted, ms: an admin's change to roles,
   * licences or the menu shows on every node within it (docs/decisions/0509-access-cache.md).
   */
  accessCacheCheckMs: number;
  /**
   * Where unexpected errors are reported: a fixed message and the entry (method, route, error
   * names, SQLSTATE, error id). Never the error itself, whose message may hold bound values.
   */
  logError: (message: string, entry: ErrorLogEntry) => void;
  /** Worker threads for slow work (PDFs, drawing checks) at most. */
  workerThreads: number;
  /** Time limit of one piece of slow work, ms; past it the request answers 503 `timeout`. */
  slowWorkTimeLimitMs: number;
  /** Bytes of diary drawings one patient may store (deleted entries included); past it 413. */
  drawingQuotaBytes: number;
  /** Where security events (refused access, throttled sign-ins, rate limits) are reported. */
  logSecurityEvent: (event: SecurityEvent) => void;
  /**
   * Check every successful JSON answer against its operation's response schema and throw when it
   * does not match (middleware/answers.ts). On in every Vitest run, never in production.
   */
  checkAnswers: boolean;
  /** How mail leaves the server (mail/mailer.ts): SMTP or the outbox folder; tests discard or use loopback SMTP. */
  mailer: Mailer;
  /** Mails one patient may send in 24 hours (POST /api/sendMail); past it 429. */
  mailDailyLimit: number;
  /**
   * Mails patients may cause to one recipient address in 24 hours, all patients together (doctors,
   * centres, doctors' confirmation requests; issue #34, T3a); past it 429.
   */
  mailRecipientDailyLimit: number;
  /** Mails patients may cause in 24 hours on the whole server (issue #34, T3a); past it 429. */
  mailServerDailyLimit: number;
  /** Largest stored file (files page, exam attachments), bytes; past it 413 (src/storage). */
  fileSizeLimitBytes: number;
  /** Bytes of stored files one patient may keep, all owners together; past it 413. */
  fileQuotaBytes: number;
  /** Lifetime of a download link (GET /api/getDRoute/{id}), seconds. */
  downloadLinkSeconds: number;
  /**
   * The address patients reach the app at (PUBLIC_URL, no trailing slash): mailed links start with
   * it, never with the request's Host header, which a client chooses (issue #23).
   */
  publicUrl: string;
  /** PayPal's REST API for subscriptions (issue #24), or null when payment is not configured. */
  paypal: PayPalSettings | null;
  /** The OpenID provider of 'sign in with' (issue #23), or null: then the button is not shown. */
  oidc: OidcSettings | null;
}

export const defaultThrottle: ThrottleLimits = {
  windowMinutes: 60,
  maxFailuresPerPair: 5,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 20,
  maxDelaySeconds: 15 * 60,
};

const defaultWriteRateLimit: WriteRateLimit = { maxWrites: 120, windowSeconds: 60 };

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
    support: { email: null, url: null },
    timeZone: 'Europe/Rome',
    accessCacheCheckMs: 1000,
    logError: writeErrorLog,
    logSecurityEvent: writeSecurityEvent,
    workerThreads: 2,
    drawingQuotaBytes: 50 * 1024 * 1024,
    slowWorkTimeLimitMs: 20_000,
    checkAnswers: process.env.VITEST === 'true',
    mailer: discardingMailer(),
    paypal: null,
    oidc: null,
    mailDailyLimit: 20,
    mailRecipientDailyLimit: 30,
    mailServerDailyLimit: 1000,
    fileSizeLimitBytes: 20 * 1024 * 1024,
    fileQuotaBytes: 500 * 1024 * 1024,
    downloadLinkSeconds: 60,
    publicUrl: 'http://localhost:8080',
  };
}

/** Process settings read by main.ts from the environment. */
export interface ServerSettings {
  port: number;
  host: string | undefined;
  /** PostgreSQL connection string; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Whether the demo accounts (an administrator among them, with a published password) are
   * created and their password printed. Only when asked with SEED_DEMO=1 (`npm start` and the e2e
   * server ask); never by default, whatever NODE_ENV says.
   */
  seedDemo: boolean;
  /**
   * The certificate and key files (PEM) from TLS_CERT_FILE and TLS_KEY_FILE: with them the server
   * speaks HTTPS with HTTP/2 (HTTP/1.1 still offered), one connection for every file a page loads
   * (docs/decisions/0510-https-and-http2.md). Null when neither is set: plain HTTP, as behind a
   * reverse proxy that ends TLS.
   */
  tls: { certFile: string; keyFile: string } | null;
  app: AppConfig;
}

/** TLS_CERT_FILE and TLS_KEY_FILE: both or neither, resolved from the working folder. */
function tlsFiles(env: NodeJS.ProcessEnv, cwd: string): ServerSettings['tls'] {
  const cert = env.TLS_CERT_FILE || undefined;
  const key = env.TLS_KEY_FILE || undefined;
  if (cert === undefined && key === undefined) return null;
  if (cert === undefined || key === undefined)
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither for plain HTTP');
  return { certFile: path.resolve(cwd, cert), keyFile: path.resolve(cwd, key) };
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

/** A plain address (no spaces, quotes or angle brackets, one @), at most 254 characters. */
function plainEmail(value: string | undefined, name: string): string | null {
  if (value === undefined || value.trim() === '') return null;
  const email = value.trim();
  if (email.length > 254 || !/^[^\s@<>"'&]+@[^\s@<>"'&]+\.[^\s@<>"'&.]+$/.test(email)) {
    throw new Error(`${name} must be one e-mail address`);
  }
  return email;
}

/**
 * Mail settings (README "Mail"): SMTP when SMTP_URL is set (smtp:// or smtps://, MAIL_FROM
 * required), otherwise .eml files under DATA_DIR/outbox/ (MAIL_FROM defaults to cartella@localhost).
 */
function mailSettings(env: NodeJS.ProcessEnv, dataDir: string): MailSettings {
  const url = env.SMTP_URL?.trim() || undefined;
  if (url === undefined) {
    const from = plainEmail(env.MAIL_FROM, 'MAIL_FROM') ?? 'cartella@localhost';
    return { kind: 'outbox', dir: path.join(dataDir, 'outbox'), from };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  }
  if (!['smtp:', 'smtps:'].includes(parsed.protocol) || parsed.hostname === '') {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  }
  const from = plainEmail(env.MAIL_FROM, 'MAIL_FROM');
  if (from === null) throw new Error('MAIL_FROM must be set when SMTP_URL is');
  return { kind: 'smtp', url, from };
}

/** An absolute https:, http: or mailto: address. */
function supportUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error('SUPPORT_URL must be an absolute https://, http:// or mailto: address');
  }
  if (!['https:', 'http:', 'mailto:'].includes(url.protocol) || url.href.length > 2000) {
    throw new Error('SUPPORT_URL must be an absolute https://, http:// or mailto: address');
  }
  return url.href;
}

/** PUBLIC_URL: an absolute http(s) address without query; by default this server on localhost. */
function publicUrl(value: string | undefined, port: number): string {
  if (value === undefined || value.trim() === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error('PUBLIC_URL must be an absolute https:// or http:// address');
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.search !== '' || url.hash !== '') {
    throw new Error('PUBLIC_URL must be an absolute https:// or http:// address');
  }
  return url.href.replace(/\/+$/, '');
}

/** Reads the settings from environment variables (documented in apps/api/README.md). */
export function settingsFromEnvironment(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerSettings {
  const production = env.NODE_ENV === 'production' || env.SERVE_WEB === '1';
  const app = defaultAppConfig();
  const dataDir = path.resolve(cwd, env.DATA_DIR || path.join(repoRoot, '.data'));
  return {
    port: positiveInteger(env.PORT, 8080, 'PORT'),
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    seedDemo: env.SEED_DEMO === '1',
    tls: tlsFiles(env, cwd),
    app: {
      ...app,
      trustProxy: env.TRUST_PROXY === '1',
      support: { email: plainEmail(env.SUPPORT_EMAIL, 'SUPPORT_EMAIL'), url: supportUrl(env.SUPPORT_URL) },
      mailer: createMailer(mailSettings(env, dataDir)),
      mailDailyLimit: positiveInteger(env.MAIL_DAILY_LIMIT, app.mailDailyLimit, 'MAIL_DAILY_LIMIT'),
      mailRecipientDailyLimit: positiveInteger(
        env.MAIL_RECIPIENT_DAILY_LIMIT,
        app.mailRecipientDailyLimit,
        'MAIL_RECIPIENT_DAILY_LIMIT',
      ),
      mailServerDailyLimit: positiveInteger(
        env.MAIL_SERVER_DAILY_LIMIT,
        app.mailServerDailyLimit,
        'MAIL_SERVER_DAILY_LIMIT',
      ),
      fileSizeLimitBytes: positiveInteger(
        env.FILE_SIZE_LIMIT_BYTES,
        app.fileSizeLimitBytes,
        'FILE_SIZE_LIMIT_BYTES',
      ),
      fileQuotaBytes: positiveInteger(env.FILE_QUOTA_BYTES, app.fileQuotaBytes, 'FILE_QUOTA_BYTES'),
      publicUrl: publicUrl(env.PUBLIC_URL, positiveInteger(env.PORT, 8080, 'PORT')),
      paypal: paypalSettings(env),
      oidc: oidcSettings(env),
      bodyLimitBytes: positiveInteger(env.BODY_LIMIT_BYTES, app.bodyLimitBytes, 'BODY_LIMIT_BYTES'),
      drawingQuotaBytes: positiveInteger(
        env.DRAWING_QUOTA_BYTES,
        app.drawingQuotaBytes,
        'DRAWING_QUOTA_BYTES',
      ),
      workerThreads: Math.max(1, positiveInteger(env.WORKER_THREADS, app.workerThreads, 'WORKER_THREADS')),
      slowWorkTimeLimitMs: positiveInteger(
        env.SLOW_WORK_TIME_LIMIT_MS,
        app.slowWorkTimeLimitMs,
        'SLOW_WORK_TIME_LIMIT_MS',
      ),
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

/** OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together (OIDC_LABEL optional), or none (issue #23). */
function oidcSettings(env: NodeJS.ProcessEnv): OidcSettings | null {
  const issuer = env.OIDC_ISSUER || '';
  const clientId = env.OIDC_CLIENT_ID || '';
  const clientSecret = env.OIDC_CLIENT_SECRET || '';
  if (!issuer && !clientId && !clientSecret) return null;
  if (!issuer || !clientId || !clientSecret) {
    throw new Error('Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none of them.');
  }
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error('OIDC_ISSUER must be an https address (or a loopback address for tests).');
  }
  return { issuer, clientId, clientSecret, label: (env.OIDC_LABEL || url.hostname).slice(0, 60) };
}

/** PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE together, or none of them (issue #24). */
function paypalSettings(env: NodeJS.ProcessEnv): PayPalSettings | null {
  const clientId = env.PAYPAL_CLIENT_ID || '';
  const clientSecret = env.PAYPAL_CLIENT_SECRET || '';
  const apiBase = env.PAYPAL_API_BASE || '';
  if (!clientId && !clientSecret && !apiBase) return null;
  if (!clientId || !clientSecret || !apiBase) {
    throw new Error(
      'Set PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE together, or none of them.',
    );
  }
  const url = new URL(apiBase);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !loopback) {
    throw new Error('PAYPAL_API_BASE must be an https address (or a loopback address for tests).');
  }
  // The page tells the patient nothing is charged: only ever said of a counterpart on this machine.
  const demonstration = env.PAYPAL_DEMO === '1';
  if (demonstration && !loopback) {
    throw new Error('PAYPAL_DEMO=1 is for the demonstration counterpart on a loopback PAYPAL_API_BASE only.');
  }
  return { clientId, clientSecret, apiBase: url.origin, ...(demonstration ? { demonstration } : {}) };
}
