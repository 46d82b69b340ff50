import {
  DownloadLinkAnswerSchema,
  FileListAnswerSchema,
  FileSaveAnswerSchema,
  SpecialtyTagListAnswerSchema,
} from '@cartella/domain';
import { inArray } from 'drizzle-orm';
import { PNG } from 'pngjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import { permissions, rolePermissions } from '../db/schema.ts';
import { type PatientSession, useDemoPatients } from '../test/app.ts';
import { pdfBytes, photoMetadata } from '../test/files.ts';
import { errorOf, request, requestAs } from '../test/http.ts';

const patients = useDemoPatients();

/** Every app of this file reads the access tables at each call, so the licence gate test sees its change. */
const everyCall = (config: Partial<AppConfig> = {}) => ({ config: { accessCacheCheckMs: 0, ...config } });
const giuliaOf = (config?: Partial<AppConfig>) => patients.giuliaOf(everyCall(config));
const marcoOf = () => patients.marcoOf(everyCall());

/** A real 4x4 PNG, drawn by pngjs. */
const pngBytes = new Uint8Array(PNG.sync.write(new PNG({ width: 4, height: 4 })));

interface UploadInput {
  bytes: Uint8Array;
  name: string;
  declaredType: string;
  metadata: Record<string, unknown>;
}

