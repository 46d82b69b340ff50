import {
  ConfidentialitySchema,
  confidentialityLevels,
  createDiaryEntrySchema,
  DIARY_CANVAS_HEIGHT_PX,
  DIARY_CANVAS_WIDTH_PX,
  DiaryDeleteAnswerSchema,
  type DiaryEntry,
  DiaryEntryAnswerSchema,
  DiaryEntrySummarySchema,
  DiaryImagesAnswerSchema,
  DiaryListAnswerSchema,
  type FieldIssue,
  IdSchema,
  issueMessages,
  NewOrIdSchema,
  optionalText,
  TEXT_LIMITS,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  type DiaryEntryValues,
  findDiaryEntry,
  insertDiaryEntry,
  listDiaryEntries,
  softDeleteDiaryEntryRow,
  storedDrawingBytes,
  updateDiaryEntry,
} from '../db/repositories/diary.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';
import { localDateTime } from '../lib/time.ts';
import { reportRefusal, requireOwnPatient, requirePermission } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';

/**
 * Largest decoded PNG accepted per drawing. A 419 x 866 drawing with the outline and a few strokes
 * is about 15-40 KB; 512 KB leaves room for a canvas covered in strokes and stops anyone from
 * storing arbitrary files in the diary (docs/spec-deviations/diary.md).
 */
export const DIARY_IMAGE_MAX_BYTES = 512 * 1024;

/**
 * Body limit of the diary's create and update calls: two data URLs of at most DIARY_IMAGE_MAX_BYTES
 * each grow by 4/3 in base64 (2 x 699,052 characters), plus the description (5,000 characters,
 * at most 6 bytes each when JSON-escaped) and the other fields. 1.5 MiB covers that; every other
 * /api route keeps the global 1 MiB limit of app.ts.
 */
export const DIARY_BODY_LIMIT_BYTES = 1.5 * 1024 * 1024;

/** Paths whose body limit is the diary's own instead of the global one (see app.ts). */
export const diaryLargeBodyPaths = ['/api/taccuino', '/api/taccuino/*'];

const pngDataUrlPrefix = 'data:image/png;base64,';
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Why a drawing was refused; each maps to one HTTP status (see `imageError`). */
export type DrawingProblem =
  | { code: 'image_not_png' }
  | { code: 'image_too_large'; params: { maxBytes: number } }
  | { code: 'image_dimensions'; params: { maxWidth: number; maxHeight: number } };

/**
 * Checks a drawing: a base64 PNG data URL whose bytes start with the PNG signature and an IHDR
 * chunk (PNG specification, sections 5.2 and 11.2.2) no wider than 419 and no taller than 866
 * pixels (spec 000 section 9), and whose decoded size is at most DIARY_IMAGE_MAX_BYTES. The size is
 * computed from the base64 length before decoding, so an oversized body is never decoded.
 */
export function checkDrawing(dataUrl: string): DrawingProblem | null {
  if (!dataUrl.startsWith(pngDataUrlPrefix)) return { code: 'image_not_png' };
  const base64 = dataUrl.slice(pngDataUrlPrefix.length);
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    return { code: 'image_not_png' };
  }
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const decodedBytes = (base64.length / 4) * 3 - padding;
  if (decodedBytes > DIARY_IMAGE_MAX_BYTES) {
    return { code: 'image_too_large', params: { maxBytes: DIARY_IMAGE_MAX_BYTES } };
  }
  const bytes = Buffer.from(base64, 'base64');
  // Signature (8 bytes), then the IHDR chunk: length 13, type "IHDR", width and height big-endian.
  if (bytes.length < 24 || pngSignature.some((byte, index) => bytes[index] !== byte)) {
    return { code: 'image_not_png' };
  }
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    return { code: 'image_not_png' };
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > DIARY_CANVAS_WIDTH_PX || height > DIARY_CANVAS_HEIGHT_PX) {
    return {
      code: 'image_dimensions',
      params: { maxWidth: DIARY_CANVAS_WIDTH_PX, maxHeight: DIARY_CANVAS_HEIGHT_PX },
    };
  }
  return null;
}

const drawingFields = ['taccuino_report_anteriore', 'taccuino_report_posteriore'] as const;

