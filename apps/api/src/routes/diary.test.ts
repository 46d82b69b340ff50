import { deflateSync } from 'node:zlib';
import {
  DIARY_IMAGE_MAX_BYTES,
  DiaryDeleteAnswerSchema,
  DiaryEntryAnswerSchema,
  DiaryImagesAnswerSchema,
  DiaryListAnswerSchema,
  PatientAnswerSchema,
} from '@cartella/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertDiaryEntry, storedDrawingBytes } from '../db/repositories/diary.ts';
import { diaryEntries } from '../db/schemas/diary.ts';
import { checkDrawing } from '../services/diary.ts';
import { GIULIA_EMAIL, MARCO_EMAIL } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { type Caller, expectEveryAttemptForbidden, request, requestAs, signInPatient } from '../test/http.ts';
import { pngChunk } from '../test/png.ts';

/**
 * A real RGBA PNG of one flat colour (PNG specification: signature, IHDR, IDAT, IEND), optionally
 * followed by a private ancillary chunk of `paddingBytes` to reach a given size.
 */
function pngBytes(width: number, height: number, rgba: readonly number[], paddingBytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type RGBA
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgba).flat()),
  ]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    ...(paddingBytes > 0 ? [pngChunk('prVt', Buffer.alloc(paddingBytes, 7))] : []),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngDataUrl(
  width: number,
  height: number,
  rgba: readonly number[] = [255, 0, 0, 255],
  paddingBytes = 0,
) {
  return `data:image/png;base64,${pngBytes(width, height, rgba, paddingBytes).toString('base64')}`;
}

const front = pngDataUrl(419, 866, [0, 128, 0, 255]);
const back = pngDataUrl(419, 866, [255, 0, 0, 255]);

const database = useTestDatabase();

const setup = (start?: string) => createTestApp(database.db, { start });

/** Posts a new diary entry of `who`, the usual one with `overrides`. */
function postEntry(who: Caller & { patientId: number }, overrides: Record<string, unknown> = {}) {
  return requestAs(who, 'POST', '/api/taccuino/', entryBody(who.patientId, overrides));
}

function entryBody(patientId: number, overrides: Record<string, unknown> = {}) {
  return {
    id_taccuino: 0,
    id_paziente: patientId,
    taccuino_data: '2026-11-20',
    taccuino_descrizione: 'Dolore alla spalla destra',
    taccuino_report_anteriore: front,
    taccuino_report_posteriore: back,
    id_livello_confidenzialita: 6,
    ...overrides,
  };
}

describe('checkDrawing', () => {
  it('accepts a PNG of the canvas size and smaller ones', () => {
    expect(checkDrawing(front)).toBeNull();
    expect(checkDrawing(pngDataUrl(10, 20))).toBeNull();
  });

  it('refuses other media types, broken base64 and bytes that are not a PNG', () => {
    expect(checkDrawing('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==')).toEqual({ code: 'image_not_png' });
    expect(checkDrawing('data:image/png;base64,not base64!')).toEqual({ code: 'image_not_png' });
    expect(checkDrawing('data:image/png;base64,')).toEqual({ code: 'image_not_png' });
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(30)]).toString('base64');
    expect(checkDrawing(`data:image/png;base64,${gif}`)).toEqual({ code: 'image_not_png' });
    // The PNG signature followed by something other than IHDR.
    const headless = Buffer.concat([
      pngBytes(1, 1, [0, 0, 0, 0]).subarray(0, 8),
      pngChunk('IDAT', Buffer.alloc(13)),
    ]);
    expect(checkDrawing(`data:image/png;base64,${headless.toString('base64')}`)).toEqual({
      code: 'image_not_png',
    });
  });

  it('refuses a PNG wider or taller than the 419 x 866 canvas', () => {
    const dimensions = { code: 'image_dimensions', params: { maxWidth: 419, maxHeight: 866 } };
    expect(checkDrawing(pngDataUrl(420, 866))).toEqual(dimensions);
    expect(checkDrawing(pngDataUrl(419, 867))).toEqual(dimensions);
  });

  it('refuses a PNG above the byte limit and accepts one just under it', () => {
    const overhead = pngBytes(1, 1, [0, 0, 0, 0]).length + 12;
    expect(checkDrawing(pngDataUrl(1, 1, [0, 0, 0, 0], DIARY_IMAGE_MAX_BYTES - overhead))).toBeNull();
    expect(checkDrawing(pngDataUrl(1, 1, [0, 0, 0, 0], DIARY_IMAGE_MAX_BYTES - overhead + 1))).toEqual({
      code: 'image_too_large',
      params: { maxBytes: DIARY_IMAGE_MAX_BYTES },
    });
  });
});

