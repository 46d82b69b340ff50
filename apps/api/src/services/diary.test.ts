import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../config.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { demoPatientIds, GIULIA_EMAIL } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { createWorkerPool } from '../workers/pool.ts';
import { createDiaryEntry, diaryEntryAnswer, updateDiaryEntryOf } from './diary.ts';

const database = useTestDatabase();
let deps: RouteDeps;
let patientId: number;
let userId: number;
beforeAll(async () => {
  const config = { ...defaultAppConfig(), now: () => new Date('2026-11-22T09:00:00Z') };
  deps = { db: database.db, config, workers: createWorkerPool({ maxThreads: 1, timeLimitMs: 20_000 }) };
  ({ patientId, userId } = await demoPatientIds(database.db, GIULIA_EMAIL));
});
afterAll(async () => {
  await deps.workers.close();
});

function entry(overrides: Record<string, unknown> = {}) {
  return {
    id_taccuino: 0,
    id_paziente: patientId,
    taccuino_data: '2026-11-20',
    taccuino_descrizione: 'Dolore al ginocchio destro',
    id_livello_confidenzialita: 6 as const,
    ...overrides,
  };
}

describe('the diary service, without HTTP', () => {
  it('creates an entry without drawings and answers it in its wire shape', async () => {
    const row = await createDiaryEntry(deps, entry(), userId);
    expect(diaryEntryAnswer(row)).toMatchObject({
      id_paziente: patientId,
      author_id: userId,
      taccuino_descrizione: 'Dolore al ginocchio destro',
      id_livello_confidenzialita: 6,
      deleted_at: null,
    });
  });

  it('refuses a drawing that is not a PNG, naming the field, before anything is stored', async () => {
    const drawing = `data:image/jpeg;base64,${Buffer.from('not a png').toString('base64')}`;
    const error = await createDiaryEntry(deps, entry({ taccuino_report_anteriore: drawing }), userId).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('unsupported_media_type');
    expect((error as ApiError).details.fields).toEqual([
      { path: 'taccuino_report_anteriore', code: 'image_not_png' },
    ]);
  });

  it('updates the text of a stored entry in place', async () => {
    const created = await createDiaryEntry(deps, entry(), userId);
    const stored = { ...created, taccuino_report_anteriore: null, taccuino_report_posteriore: null };
    const updated = await updateDiaryEntryOf(deps, stored, entry({ taccuino_descrizione: 'Meglio oggi' }));
    expect(updated).toMatchObject({ id_taccuino: created.id_taccuino, taccuino_descrizione: 'Meglio oggi' });
  });
});