/**
 * Checks both drawings of a body and throws one error naming every refused field. Not a PNG is
 * 415, too many bytes 413, too many pixels 400: the most fundamental problem sets the status.
 */
function requireValidDrawings(values: Partial<Record<(typeof drawingFields)[number], string | null>>): void {
  const issues: FieldIssue[] = [];
  for (const field of drawingFields) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    const problem = checkDrawing(value);
    if (problem !== null) issues.push({ path: field, ...problem });
  }
  if (issues.length === 0) return;
  const codes = new Set(issues.map((issue) => issue.code));
  const code = codes.has('image_not_png')
    ? 'unsupported_media_type'
    : codes.has('image_too_large')
      ? 'payload_too_large'
      : 'validation_failed';
  throw new ApiError(code, { fields: issues });
}

type DrawingValues = Partial<Record<(typeof drawingFields)[number], string | null>>;

/**
 * Decodes every drawing that passed `checkDrawing` in a worker thread (workers/png.ts): each chunk's
 * CRC, IEND last with nothing after it, and every pixel. A PNG whose header is fine but whose body
 * is not is refused 400 with the field code image_corrupt.
 */
async function requireWholeDrawings({ workers }: RouteDeps, values: DrawingValues): Promise<void> {
  const issues: FieldIssue[] = [];
  for (const field of drawingFields) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    const whole = await workers.run('verifyDrawing', {
      base64: value.slice(pngDataUrlPrefix.length),
      maxWidth: DIARY_CANVAS_WIDTH_PX,
      maxHeight: DIARY_CANVAS_HEIGHT_PX,
    });
    if (!whole) issues.push({ path: field, code: 'image_corrupt' });
  }
  if (issues.length > 0) throw new ApiError('validation_failed', { fields: issues });
}

/** Bytes a set of drawings takes as stored (ASCII data URLs). */
function drawingBytes(values: DrawingValues): number {
  return drawingFields.reduce((sum, field) => sum + (values[field]?.length ?? 0), 0);
}

/**
 * The per-patient drawing quota (AppConfig.drawingQuotaBytes): a save that would grow the patient's
 * stored drawings past it is 413 payload_too_large, with the quota's own message. A save that does
 * not grow them (a text edit, a removed drawing) always passes, so a patient over the quota can
 * still edit the diary.
 */
async function requireDrawingQuota(
  { db, config }: RouteDeps,
  patientId: number,
  after: DrawingValues,
  before: { entryId: number; values: DrawingValues } | undefined,
): Promise<void> {
  const added = drawingBytes(after) - (before === undefined ? 0 : drawingBytes(before.values));
  if (added <= 0) return;
  const others = await storedDrawingBytes(db, patientId, before?.entryId);
  if (others + drawingBytes(after) <= config.drawingQuotaBytes) return;
  const params = { maxMegabytes: Math.floor(config.drawingQuotaBytes / (1024 * 1024)) };
  throw new ApiError('payload_too_large', {
    message: issueMessages.drawing_quota_exceeded,
    params,
    fields: drawingFields
      .filter((field) => typeof after[field] === 'string')
      .map((field) => ({ path: field, code: 'drawing_quota_exceeded', params })),
  });
}

/** The create body: the domain's diary form plus the patient it belongs to. */
function createBodySchema(today: string) {
  return v.object({ ...createDiaryEntrySchema({ today }).entries, id_paziente: IdSchema });
}
const nullableDrawing = v.nullable(v.string());

/**
 * The body as documented in OpenAPI (plain validation, which converts to JSON Schema); the handlers
 * apply the domain's createDiaryEntrySchema with its date rule.
 */
const documentedEntrySchema = v.object({
  id_taccuino: NewOrIdSchema,
  id_paziente: IdSchema,
  taccuino_data: v.pipe(v.string(), v.isoDate()),
  taccuino_descrizione: optionalText(TEXT_LIMITS.clinical),
  taccuino_report_anteriore: v.optional(nullableDrawing),
  taccuino_report_posteriore: v.optional(nullableDrawing),
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
});
const ConfidentialityBodySchema = v.object({ id_livello_confidenzialita: ConfidentialitySchema });

const drawingCodes =
  'Drawings are `data:image/png;base64,` URLs of a PNG at most 419 x 866 pixels and ' +
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
    requestBody: documentedEntrySchema,
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
    requestBody: documentedEntrySchema,
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
    requestBody: ConfidentialityBodySchema,
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