describe('given Giulia (full licence) and her diary', () => {
  it('creates an entry, lists it without drawings, answers the drawings and fills the patient record', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const created = await postEntry(giulia);
    expect(created.status).toBe(200);
    const { data: entry } = v.parse(DiaryEntryAnswerSchema, await created.json());
    expect(entry).toMatchObject({
      id_paziente: giulia.patientId,
      author_id: giulia.userId,
      taccuino_2d_drawn: 1,
      taccuino_data: '2026-11-20',
      taccuino_descrizione: 'Dolore alla spalla destra',
      id_livello_confidenzialita: 6,
      deleted_at: null,
    });
    expect(entry.id_taccuino).toBeGreaterThan(0);

    const listed = await requestAs(giulia, 'GET', `/api/getTaccuinos/${giulia.patientId}`);
    expect(listed.status).toBe(200);
    const listText = await listed.text();
    expect(listText).not.toContain('data:image');
    const { data: list } = v.parse(DiaryListAnswerSchema, JSON.parse(listText));
    expect(list.find((row) => row.id_taccuino === entry.id_taccuino)).toEqual(entry);

    const images = await requestAs(giulia, 'GET', `/api/taccuino/${entry.id_taccuino}/Images`);
    expect(images.status).toBe(200);
    expect(v.parse(DiaryImagesAnswerSchema, await images.json()).data).toEqual({
      taccuino_report_anteriore: front,
      taccuino_report_posteriore: back,
    });

    const record = await requestAs(giulia, 'GET', `/api/patient/${giulia.patientId}`);
    const { data: patient } = v.parse(PatientAnswerSchema, await record.json());
    expect(patient.tbl_taccuinos).toContainEqual(entry);
  });

  it('updates the description and keeps the drawings left out of the body; null removes one', async () => {
    const { app, clock } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const created = await postEntry(giulia);
    const { data: entry } = v.parse(DiaryEntryAnswerSchema, await created.json());
    clock.advanceMinutes(5);
    const {
      taccuino_report_anteriore: _front,
      taccuino_report_posteriore: _back,
      ...withoutDrawings
    } = entryBody(giulia.patientId, { id_taccuino: entry.id_taccuino, taccuino_descrizione: 'Meglio oggi' });
    const updated = await requestAs(giulia, 'PUT', `/api/taccuino/${entry.id_taccuino}`, withoutDrawings);
    expect(updated.status).toBe(200);
    expect(v.parse(DiaryEntryAnswerSchema, await updated.json()).data.taccuino_descrizione).toBe(
      'Meglio oggi',
    );
    const kept = await requestAs(giulia, 'GET', `/api/taccuino/${entry.id_taccuino}/Images`);
    expect(v.parse(DiaryImagesAnswerSchema, await kept.json()).data).toEqual({
      taccuino_report_anteriore: front,
      taccuino_report_posteriore: back,
    });

    const newBack = pngDataUrl(419, 866, [0, 0, 255, 255]);
    const replaced = await requestAs(giulia, 'PUT', `/api/taccuino/${entry.id_taccuino}`, {
      ...withoutDrawings,
      taccuino_report_anteriore: null,
      taccuino_report_posteriore: newBack,
    });
    expect(replaced.status).toBe(200);
    const after = await requestAs(giulia, 'GET', `/api/taccuino/${entry.id_taccuino}/Images`);
    expect(v.parse(DiaryImagesAnswerSchema, await after.json()).data).toEqual({
      taccuino_report_anteriore: null,
      taccuino_report_posteriore: newBack,
    });
  });

  it('stores the pain marks, lists them and keeps them when an update or the lock leaves them out', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const marks = [
      { vista: 'anteriore', zona: 'rightLeg', livello: 'strong' },
      { vista: 'posteriore', zona: 'lowerBack', livello: 'mild' },
    ];
    const created = await postEntry(giulia, { taccuino_zone: marks });
    expect(created.status).toBe(200);
    const { data: entry } = v.parse(DiaryEntryAnswerSchema, await created.json());
    expect(entry.taccuino_zone).toEqual(marks);
    // An update without taccuino_zone (entryBody has none) keeps the stored marks.
    const withoutMarks = entryBody(giulia.patientId, {
      id_taccuino: entry.id_taccuino,
      taccuino_descrizione: 'Meglio oggi',
    });
    await requestAs(giulia, 'PUT', `/api/taccuino/${entry.id_taccuino}`, withoutMarks);
    await requestAs(giulia, 'PUT', `/api/taccuino/${entry.id_taccuino}/confidenzialita`, {
      id_livello_confidenzialita: 3,
    });
    const list = await requestAs(giulia, 'GET', `/api/getTaccuinos/${giulia.patientId}`);
    const listed = v
      .parse(DiaryListAnswerSchema, await list.json())
      .data.find((row) => row.id_taccuino === entry.id_taccuino);
    expect(listed?.taccuino_zone).toEqual(marks);
    const record = await requestAs(giulia, 'GET', `/api/patient/${giulia.patientId}`);
    const inRecord = v
      .parse(PatientAnswerSchema, await record.json())
      .data.tbl_taccuinos.find((row) => row.id_taccuino === entry.id_taccuino);
    expect(inRecord?.taccuino_zone).toEqual(marks);

    const cleared = await requestAs(giulia, 'PUT', `/api/taccuino/${entry.id_taccuino}`, {
      ...withoutMarks,
      taccuino_zone: [],
    });
    expect(v.parse(DiaryEntryAnswerSchema, await cleared.json()).data.taccuino_zone).toEqual([]);
  });

  it('answers 400 for a mark on a region the drawing does not have', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await postEntry(giulia, {
      taccuino_zone: [{ vista: 'anteriore', zona: 'tail', livello: 'mild' }],
    });
    expect(response.status).toBe(400);
  });

  it('refuses a PUT whose body names another entry', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const created = await postEntry(giulia);
    const { data: entry } = v.parse(DiaryEntryAnswerSchema, await created.json());
    const response = await requestAs(
      giulia,
      'PUT',
      `/api/taccuino/${entry.id_taccuino}`,
      entryBody(giulia.patientId, { id_taccuino: entry.id_taccuino + 1000 }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'id_taccuino', code: 'invalid_type' }] },
    });
  });

  it('refuses a POST with an id other than 0 (spec 000 section 4: only id 0 is created)', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await requestAs(
      giulia,
      'POST',
      '/api/taccuino/',
      entryBody(giulia.patientId, { id_taccuino: 5 }),
    );
    expect(response.status).toBe(400);
  });

  it('soft-deletes with the real time: the row stays, the lists and the drawings are gone', async () => {
    const { app, clock } = setup('2026-11-22T09:00:00Z');
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const created = await postEntry(giulia);
    const { data: entry } = v.parse(DiaryEntryAnswerSchema, await created.json());
    // Within the 10-minute idle limit of the session (docs/decisions/0503-sessions.md).
    clock.advanceMinutes(9);
    const deleted = await requestAs(giulia, 'DELETE', `/api/taccuino/${entry.id_taccuino}`);
    expect(deleted.status).toBe(200);
    const { data } = v.parse(DiaryDeleteAnswerSchema, await deleted.json());
    expect(data).toEqual({ id_taccuino: entry.id_taccuino, deleted_at: '2026-11-22T09:09:00.000Z' });

    const [row] = await database.db
      .select()
      .from(diaryEntries)
      .where(eq(diaryEntries.id_taccuino, entry.id_taccuino));
    expect(row?.deleted_at?.toISOString()).toBe('2026-11-22T09:09:00.000Z');
    expect(row?.taccuino_descrizione).toBe('Dolore alla spalla destra');

    const listed = await requestAs(giulia, 'GET', `/api/getTaccuinos/${giulia.patientId}`);
    const { data: list } = v.parse(DiaryListAnswerSchema, await listed.json());
    expect(list.map((item) => item.id_taccuino)).not.toContain(entry.id_taccuino);
    for (const [method, path] of [
      ['GET', `/api/taccuino/${entry.id_taccuino}/Images`],
      ['DELETE', `/api/taccuino/${entry.id_taccuino}`],
      ['PUT', `/api/taccuino/${entry.id_taccuino}`],
    ] as const) {
      const body = method === 'PUT' ? entryBody(giulia.patientId) : undefined;
      const response = await requestAs(giulia, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it('changes the confidentiality level through the lock call', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const created = await postEntry(giulia);
    const { data: entry } = v.parse(DiaryEntryAnswerSchema, await created.json());
    const response = await requestAs(giulia, 'PUT', `/api/taccuino/${entry.id_taccuino}/confidenzialita`, {
      id_livello_confidenzialita: 2,
    });
    expect(response.status).toBe(200);
    expect(v.parse(DiaryEntryAnswerSchema, await response.json()).data).toEqual({
      ...entry,
      id_livello_confidenzialita: 2,
    });
    const bad = await requestAs(giulia, 'PUT', `/api/taccuino/${entry.id_taccuino}/confidenzialita`, {
      id_livello_confidenzialita: 9,
    });
    expect(bad.status).toBe(400);
  });
});

describe('given bad input', () => {
  it('answers 400 with field codes for a future date, a missing date and a wrong level, echoing nothing', async () => {
    const { app } = setup('2026-11-22T09:00:00Z');
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await postEntry(giulia, {
      taccuino_data: '2026-11-23',
      taccuino_descrizione: 'Segreto-7781',
      id_livello_confidenzialita: 42,
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('Segreto-7781');
    const body = JSON.parse(text) as { error: { code: string; fields: { path: string; code: string }[] } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'taccuino_data', code: 'date_in_future' }),
        expect.objectContaining({ path: 'id_livello_confidenzialita', code: 'required' }),
      ]),
    );

    const missing = await requestAs(
      giulia,
      'POST',
      '/api/taccuino/',
      entryBody(giulia.patientId, { taccuino_data: '' }),
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { fields: [{ path: 'taccuino_data' }] } });
  });

  it('accepts today as the date (the limit is the patient’s local day)', async () => {
    // 23:30 UTC on 22 November is already 23 November in Rome.
    const { app } = setup('2026-11-22T23:30:00Z');
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await postEntry(giulia, { taccuino_data: '2026-11-23' });
    expect(response.status).toBe(200);
  });

  it('answers 415 for a drawing that is not a PNG, naming the field and not echoing it', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const jpeg =
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUG';
    const response = await postEntry(giulia, { taccuino_report_posteriore: jpeg });
    expect(response.status).toBe(415);
    const text = await response.text();
    expect(text).not.toContain('/9j/');
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: expect.any(String),
        fields: [{ path: 'taccuino_report_posteriore', code: 'image_not_png' }],
      },
    });
  });

  it('answers 400 for a value that is not an image data URL at all', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await postEntry(giulia, {
      taccuino_report_anteriore: 'data:text/html,<script>alert(1)</script>',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('<script>');
    expect(JSON.parse(text)).toMatchObject({
      error: { fields: [{ path: 'taccuino_report_anteriore', code: 'invalid_type' }] },
    });
  });

  it('answers 400 for a PNG larger than the canvas and 413 for one above the byte limit', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const tooWide = await postEntry(giulia, { taccuino_report_anteriore: pngDataUrl(838, 866) });
    expect(tooWide.status).toBe(400);
    expect(await tooWide.json()).toMatchObject({
      error: { fields: [{ path: 'taccuino_report_anteriore', code: 'image_dimensions' }] },
    });

    const heavy = pngDataUrl(419, 866, [1, 2, 3, 255], DIARY_IMAGE_MAX_BYTES);
    const tooHeavy = await postEntry(giulia, { taccuino_report_anteriore: heavy });
    expect(tooHeavy.status).toBe(413);
    expect(await tooHeavy.json()).toMatchObject({
      error: {
        code: 'payload_too_large',
        fields: [
          {
            path: 'taccuino_report_anteriore',
            code: 'image_too_large',
            params: { maxBytes: DIARY_IMAGE_MAX_BYTES },
          },
        ],
      },
    });
  });

  it('takes two drawings near the limit (a body over the global 1 MiB) while other routes keep 1 MiB', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const nearLimit = pngDataUrl(419, 866, [1, 2, 3, 255], DIARY_IMAGE_MAX_BYTES - 8192);
    const body = entryBody(giulia.patientId, {
      taccuino_report_anteriore: nearLimit,
      taccuino_report_posteriore: nearLimit,
    });
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const accepted = await requestAs(giulia, 'POST', '/api/taccuino/', body);
    expect(accepted.status).toBe(200);

    const elsewhere = await request(
      app,
      'POST',
      '/api/user/login',
      { email: GIULIA_EMAIL, password: 'x'.repeat(1024 * 1024 + 10) },
      { headers: { 'content-length': String(1024 * 1024 + 60) } },
    );
    expect(elsewhere.status).toBe(413);
  });

  it('answers 413 for a diary body above its own limit before reading it', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const huge = 'x'.repeat(2 * 1024 * 1024);
    const response = await request(
      app,
      'POST',
      '/api/taccuino/',
      entryBody(giulia.patientId, { taccuino_descrizione: huge }),
      { token: giulia.token, headers: { 'content-length': String(2 * 1024 * 1024 + 400) } },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await request(app, 'POST', '/api/taccuino/', 'id_taccuino=0', {
      token: giulia.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});

describe("given another patient's diary", () => {
  it("refuses Giulia Marco's list, entries, drawings, updates and deletes with 403", async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const marco = await signInPatient(app, MARCO_EMAIL);
    const marcoEntry = await insertDiaryEntry(database.db, {
      id_paziente: marco.patientId,
      author_id: marco.userId,
      taccuino_data: '2026-11-01',
      taccuino_descrizione: 'Mal di schiena di Marco',
      id_livello_confidenzialita: 6,
      taccuino_report_anteriore: front,
      now: new Date('2026-11-01T10:00:00Z'),
    });
    const id = marcoEntry.id_taccuino;
    const attempts = [
      ['GET', `/api/getTaccuinos/${marco.patientId}`, undefined],
      ['GET', `/api/taccuino/${id}/Images`, undefined],
      ['PUT', `/api/taccuino/${id}`, entryBody(giulia.patientId)],
      ['PUT', `/api/taccuino/${id}/confidenzialita`, { id_livello_confidenzialita: 1 }],
      ['DELETE', `/api/taccuino/${id}`, undefined],
      ['POST', '/api/taccuino/', entryBody(marco.patientId)],
      ['GET', '/api/taccuino/99999999/Images', undefined],
    ] as const;
    await expectEveryAttemptForbidden(giulia, attempts, 'Marco');
    const [row] = await database.db.select().from(diaryEntries).where(eq(diaryEntries.id_taccuino, id));
    expect(row).toMatchObject({ deleted_at: null, id_livello_confidenzialita: 6 });
  });

  it('answers 401 without a session', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await request(app, 'GET', `/api/getTaccuinos/${giulia.patientId}`);
    expect(response.status).toBe(401);
  });
});

