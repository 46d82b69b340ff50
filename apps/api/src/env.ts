import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { WorkerPool } from './workers/pool.ts';

/** The authenticated caller, set by middleware/auth.ts. */
export interface SessionInfo {
  sessionId: number;
  userId: number;
  expiresAt: Date;
  /** The access cache's version row as the session lookup read it (services/access-cache.ts). */
  accessVersion?: number;
  /** Whether the session passed a second factor (issue #23); the admin area needs it (issue 25). */
  secondFactor?: boolean;
}

/** Hono environment shared by every route module. */
export interface AppEnv {
  Variables: { session: SessionInfo };
}

/** What every route module receives from createApp. */
export interface RouteDeps {
  db: Database;
  config: AppConfig;
  /** Worker threads for slow work (PDFs, drawing checks), with the configured time limit. */
  workers: WorkerPool;
}
