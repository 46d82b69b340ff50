import { dataExportOperations } from '@cartella/contract';
import { issueMessages, localeFromAcceptLanguage } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { dataExportStream, safeEntryName } from '../services/data-export.ts';
import { contentDisposition } from '../storage/http.ts';

/**
 * Exports made at once on one API node, and how many more may wait for their turn there (issue
 * #34, T9): an archive of hundreds of megabytes keeps a core and the database busy, so a node makes
 * one at a time and a patient who asks meanwhile waits a little; past the queue, 503 with
 * Retry-After. Per node, in memory: behind several nodes each makes its own one at a time.
 */
const EXPORTS_AT_ONCE = 1;
const EXPORTS_WAITING = 3;
/** What a patient turned away by a full queue is told to wait. */
const EXPORT_RETRY_SECONDS = 60;

/** A turn to make an export: `take` waits for one, or answers undefined when the queue is full. */
function createExportTurns(atOnce: number, waiting: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const grant = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next === undefined) active -= 1;
      else next();
    };
  };
  return {
    take(): Promise<() => void> | undefined {
      if (active < atOnce) {
        active += 1;
        return Promise.resolve(grant());
      }
      if (queue.length >= waiting) return undefined;
      return new Promise((resolve) => queue.push(() => resolve(grant())));
    },
  };
}

export function dataExportRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, workers } = deps;
  const app = new Hono<AppEnv>();
  // Accounts whose export is being made or waits on this node: a second one of the same account
  // is refused (429). Per node, in memory, like the turns below.
  const running = new Set<number>();
  const turns = createExportTurns(EXPORTS_AT_ONCE, EXPORTS_WAITING);

  app.get(honoPath(dataExportOperations.exportData.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const { user } = await requireOwnPatient(deps, c, patientId);
    if (running.has(user.id_utente)) throw new ApiError('rate_limited');
    const turn = turns.take();
    if (turn === undefined) {
      throw new ApiError('timeout', {
        message: issueMessages.data_export_busy,
        retryAfterSeconds: EXPORT_RETRY_SECONDS,
      });
    }
    running.add(user.id_utente);
    const release = await turn;
    const now = config.now();
    const today = localDateTime(now, config.timeZone).date;
    const stream = dataExportStream(
      db,
      workers,
      {
        patientId,
        userId: user.id_utente,
        today,
        locale: localeFromAcceptLanguage(c.req.header('accept-language')),
        now,
      },
      () => {
        running.delete(user.id_utente);
        release();
      },
    );
    return c.body(stream, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('attachment', safeEntryName(`Cartella_${today}.zip`)),
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
