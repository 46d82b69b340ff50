import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { purgeRetainedAccounts } from '../db/repositories/account-deletion.ts';
import type { ErrorLogEntry } from '../lib/log.ts';

/** How often each API node runs the purge of retained accounts (issue #24). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the purge of deleted accounts' retained data once at start and then every hour. Safe with
 * several nodes (rows are claimed with SKIP LOCKED) and idempotent; a failed run is logged by name
 * only and retried at the next tick. Answers a function that stops it.
 */
export function startRetentionPurge(
  db: Database,
  options: { now: () => Date; logError: (message: string, entry: ErrorLogEntry) => void },
): () => void {
  const run = () => {
    purgeRetainedAccounts(db, options.now()).catch((error: unknown) => {
      options.logError('retention purge failed', {
        errorId: randomUUID(),
        method: 'JOB',
        route: 'retention-purge',
        names: [error instanceof Error ? error.name : 'unknown'],
      });
    });
  };
  run();
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