function upload({ app, token }: PatientSession, input: UploadInput, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('metadata', JSON.stringify(input.metadata));
  form.set('file', new File([input.bytes], input.name, { type: input.declaredType }));
  return app.request('/api/files', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

const kardiaOf = (patientId: number) => ({
  bytes: pdfBytes,
  name: 'ECG 21-11.pdf',
  declaredType: 'application/pdf',
  metadata: {
    id_paziente: patientId,
    type: 'kardia',
    data_rilievo: '2026-11-21',
    file_commento: 'ritmo sinusale',
    tags: [],
    id_livello_confidenzialita: 1,
  },
});

const photoOf = (patientId: number) => ({
  bytes: pngBytes,
  name: 'neo spalla.png',
  declaredType: 'image/png',
  metadata: photoMetadata(patientId),
});

async function saved(response: Response) {
  expect(response.status).toBe(200);
  return v.parse(FileSaveAnswerSchema, await response.json());
}

async function filesOf({ app, token, patientId }: PatientSession) {
  const response = await request(app, 'GET', `/api/getFiles/${patientId}`, undefined, { token });
  expect(response.status).toBe(200);
  return v.parse(FileListAnswerSchema, await response.json()).data;
}

async function linkOf({ app, token }: PatientSession, fileId: number) {
  const response = await request(app, 'GET', `/api/getDRoute/${fileId}`, undefined, { token });
  expect(response.status).toBe(200);
  return v.parse(DownloadLinkAnswerSchema, await response.json()).data;
}

describe('POST /api/files', () => {
  it('stores a Kardia PDF with its sniffed type, size and audit id, and lists it', async () => {
    const giulia = await giuliaOf();
    const answer = await saved(await upload(giulia, kardiaOf(giulia.patientId)));
    expect(answer.message).toBe('File salvato con successo!');
    expect(answer.data).toMatchObject({
      file_nome: 'ECG 21-11.pdf',
      file_type: 'application/pdf',
      type: 'kardia',
      data_rilievo: '2026-11-21',
      file_commento: 'ritmo sinusale',
      id_audit_log: 132,
      id_livello_confidenzialita: 1,
      data_reg: '2026-11-22T09:00:00.000Z',
    });
    expect(answer.data?.file_size).toBeGreaterThan(0);
    expect((await filesOf(giulia)).map((file) => file.id_file)).toContain(answer.data?.id_file);
  });

  it('stores a photo in English when asked in English', async () => {
    const giulia = await giuliaOf();
    const answer = await saved(await upload(giulia, photoOf(giulia.patientId), { 'accept-language': 'en' }));
    expect(answer.message).toBe('File saved successfully!');
    expect(answer.data).toMatchObject({
      file_type: 'image/png',
      type: 'foto',
      id_livello_confidenzialita: 2,
    });
  });

  it('keeps a PDF the patient marked as a photo as a document: the bytes tell what it is', async () => {
    const giulia = await giuliaOf();
    const kardia = kardiaOf(giulia.patientId);
    const answer = await saved(
      await upload(giulia, {
        ...kardia,
        name: 'referto.pdf',
        metadata: { ...kardia.metadata, type: 'foto' },
      }),
    );
    expect(answer.data).toMatchObject({
      file_nome: 'referto.pdf',
      file_type: 'application/pdf',
      type: 'documento',
    });
  });

  it('refuses a PNG named .pdf with a clear message and stores nothing', async () => {
    const giulia = await giuliaOf();
    const before = await filesOf(giulia);
    const response = await upload(giulia, {
      ...photoOf(giulia.patientId),
      name: 'referto.pdf',
      declaredType: 'application/pdf',
    });
    expect(response.status).toBe(415);
    const error = await errorOf(response);
    expect(error.message).toBe(
      'Il contenuto del file non corrisponde al suo tipo (application/pdf). Scegli un altro file.',
    );
    expect(error.fields).toEqual([
      { path: 'file', code: 'file_content_mismatch', params: { declared: 'application/pdf' } },
    ]);
    expect(await filesOf(giulia)).toEqual(before);
  });

  it('accepts only a PDF as Kardia', async () => {
    const giulia = await giuliaOf();
    const response = await upload(giulia, {
      ...photoOf(giulia.patientId),
      metadata: kardiaOf(giulia.patientId).metadata,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual([{ path: 'file', code: 'pdf_required' }]);
  });

  it('refuses a future survey date, a missing type and a missing file', async () => {
    const giulia = await giuliaOf();
    const photo = photoOf(giulia.patientId);
    const future = await upload(giulia, {
      ...photo,
      metadata: { ...photo.metadata, data_rilievo: '2026-11-23' },
    });
    expect(future.status).toBe(400);
    expect((await errorOf(future)).fields).toEqual([{ path: 'data_rilievo', code: 'survey_date_in_future' }]);
    const noType = await upload(giulia, { ...photo, metadata: { ...photo.metadata, type: '' } });
    expect((await errorOf(noType)).fields).toEqual([{ path: 'type', code: 'file_type_invalid' }]);
    const form = new FormData();
    form.set('metadata', JSON.stringify(photo.metadata));
    const noFile = await giulia.app.request('/api/files', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${giulia.token}` },
    });
    expect(noFile.status).toBe(400);
    expect((await errorOf(noFile)).fields).toEqual([{ path: 'file', code: 'required' }]);
  });

  it('refuses a JSON body (the bytes come as multipart)', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'POST', '/api/files', photoOf(giulia.patientId).metadata);
    expect(response.status).toBe(415);
  });

  it('answers 413 with the limit in words for a file over the size limit', async () => {
    const giulia = await giuliaOf({ fileSizeLimitBytes: 1024 * 1024 });
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(pdfBytes);
    const response = await upload(giulia, { ...kardiaOf(giulia.patientId), bytes: big });
    expect(response.status).toBe(413);
    const error = await errorOf(response);
    expect(error.message).toBe('Il file è troppo grande: il limite è 1 MB.');
  });

  it('refuses before reading a body whose announced length passes the limit', async () => {
    const giulia = await giuliaOf({ fileSizeLimitBytes: 1000 });
    const response = await giulia.app.request('/api/files', {
      method: 'POST',
      body: 'x',
      headers: {
        authorization: `Bearer ${giulia.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
      },
    });
    expect(response.status).toBe(413);
  });

  it("answers 413 when the patient's quota would be passed, and stores nothing", async () => {
    const giulia = await giuliaOf();
    const used = (await filesOf(giulia)).length;
    const tight = await giuliaOf({ fileQuotaBytes: 1 });
    const response = await upload(tight, photoOf(tight.patientId));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe(
      'Lo spazio per i tuoi file è esaurito (1 MB). Il file non è stato salvato.',
    );
    expect(await filesOf(giulia)).toHaveLength(used);
  });

  it("refuses Marco an upload to Giulia's record", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const before = await filesOf(giulia);
    const response = await upload(marco, photoOf(giulia.patientId));
    expect(response.status).toBe(403);
    expect(await filesOf(giulia)).toEqual(before);
  });
});

/** A body of `chunks` that counts how many of them the server pulled. */
function countedBody(chunks: Uint8Array[]) {
  const pulled = { chunks: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[pulled.chunks];
        if (next === undefined) return controller.close();
        pulled.chunks += 1;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

const encoder = new TextEncoder();
const boundary = 'cartella-test-boundary';

/** Sends `chunks` as a multipart body with its Content-Length, as a browser would. */
function streamedUpload({ app, token }: PatientSession, chunks: Uint8Array[]) {
  const { stream, pulled } = countedBody(chunks);
  const length = chunks.reduce((total, chunk) => total + chunk.byteLength, 0);
  const response = app.request('/api/files', {
    method: 'POST',
    body: stream,
    duplex: 'half',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
  } as RequestInit);
  return { response: Promise.resolve(response), pulled };
}

const metadataPart = (metadata: unknown) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${JSON.stringify(metadata)}\r\n`;
const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
const closing = `\r\n--${boundary}--\r\n`;

describe('POST /api/files, given a hostile body (issue #34, T2)', () => {
  it('refuses a body of thousands of tiny parts with a translated message, and stops reading it', async () => {
    const giulia = await giuliaOf();
    const tinyParts = `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\na\r\n`.repeat(1000);
    const chunks = [
      ...Array.from({ length: 50 }, () => encoder.encode(tinyParts)),
      encoder.encode(`--${boundary}--\r\n`),
    ];
    const { response, pulled } = streamedUpload(giulia, chunks);
    const answer = await response;
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).message).toBe(
      'Il caricamento deve contenere i dati del file e poi un solo file. Riprova dalla pagina.',
    );
    expect(pulled.chunks).toBeLessThan(3);
  });

  it('refuses a file sent before its metadata', async () => {
    const giulia = await giuliaOf();
    const { response } = streamedUpload(giulia, [
      encoder.encode(fileHead),
      pngBytes,
      encoder.encode(`\r\n${metadataPart(photoOf(giulia.patientId).metadata)}--${boundary}--\r\n`),
    ]);
    const answer = await response;
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).fields).toEqual([{ path: 'file', code: 'upload_form_invalid' }]);
  });

  it("refuses Marco an upload to Giulia's record before reading past her metadata", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const { response, pulled } = streamedUpload(marco, [
      encoder.encode(metadataPart(photoOf(giulia.patientId).metadata) + fileHead),
      ...Array.from({ length: 20 }, () => new Uint8Array(1024)),
      encoder.encode(closing),
    ]);
    expect((await response).status).toBe(403);
    expect(pulled.chunks).toBe(1);
  });

  it('still stores a streamed upload read in many small chunks', async () => {
    const giulia = await giuliaOf();
    const text = encoder.encode(metadataPart(photoOf(giulia.patientId).metadata) + fileHead);
    const whole = new Uint8Array([...text, ...pngBytes, ...encoder.encode(closing)]);
    const chunks = Array.from({ length: Math.ceil(whole.byteLength / 7) }, (_, index) =>
      whole.subarray(index * 7, index * 7 + 7),
    );
    const { response, pulled } = streamedUpload(giulia, chunks);
    const answer = await saved(await response);
    expect(answer.data?.file_type).toBe('image/png');
    expect(pulled.chunks).toBe(chunks.length);
  });
});

describe('GET /api/getFiles/{patientId}', () => {
  it("refuses Giulia's files to Marco", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const response = await requestAs(marco, 'GET', `/api/getFiles/${giulia.patientId}`);
    expect(response.status).toBe(403);
  });
});

describe('PUT /api/files/{id_file}', () => {
  it('edits type, survey date and comment, keeping the bytes and the confidentiality', async () => {
    const giulia = await giuliaOf();
    const added = (await saved(await upload(giulia, photoOf(giulia.patientId)))).data;
    const id = added?.id_file ?? 0;
    const answer = await saved(
      await requestAs(giulia, 'PUT', `/api/files/${id}`, {
        id_paziente: giulia.patientId,
        type: 'documento',
        data_rilievo: '2026-11-01',
        file_commento: 'ok',
        tags: [],
      }),
    );
    expect(answer.message).toBe('File cambiato con successo!');
    expect(answer.data).toMatchObject({
      type: 'documento',
      data_rilievo: '2026-11-01',
      file_commento: 'ok',
      id_livello_confidenzialita: 2,
      file_type: 'image/png',
    });
  });

  it('stores the chosen specialty tags once each on upload and on edit', async () => {
    const giulia = await giuliaOf();
    const listed = await requestAs(giulia, 'GET', '/api/tagMedicalSpecialties');
    const [first, second] = v.parse(SpecialtyTagListAnswerSchema, await listed.json()).data;
    const firstId = first?.id ?? 0;
    const secondId = second?.id ?? 0;
    const photo = photoOf(giulia.patientId);
    const added = await saved(
      await upload(giulia, { ...photo, metadata: { ...photo.metadata, tags: [firstId, firstId] } }),
    );
    expect(added.data?.tags).toEqual([firstId]);
    const edited = await saved(
      await requestAs(giulia, 'PUT', `/api/files/${added.data?.id_file ?? 0}`, {
        id_paziente: giulia.patientId,
        type: 'foto',
        data_rilievo: '2026-11-01',
        tags: [firstId, secondId],
      }),
    );
    expect(edited.data?.tags).toEqual([firstId, secondId]);
  });

  it('refuses a specialty tag that does not exist, on upload and on edit, and keeps the stored tags', async () => {
    const giulia = await giuliaOf();
    const photo = photoOf(giulia.patientId);
    const refused = await upload(giulia, { ...photo, metadata: { ...photo.metadata, tags: [999999] } });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual([{ path: 'tags', code: 'option_invalid' }]);
    const id = (await saved(await upload(giulia, photo))).data?.id_file ?? 0;
    const response = await requestAs(giulia, 'PUT', `/api/files/${id}`, {
      id_paziente: giulia.patientId,
      type: 'foto',
      data_rilievo: '2026-11-01',
      tags: [999999],
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual([{ path: 'tags', code: 'option_invalid' }]);
    expect((await filesOf(giulia)).find((file) => file.id_file === id)?.tags).toEqual([]);
  });

  it('refuses a future survey date on edit', async () => {
    const giulia = await giuliaOf();
    const id = (await saved(await upload(giulia, photoOf(giulia.patientId)))).data?.id_file ?? 0;
    const response = await requestAs(giulia, 'PUT', `/api/files/${id}`, {
      id_paziente: giulia.patientId,
      type: 'foto',
      data_rilievo: '2026-12-01',
      tags: [],
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual([
      { path: 'data_rilievo', code: 'survey_date_in_future' },
    ]);
  });

  it('changes only the confidentiality when no type is sent', async () => {
    const giulia = await giuliaOf();
    const id = (await saved(await upload(giulia, photoOf(giulia.patientId)))).data?.id_file ?? 0;
    const answer = await saved(
      await requestAs(giulia, 'PUT', `/api/files/${id}`, {
        id_paziente: giulia.patientId,
        id_livello_confidenzialita: 5,
      }),
    );
    expect(answer.message).toBe('Confidenzialità modificata con successo!');
    expect(answer.data).toMatchObject({ id_livello_confidenzialita: 5, type: 'foto' });
  });

  it("refuses Marco Giulia's file, with his own patient id or hers, and changes nothing", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const id = (await saved(await upload(giulia, photoOf(giulia.patientId)))).data?.id_file ?? 0;
    const before = await filesOf(giulia);
    for (const patientId of [marco.patientId, giulia.patientId]) {
      const response = await requestAs(marco, 'PUT', `/api/files/${id}`, {
        id_paziente: patientId,
        id_livello_confidenzialita: 6,
      });
      expect(response.status).toBe(403);
    }
    expect(await filesOf(giulia)).toEqual(before);
  });
});

describe('download links, Kardia and DELETE', () => {
  it('serves the same bytes once, as an attachment with nosniff and a sandbox, to the caller only', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const id = (await saved(await upload(giulia, kardiaOf(giulia.patientId)))).data?.id_file ?? 0;
    const url = await linkOf(giulia, id);
    expect(url).toMatch(/^\/api\/download\/[A-Za-z0-9_-]{43}$/);

    const stolen = await requestAs(marco, 'GET', url);
    expect(stolen.status).toBe(403);
    expect((await errorOf(stolen)).message).toBe(
      'Il link per scaricare il file è scaduto o non è tuo. Riprova dalla pagina File.',
    );

    const response = await requestAs(giulia, 'GET', url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ECG 21-11.pdf"; filename*=UTF-8''ECG%2021-11.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses an expired link', async () => {
    const giulia = await giuliaOf();
    const id = (await saved(await upload(giulia, photoOf(giulia.patientId)))).data?.id_file ?? 0;
    const url = await linkOf(giulia, id);
    giulia.clock.advanceSeconds(61);
    const response = await requestAs(giulia, 'GET', url);
    expect(response.status).toBe(403);
  });

  it("refuses Marco a link, the Kardia file and its preview of Giulia's", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const id = (await saved(await upload(giulia, kardiaOf(giulia.patientId)))).data?.id_file ?? 0;
    for (const path of [`/api/getDRoute/${id}`, `/api/getKardiaFile/${id}`, `/api/anteprimaKardia/${id}`]) {
      const response = await requestAs(marco, 'GET', path);
      expect(response.status, path).toBe(403);
    }
  });

  it('serves a Kardia recording for download and for an inline preview', async () => {
    const giulia = await giuliaOf();
    const id = (await saved(await upload(giulia, kardiaOf(giulia.patientId)))).data?.id_file ?? 0;
    const download = await requestAs(giulia, 'GET', `/api/getKardiaFile/${id}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfBytes);
    const preview = await requestAs(giulia, 'GET', `/api/anteprimaKardia/${id}`);
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    const photo = (await saved(await upload(giulia, photoOf(giulia.patientId)))).data?.id_file ?? 0;
    const notKardia = await requestAs(giulia, 'GET', `/api/anteprimaKardia/${photo}`);
    expect(notKardia.status).toBe(404);
  });

  it("deletes a file and its bytes; Marco cannot delete Giulia's", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const id = (await saved(await upload(giulia, photoOf(giulia.patientId)))).data?.id_file ?? 0;
    const url = await linkOf(giulia, id);
    const refused = await requestAs(marco, 'DELETE', `/api/files/${id}`);
    expect(refused.status).toBe(403);
    expect((await filesOf(giulia)).map((file) => file.id_file)).toContain(id);

    const answer = await saved(await requestAs(giulia, 'DELETE', `/api/files/${id}`));
    expect(answer).toEqual({ message: 'File eliminato con successo!', data: null });
    expect((await filesOf(giulia)).map((file) => file.id_file)).not.toContain(id);
    const gone = await requestAs(giulia, 'GET', url);
    expect(gone.status).toBe(403);
  });
});