export interface SummaryRow {
  id_taccuino: number;
  id_paziente: number;
  author_id: number;
  taccuino_data: string;
  taccuino_descrizione: string;
  id_livello_confidenzialita: number;
  deleted_at: Date | null;
}

/** A row as the wire entry (spec 000 section 3), drawings left to /Images. */
export function diaryEntryAnswer(row: SummaryRow) {
  return {
    id_taccuino: row.id_taccuino,
    id_paziente: row.id_paziente,
    author_id: row.author_id,
    taccuino_2d_drawn: 1 as const,
    taccuino_data: row.taccuino_data,
    taccuino_descrizione: row.taccuino_descrizione,
    id_livello_confidenzialita: storedConfidentiality(row.id_livello_confidenzialita),
    deleted_at: row.deleted_at === null ? null : row.deleted_at.toISOString(),
  } satisfies DiaryEntry;
}

/** The patient record's tbl_taccuinos (routes/patient.ts): the live entries, without drawings. */
export async function diaryEntriesOfPatient(db: Database, patientId: number): Promise<DiaryEntry[]> {
  return (await listDiaryEntries(db, patientId)).map(diaryEntryAnswer);
}

/** The entry behind a path id, if the caller owns it; deleted entries answer 404. */
async function requireOwnEntry(deps: RouteDeps, c: Context<AppEnv>, entryId: number) {
  const entry = await findDiaryEntry(deps.db, entryId);
  // Unknown ids and other patients' entries answer alike, so ids cannot be probed.
  if (entry === undefined) {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('forbidden');
  }
  await requireOwnPatient(deps, c, entry.id_paziente);
  if (entry.deleted_at !== null) throw new ApiError('not_found');
  return entry;
}

function diaryBodyLimit(config: RouteDeps['config']) {
  return bodyLimit({
    maxSize: Math.max(config.bodyLimitBytes, DIARY_BODY_LIMIT_BYTES),
    onError: () => {
      throw new ApiError('payload_too_large');
    },
  });
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
    const body = await parseJsonBody(c, createBodySchema(today()));
    if (body.id_taccuino !== 0) {
      // Spec 000 section 4: only id 0 is created; any other id is an update (PUT).
      throw new ApiError('validation_failed', { fields: [{ path: 'id_taccuino', code: 'invalid_type' }] });
    }
    await requireOwnPatient(deps, c, body.id_paziente);
    requireValidDrawings(body);
    await requireWholeDrawings(deps, body);
    await requireDrawingQuota(deps, body.id_paziente, body, undefined);
    const row = await insertDiaryEntry(db, {
      ...entryValues(body),
      id_paziente: body.id_paziente,
      author_id: c.get('session').userId,
      now: config.now(),
    });
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
    requireValidDrawings(body);
    await requireWholeDrawings(deps, body);
    const after: DrawingValues = {};
    for (const field of drawingFields) after[field] = body[field] === undefined ? stored[field] : body[field];
    await requireDrawingQuota(deps, stored.id_paziente, after, { entryId, values: stored });
    const row = await updateDiaryEntry(db, entryId, entryValues(body), config.now());
    if (row === undefined) throw new ApiError('not_found');
    return c.json({ data: diaryEntryAnswer(row) });
  });

  app.put(honoPath(diaryOperations.confidentiality.path), async (c) => {
    const entryId = integerParam(c, 'id_taccuino');
    const entry = await requireOwnEntry(deps, c, entryId);
    const body = await parseJsonBody(c, ConfidentialityBodySchema);
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

/** The stored columns of a validated form; an absent drawing (undefined) keeps the stored one. */
function entryValues(body: v.InferOutput<ReturnType<typeof createDiaryEntrySchema>>): DiaryEntryValues {
  return {
    taccuino_data: body.taccuino_data,
    taccuino_descrizione: body.taccuino_descrizione ?? '',
    id_livello_confidenzialita: body.id_livello_confidenzialita,
    ...(body.taccuino_report_anteriore === undefined
      ? {}
      : { taccuino_report_anteriore: body.taccuino_report_anteriore }),
    ...(body.taccuino_report_posteriore === undefined
      ? {}
      : { taccuino_report_posteriore: body.taccuino_report_posteriore }),
  };
}
