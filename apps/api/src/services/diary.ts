import {
  type createDiaryEntrySchema,
  DIARY_CANVAS_HEIGHT_PX,
  DIARY_CANVAS_WIDTH_PX,
  DIARY_IMAGE_MAX_BYTES,
  type DiaryEntry,
  type DiaryPainMark,
  DiaryPainMarkSchema,
  type FieldIssue,
  issueMessages,
} from '@cartella/domain';
import * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  type DiaryEntryValues,
  findDiaryEntry,
  insertDiaryEntry,
  listDiaryEntries,
  type StoredDiaryEntry,
  softDeleteDiaryEntryRow,
  storedDrawingBytes,
  updateDiaryEntry,
} from '../db/repositories/diary.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';

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

/** The stored marks as the wire wants them: a damaged or foreign value answers no marks. */
function storedMarks(stored: unknown): DiaryPainMark[] {
  return Array.isArray(stored) ? stored.filter((mark) => v.is(DiaryPainMarkSchema, mark)) : [];
}

/** A row as the wire entry (spec 000 section 3), drawings left to /Images. */
export function diaryEntryAnswer(row: StoredDiaryEntry) {
  return {
    id_taccuino: row.id_taccuino,
    id_paziente: row.id_paziente,
    author_id: row.author_id,
    taccuino_2d_drawn: 1 as const,
    taccuino_data: row.taccuino_data,
    taccuino_descrizione: row.taccuino_descrizione,
    taccuino_zone: storedMarks(row.taccuino_zone),
    id_livello_confidenzialita: storedConfidentiality(row.id_livello_confidenzialita),
    deleted_at: row.deleted_at === null ? null : row.deleted_at.toISOString(),
  } satisfies DiaryEntry;
}

/** The patient record's tbl_taccuinos (routes/patient.ts): the live entries, without drawings. */
export async function diaryEntriesOfPatient(db: Database, patientId: number): Promise<DiaryEntry[]> {
  return (await listDiaryEntries(db, patientId)).map(diaryEntryAnswer);
}

/** The entry behind an id with its drawings, whoever owns it, deleted or not (the route checks). */
export function diaryEntryById(db: Database, entryId: number) {
  return findDiaryEntry(db, entryId);
}

/** The stored columns of a validated form; an absent drawing (undefined) keeps the stored one. */
function entryValues(body: v.InferOutput<ReturnType<typeof createDiaryEntrySchema>>): DiaryEntryValues {
  return {
    taccuino_data: body.taccuino_data,
    taccuino_descrizione: body.taccuino_descrizione ?? '',
    id_livello_confidenzialita: body.id_livello_confidenzialita,
    ...(body.taccuino_zone === undefined ? {} : { taccuino_zone: body.taccuino_zone }),
    ...(body.taccuino_report_anteriore === undefined
      ? {}
      : { taccuino_report_anteriore: body.taccuino_report_anteriore }),
    ...(body.taccuino_report_posteriore === undefined
      ? {}
      : { taccuino_report_posteriore: body.taccuino_report_posteriore }),
  };
}

/** A validated diary form (the create body also names the patient). */
type DiaryForm = v.InferOutput<ReturnType<typeof createDiaryEntrySchema>>;

/**
 * Creates an entry (spec 000 section 4: only id 0 is created): both drawings must be whole PNGs
 * within the limits, and the patient's drawings must stay within the quota.
 */
export async function createDiaryEntry(
  deps: RouteDeps,
  body: DiaryForm & { id_paziente: number },
  authorId: number,
) {
  requireValidDrawings(body);
  await requireWholeDrawings(deps, body);
  await requireDrawingQuota(deps, body.id_paziente, body, undefined);
  return insertDiaryEntry(deps.db, {
    ...entryValues(body),
    id_paziente: body.id_paziente,
    author_id: authorId,
    now: deps.config.now(),
  });
}

/**
 * Updates a stored entry with the same drawing rules; a drawing the body leaves out keeps the
 * stored one, and counts as such against the quota. Undefined when the entry is gone meanwhile.
 */
export async function updateDiaryEntryOf(
  deps: RouteDeps,
  stored: DrawingValues & { id_taccuino: number; id_paziente: number },
  body: DiaryForm,
) {
  requireValidDrawings(body);
  await requireWholeDrawings(deps, body);
  const after: DrawingValues = {};
  for (const field of drawingFields) after[field] = body[field] === undefined ? stored[field] : body[field];
  await requireDrawingQuota(deps, stored.id_paziente, after, { entryId: stored.id_taccuino, values: stored });
  return updateDiaryEntry(deps.db, stored.id_taccuino, entryValues(body), deps.config.now());
}

/** Changes only an entry's confidentiality level; undefined when the entry is gone meanwhile. */
export function setDiaryEntryConfidentiality(
  { db, config }: RouteDeps,
  stored: { id_taccuino: number; taccuino_data: string; taccuino_descrizione: string },
  level: number,
) {
  return updateDiaryEntry(
    db,
    stored.id_taccuino,
    {
      taccuino_data: stored.taccuino_data,
      taccuino_descrizione: stored.taccuino_descrizione,
      id_livello_confidenzialita: level,
    },
    config.now(),
  );
}

/** Soft-deletes an entry and names it with the time; undefined when it was gone already. */
export async function deleteDiaryEntry({ db, config }: RouteDeps, entryId: number) {
  const now = config.now();
  const row = await softDeleteDiaryEntryRow(db, entryId, now);
  return row === undefined ? undefined : { id_taccuino: row.id_taccuino, deleted_at: now.toISOString() };
}