describe('licence gate', () => {
  it('refuses add (before reading its body) and edit to a licence without aggiungifile and modificafile, but not the lock', async () => {
    const giulia = await giuliaOf();
    const id = (await saved(await upload(giulia, photoOf(giulia.patientId)))).data?.id_file ?? 0;
    const keys = await patients.database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, ['aggiungifile', 'modificafile']));
    const held = await patients.database.db
      .select()
      .from(rolePermissions)
      .where(
        inArray(
          rolePermissions.id_permesso,
          keys.map((key) => key.id),
        ),
      );
    await patients.database.db.delete(rolePermissions).where(
      inArray(
        rolePermissions.id_permesso,
        keys.map((key) => key.id),
      ),
    );
    try {
      const gated = await giuliaOf();
      const add = await upload(gated, photoOf(gated.patientId));
      expect(add.status).toBe(403);
      expect((await errorOf(add)).code).toBe('permission_denied');
      const streamed = streamedUpload(gated, [
        encoder.encode(metadataPart(photoOf(gated.patientId).metadata) + fileHead),
        pngBytes,
        encoder.encode(closing),
      ]);
      expect((await streamed.response).status).toBe(403);
      expect(streamed.pulled.chunks).toBe(0);
      const edit = await requestAs(gated, 'PUT', `/api/files/${id}`, {
        id_paziente: gated.patientId,
        type: 'foto',
        data_rilievo: '2026-11-01',
        tags: [],
      });
      expect((await errorOf(edit)).code).toBe('permission_denied');
      const lock = await requestAs(gated, 'PUT', `/api/files/${id}`, {
        id_paziente: gated.patientId,
        id_livello_confidenzialita: 3,
      });
      expect(lock.status).toBe(200);
    } finally {
      await patients.database.db.insert(rolePermissions).values(held);
    }
  });
});
