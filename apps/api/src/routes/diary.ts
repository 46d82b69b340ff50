import { DIARY_BODY_LIMIT_BYTES, diaryOperations } from '@cartella/contract';
import {
  createDiaryEntryRequestSchema,
  createDiaryEntrySchema,
  DiaryConfidentialityRequestSchema,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { limitBody } from '../middleware/body-limit.ts';
import { honoPath } from '../openapi.ts';
import {
  createDiaryEntry,
  deleteDiaryEntry,
  diaryEntriesOfPatient,
  diaryEntryAnswer,
  diaryEntryById,
  setDiaryEntryConfidentiality,
  updateDiaryEntryOf,
} from '../services/diary.ts';

/** Paths whose body limit is the diary's own instead of the global one (see app.ts). */
export const diaryLargeBodyPaths = ['/api/taccuino', '/api/taccuino/*'];

/** The entry behind a path id, if the caller owns it; deleted entries answer 404. */
async function requireOwnEntry(deps: RouteDeps, c: Context<AppEnv>, entryId: number) {
  return requireOwnRecord(
    deps,
    c,
    await diaryEntryById(deps.db, entryId),
    (entry) => entry.id_paziente,
    (entry) => entry.deleted_at !== null,
  );
}

function diaryBodyLimit(config: RouteDeps['config']) {
  return limitBody(Math.max(config.bodyLimitBytes, DIARY_BODY_LIMIT_BYTES));
}

export function diaryRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const today = () => localDateTime(config.now(), config.timeZone).date;
  const limit = diaryBodyLimit(config);

  app.get(honoPath(diaryOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await diaryEntriesOfPatient(db, patientId) });
  });

  app.post(honoPath(diaryOperations.create.path), limit, async (c) => {
    await requirePermission(deps, c, 'aggiungitaccuino');
    const body = await parseJsonBody(c, createDiaryEntryRequestSchema({ today: today() }));
    if (body.id_taccuino !== 0) {
      // Spec 000 section 4: only id 0 is created; any other id is an update (PUT).
      throw new ApiError('validation_failed', { fields: [{ path: 'id_taccuino', code: 'invalid_type' }] });
    }
    await requireOwnPatient(deps, c, body.id_paziente);
    const row = await createDiaryEntry(deps, body, c.get('session').userId);
    return c.json({ data: diaryEntryAnswer(row) });
  });

  app.put(honoPath(diaryOperations.update.path), limit, async (c) => {
    const entryId = integerParam(c, 'id_taccuino');
    await requirePermission(deps, c, 'modificataccuino');
    const stored = await requireOwnEntry(deps, c, entryId);
    const body = await parseJsonBody(c, createDiaryEntrySchema({ today: today() }));
    if (body.id_taccuino !== 0 && body.id_taccuino !== entryId) {
      throw new ApiError('validation_failed', { fields: [{ path: 'id_taccuino', code: 'invalid_type' }] });
    }
    const row = await updateDiaryEntryOf(deps, stored, body);
    if (row === undefined) throw new ApiError('not_found');
    return c.json({ data: diaryEntryAnswer(row) });
  });

  app.put(honoPath(diaryOperations.confidentiality.path), async (c) => {
    const entryId = integerParam(c, 'id_taccuino');
    const entry = await requireOwnEntry(deps, c, entryId);
    const body = await parseJsonBody(c, DiaryConfidentialityRequestSchema);
    const row = await setDiaryEntryConfidentiality(deps, entry, body.id_livello_confidenzialita);
    if (row === undefined) throw new ApiError('not_found');
    return c.json({ data: diaryEntryAnswer(row) });
  });

  app.get(honoPath(diaryOperations.images.path), async (c) => {
    const entry = await requireOwnEntry(deps, c, integerParam(c, 'id'));
    return c.json({
      data: {
        taccuino_report_anteriore: entry.taccuino_report_anteriore,
        taccuino_report_posteriore: entry.taccuino_report_posteriore,
      },
    });
  });

  app.delete(honoPath(diaryOperations.remove.path), async (c) => {
    const entryId = integerParam(c, 'id_taccuino');
    await requireOwnEntry(deps, c, entryId);
    const deleted = await deleteDiaryEntry(deps, entryId);
    if (deleted === undefined) throw new ApiError('not_found');
    return c.json({ data: deleted });
  });

  return app;
}
