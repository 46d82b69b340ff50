import {
  createDiaryEntryRequestSchema,
  createDiaryEntrySchema,
  DIARY_IMAGE_MAX_BYTES,
  DiaryConfidentialityRequestSchema,
  DiaryDeleteAnswerSchema,
  DiaryEntryAnswerSchema,
  DiaryImagesAnswerSchema,
  DiaryListAnswerSchema,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { findDiaryEntry, softDeleteDiaryEntryRow, updateDiaryEntry } from '../db/repositories/diary.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { limitBody } from '../middleware/body-limit.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import {
  createDiaryEntry,
  diaryEntriesOfPatient,
  diaryEntryAnswer,
  updateDiaryEntryOf,
} from '../services/diary.ts';

/**
 * Body limit of the diary's create and update calls: two data URLs of at most DIARY_IMAGE_MAX_BYTES
 * each grow by 4/3 in base64 (2 x 699,052 characters), plus the description (5,000 characters,
 * at most 6 bytes each when JSON-escaped) and the other fields. 1.5 MiB covers that; every other
 * /api route keeps the global 1 MiB limit of app.ts.
 */
export const DIARY_BODY_LIMIT_BYTES = 1.5 * 1024 * 1024;

/** Paths whose body limit is the diary's own instead of the global one (see app.ts). */
export const diaryLargeBodyPaths = ['/api/taccuino', '/api/taccuino/*'];

/**
 * The bodies as documented in OpenAPI: the handlers' own domain schemas, built for a date no entry
 * passes (JSON Schema cannot state "not after today", so the description does).
 */
const documentedToday = { today: '9999-12-31' };

const drawingCodes =
  'taccuino_data may not be after today (date_in_future). Drawings are `data:image/png;base64,` URLs of a PNG at most 419 x 866 pixels and ' +
  `${DIARY_IMAGE_MAX_BYTES} bytes (decoded). Field codes: image_not_png (415), image_too_large ` +
  '(413), image_dimensions (400), image_corrupt (400: a chunk CRC, IEND, trailing bytes or the pixels ' +
  "do not decode), drawing_quota_exceeded (413: the patient's stored drawings would pass the quota). " +
  'A value that is not an image data URL at all fails the schema (400).';

export const diaryOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/getTaccuinos/{id}',
    operationId: 'listDiaryEntries',
    tag: 'Pain diary',
    summary: "The patient's diary entries, without the drawings",
    description:
      'Spec 000 section 7 "Notebook list". Deleted entries are left out; newest date first. The ' +
      'drawings are fetched per entry from /api/taccuino/{id}/Images.',
    pathParams: { id: 'id_paziente of the caller' },
    response: DiaryListAnswerSchema,
    errors: ['forbidden'],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/taccuino/',
    operationId: 'createDiaryEntry',
    tag: 'Pain diary',
    summary: 'Creates a diary entry (id_taccuino 0)',
    description:
      'Spec 000 sections 4 and 7 "Notebook create"; needs the aggiungitaccuino permission (section ' +
      `6). The body limit of this call is ${DIARY_BODY_LIMIT_BYTES} bytes. ${drawingCodes}`,
    requestBody: createDiaryEntryRequestSchema(documentedToday),
    response: DiaryEntryAnswerSchema,
    errors: ['forbidden', 'permission_denied'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/taccuino/{id_taccuino}',
    operationId: 'updateDiaryEntry',
    tag: 'Pain diary',
    summary: 'Updates a diary entry',
    description:
      'Spec 000 sections 4 and 7 "Notebook update"; needs the modificataccuino permission. A ' +
      'drawing left out of the body keeps the stored one; null removes it. id_paziente, when ' +
      `sent, is ignored. ${drawingCodes}`,
    pathParams: { id_taccuino: 'the entry' },
    requestBody: createDiaryEntrySchema(documentedToday),
    response: DiaryEntryAnswerSchema,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
  confidentiality: defineOperation({
    method: 'put',
    path: '/api/taccuino/{id_taccuino}/confidenzialita',
    operationId: 'setDiaryEntryConfidentiality',
    tag: 'Pain diary',
    summary: "Sets an entry's confidentiality level",
    description:
      'The lock action of the list (spec 000 section 2). The spec does not show its path; it is ' +
      'not licence-gated (section 6: "Lock (confidentiality), delete … are not gated").',
    pathParams: { id_taccuino: 'the entry' },
    requestBody: DiaryConfidentialityRequestSchema,
    response: DiaryEntryAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  images: defineOperation({
    method: 'get',
    path: '/api/taccuino/{id}/Images',
    operationId: 'diaryEntryImages',
    tag: 'Pain diary',
    summary: 'The front and back drawings of an entry',
    description: 'Spec 000 section 7 "Notebook images"; null where nothing was drawn.',
    pathParams: { id: 'id_taccuino' },
    response: DiaryImagesAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/taccuino/{id_taccuino}',
    operationId: 'deleteDiaryEntry',
    tag: 'Pain diary',
    summary: 'Soft-deletes a diary entry',
    description:
      'Spec 000 section 4: the row stays and leaves the lists. deleted_at is the real time of ' +
      'the deletion, not the fixed 2012-12-20 of the original (docs/spec-deviations/diary.md). ' +
      'Not licence-gated (section 6).',
    pathParams: { id_taccuino: 'the entry' },
    response: DiaryDeleteAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
} as const;

/** The entry behind a path id, if the caller owns it; deleted entries answer 404. */
async function requireOwnEntry(deps: RouteDeps, c: Context<AppEnv>, entryId: number) {
  return requireOwnRecord(
    deps,
    c,
    await findDiaryEntry(deps.db, entryId),
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
    const row = await updateDiaryEntry(
      db,
      entryId,
      {
        taccuino_data: entry.taccuino_data,
        taccuino_descrizione: entry.taccuino_descrizione,
        id_livello_confidenzialita: body.id_livello_confidenzialita,
      },
      config.now(),
    );
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
    const now = config.now();
    const row = await softDeleteDiaryEntryRow(db, entryId, now);
    if (row === undefined) throw new ApiError('not_found');
    return c.json({ data: { id_taccuino: row.id_taccuino, deleted_at: now.toISOString() } });
  });

  return app;
}