describe('given Marco (basic licence, without aggiungitaccuino and modificataccuino)', () => {
  it('refuses create and edit with permission_denied, while list, lock and delete stay open', async () => {
    const { app } = setup();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const create = await postEntry(marco);
    expect(create.status).toBe(403);
    expect(await create.json()).toMatchObject({ error: { code: 'permission_denied' } });

    const own = await insertDiaryEntry(database.db, {
      id_paziente: marco.patientId,
      author_id: marco.userId,
      taccuino_data: '2026-11-02',
      taccuino_descrizione: 'Ginocchio',
      id_livello_confidenzialita: 6,
      now: new Date('2026-11-02T10:00:00Z'),
    });
    const edit = await requestAs(
      marco,
      'PUT',
      `/api/taccuino/${own.id_taccuino}`,
      entryBody(marco.patientId, { taccuino_descrizione: 'Cambiato' }),
    );
    expect(edit.status).toBe(403);
    expect(await edit.json()).toMatchObject({ error: { code: 'permission_denied' } });

    const list = await requestAs(marco, 'GET', `/api/getTaccuinos/${marco.patientId}`);
    expect(list.status).toBe(200);
    const lock = await requestAs(marco, 'PUT', `/api/taccuino/${own.id_taccuino}/confidenzialita`, {
      id_livello_confidenzialita: 3,
    });
    expect(lock.status).toBe(200);
    const removed = await requestAs(marco, 'DELETE', `/api/taccuino/${own.id_taccuino}`);
    expect(removed.status).toBe(200);
    const [row] = await database.db
      .select()
      .from(diaryEntries)
      .where(eq(diaryEntries.id_taccuino, own.id_taccuino));
    expect(row).toMatchObject({ taccuino_descrizione: 'Ginocchio', id_livello_confidenzialita: 3 });
    expect(row?.deleted_at).toBeInstanceOf(Date);
  });
});

/** A PNG with a true signature and IHDR (right CRCs) followed by the given chunks. */
function pngWithChunks(width: number, height: number, chunks: Buffer[]): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(6, 9);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...chunks,
  ]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

describe('given drawings that only look like PNGs in their first bytes', () => {
  const corrupt = {
    'a body that is not compressed pixels': pngWithChunks(419, 866, [
      pngChunk('IDAT', Buffer.from('these are not pixels at all')),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
    'too few pixels for the declared size': pngWithChunks(419, 866, [
      pngChunk('IDAT', deflateSync(Buffer.alloc(10))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
    'a chunk whose CRC is wrong': pngWithChunks(419, 866, [
      Buffer.concat([
        pngChunk('IDAT', deflateSync(Buffer.alloc(419 * 4 + 1))).subarray(0, -4),
        Buffer.alloc(4),
      ]),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
    'no IEND': `data:image/png;base64,${pngBytes(419, 866, [0, 0, 0, 255]).subarray(0, -12).toString('base64')}`,
    'data after IEND': `data:image/png;base64,${Buffer.concat([
      pngBytes(419, 866, [0, 0, 0, 255]),
      Buffer.from('<script>alert(1)</script>'),
    ]).toString('base64')}`,
  };
  for (const [name, drawing] of Object.entries(corrupt)) {
    it(`refuses ${name} with 400 image_corrupt`, async () => {
      const { app } = setup();
      const giulia = await signInPatient(app, GIULIA_EMAIL);
      const response = await postEntry(giulia, { taccuino_report_anteriore: drawing });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'validation_failed',
          fields: [{ path: 'taccuino_report_anteriore', code: 'image_corrupt' }],
        },
      });
    });
  }

  it('refuses a PNG declaring 100,000 x 100,000 pixels without decoding it', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const huge = pngWithChunks(100_000, 100_000, [
      pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const response = await postEntry(giulia, { taccuino_report_posteriore: huge });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: [{ path: 'taccuino_report_posteriore', code: 'image_dimensions' }] },
    });
  });

  it('still saves a whole drawing of the canvas size and answers its images unchanged', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await postEntry(giulia);
    expect(response.status).toBe(200);
    const saved = v.parse(DiaryEntryAnswerSchema, await response.json());
    const images = v.parse(
      DiaryImagesAnswerSchema,
      await (await requestAs(giulia, 'GET', `/api/taccuino/${saved.data.id_taccuino}/Images`)).json(),
    );
    expect(images.data).toEqual({ taccuino_report_anteriore: front, taccuino_report_posteriore: back });
  });
});

describe('given a per-patient quota of stored drawing bytes', () => {
  it('answers 413 with the quota message once a new drawing would pass it, and still allows text edits', async () => {
    const heavy = pngDataUrl(419, 866, [9, 9, 9, 255], 300 * 1024);
    const giuliaPatientId = (await signInPatient(setup().app, GIULIA_EMAIL)).patientId;
    // Room for what Giulia stored earlier in this file and one and a half more drawings.
    const quota = (await storedDrawingBytes(database.db, giuliaPatientId)) + Math.floor(heavy.length * 1.5);
    const { app } = createTestApp(database.db, { config: { drawingQuotaBytes: quota } });
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const send = () =>
      request(
        app,
        'POST',
        '/api/taccuino/',
        entryBody(giulia.patientId, { taccuino_report_anteriore: heavy, taccuino_report_posteriore: null }),
        { token: giulia.token, headers: { 'accept-language': 'en' } },
      );
    const first = await send();
    expect(first.status).toBe(200);
    const saved = [v.parse(DiaryEntryAnswerSchema, await first.json()).data.id_taccuino];
    const refused = await send();
    expect(refused.status).toBe(413);
    const maxMegabytes = Math.floor(quota / (1024 * 1024));
    expect(await refused.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: `The space for diary drawings is used up (${maxMegabytes} MB). The drawing was not saved.`,
        fields: [
          { path: 'taccuino_report_anteriore', code: 'drawing_quota_exceeded', params: { maxMegabytes } },
        ],
      },
    });
    const lastSaved = saved.at(-1);
    expect(lastSaved).toBeDefined();
    const textEdit = await requestAs(
      giulia,
      'PUT',
      `/api/taccuino/${lastSaved}`,
      entryBody(giulia.patientId, {
        id_taccuino: lastSaved,
        taccuino_descrizione: 'Solo il testo cambia',
        taccuino_report_anteriore: undefined,
        taccuino_report_posteriore: undefined,
      }),
    );
    expect(textEdit.status).toBe(200);
  });
});
