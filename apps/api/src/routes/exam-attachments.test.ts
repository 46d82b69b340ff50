import {
  DownloadLinkAnswerSchema,
  ExamFileListAnswerSchema,
  ExamFileSaveAnswerSchema,
  ExamSaveAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type PatientSession, useDemoPatients } from '../test/app.ts';
import { pdfBytes } from '../test/files.ts';
import { errorOf, requestAs } from '../test/http.ts';

const { giuliaOf, marcoOf } = useDemoPatients();

/** A new completed laboratory exam of the session's patient. */
async function newExam(session: PatientSession): Promise<number> {
  const response = await requestAs(session, 'POST', '/api/esami', {
    id_indagine: 0,
    id_paziente: session.patientId,
    indagine_tipologia: 'Laboratori Analisi',
    id_livello_confidenzialita: 6,
    indagine_stato: 2,
    indagine_motivo: 'Controllo annuale',
    indagine_data_display: '2026-11-20',
    diags: [],
  });
  expect(response.status).toBe(200);
  return v.parse(ExamSaveAnswerSchema, await response.json()).data.id_indagine;
}

const metadataOf = (examId: number, patch: Record<string, unknown> = {}) => ({
  id_indagine: examId,
  type: 'documento',
  created_at: '2026-11-21',
  file_commento: 'Referto',
  id_livello_confidenzialita: 1,
  ...patch,
});

function upload(
  session: PatientSession,
  examId: number,
  metadata: unknown,
  file: { bytes: Uint8Array; name: string; type: string } = {
    bytes: pdfBytes,
    name: 'Referto creatinina.pdf',
    type: 'application/pdf',
  },
) {
  const form = new FormData();
  form.set('metadata', JSON.stringify(metadata));
  form.set('file', new File([file.bytes], file.name, { type: file.type }));
  return session.app.request(`/api/esami/${examId}/allegati`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${session.token}`, 'accept-language': 'it' },
  });
}

/** A new exam of the session's patient with the usual PDF attached, and a download link of it. */
async function attachedWithLink(session: PatientSession) {
  const examId = await newExam(session);
  const saved = v.parse(
    ExamFileSaveAnswerSchema,
    await (await upload(session, examId, metadataOf(examId))).json(),
  );
  const fileId = saved.data?.id_file ?? 0;
  const link = v.parse(
    DownloadLinkAnswerSchema,
    await (await requestAs(session, 'GET', `/api/getAllegatoRoute/${fileId}`)).json(),
  ).data;
  return { examId, fileId, link };
}

async function attachmentsOf(session: PatientSession, examId: number) {
  const response = await requestAs(session, 'GET', `/api/esami/${examId}/allegati`);
  expect(response.status).toBe(200);
  return v.parse(ExamFileListAnswerSchema, await response.json()).data;
}

async function downloaded(session: PatientSession, fileId: number) {
  const link = await requestAs(session, 'GET', `/api/getAllegatoRoute/${fileId}`);
  expect(link.status).toBe(200);
  const url = v.parse(DownloadLinkAnswerSchema, await link.json()).data;
  return requestAs(session, 'GET', url);
}

describe('exam attachments', () => {
  it('upload a PDF to an exam with its survey date, type and confidentiality, and download the same bytes', async () => {
    const giulia = await giuliaOf();
    const examId = await newExam(giulia);
    const response = await upload(giulia, examId, metadataOf(examId));
    expect(response.status).toBe(200);
    const saved = v.parse(ExamFileSaveAnswerSchema, await response.json());
    expect(saved.message).toBe('File caricato con successo!');
    expect(saved.data).toMatchObject({
      id_indagine: examId,
      id_paziente: giulia.patientId,
      file_nome: 'Referto creatinina.pdf',
      file_type: 'application/pdf',
      type: 'documento',
      created_at: '2026-11-21',
      id_livello_confidenzialita: 1,
    });
    const [listed] = await attachmentsOf(giulia, examId);
    expect(listed?.id_file).toBe(saved.data?.id_file);

    const file = await downloaded(giulia, listed?.id_file ?? 0);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);
  });

  it('keep several files per exam, newest survey date first', async () => {
    const giulia = await giuliaOf();
    const examId = await newExam(giulia);
    await upload(giulia, examId, metadataOf(examId, { created_at: '2026-11-01' }));
    await upload(giulia, examId, metadataOf(examId, { created_at: '2026-11-15' }));
    expect((await attachmentsOf(giulia, examId)).map((item) => item.created_at)).toEqual([
      '2026-11-15',
      '2026-11-01',
    ]);
  });

  it('refuse a missing survey date, a future one, a missing type and a Kardia type, naming the field', async () => {
    const giulia = await giuliaOf();
    const examId = await newExam(giulia);
    for (const [patch, field] of [
      [{ created_at: '' }, 'created_at'],
      [{ created_at: '2026-11-23' }, 'created_at'],
      [{ type: '' }, 'type'],
      [{ type: 'kardia' }, 'type'],
      [{ id_livello_confidenzialita: 9 }, 'id_livello_confidenzialita'],
    ] as const) {
      const response = await upload(giulia, examId, metadataOf(examId, patch));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.map((issue) => issue.path)).toEqual([field]);
    }
    expect(await attachmentsOf(giulia, examId)).toEqual([]);
  });

  it('refuse metadata naming another exam than the address, and bytes that are not what they claim', async () => {
    const giulia = await giuliaOf();
    const examId = await newExam(giulia);
    const other = await upload(giulia, examId, metadataOf(examId + 1));
    expect(other.status).toBe(400);
    const disguised = await upload(giulia, examId, metadataOf(examId), {
      bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      name: 'referto.pdf',
      type: 'application/pdf',
    });
    expect(disguised.status).toBe(415);
    expect(await attachmentsOf(giulia, examId)).toEqual([]);
  });

  it('count against the patient quota shared with the files page', async () => {
    const giulia = await giuliaOf({ config: { fileQuotaBytes: pdfBytes.byteLength } });
    const examId = await newExam(giulia);
    const response = await upload(giulia, examId, metadataOf(examId));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).fields?.[0]?.code).toBe('file_quota_exceeded');
  });

  it('delete an attachment with its bytes; its old download link no longer serves it', async () => {
    const giulia = await giuliaOf();
    const { examId, fileId, link } = await attachedWithLink(giulia);
    const removed = await requestAs(giulia, 'DELETE', `/api/esami/allegati/${fileId}`);
    expect(removed.status).toBe(200);
    expect(v.parse(ExamFileSaveAnswerSchema, await removed.json()).data).toBeNull();
    expect(await attachmentsOf(giulia, examId)).toEqual([]);
    expect((await requestAs(giulia, 'GET', link)).status).toBe(403);
  });

  it('hide the attachments of a deleted exam', async () => {
    const giulia = await giuliaOf();
    const examId = await newExam(giulia);
    const saved = v.parse(
      ExamFileSaveAnswerSchema,
      await (await upload(giulia, examId, metadataOf(examId))).json(),
    );
    expect((await requestAs(giulia, 'DELETE', `/api/esami/${examId}`)).status).toBe(200);
    expect((await requestAs(giulia, 'GET', `/api/esami/${examId}/allegati`)).status).toBe(404);
    expect((await requestAs(giulia, 'GET', `/api/getAllegatoRoute/${saved.data?.id_file}`)).status).toBe(404);
  });
});

describe("another patient's exam attachments", () => {
  it('are refused to Marco for every id a request carries: list, upload, link, download and delete', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const { examId, fileId, link } = await attachedWithLink(giulia);

    expect((await requestAs(marco, 'GET', `/api/esami/${examId}/allegati`)).status).toBe(403);
    expect((await upload(marco, examId, metadataOf(examId))).status).toBe(403);
    expect((await requestAs(marco, 'GET', `/api/getAllegatoRoute/${fileId}`)).status).toBe(403);
    expect((await requestAs(marco, 'GET', link)).status).toBe(403);
    expect((await requestAs(marco, 'DELETE', `/api/esami/allegati/${fileId}`)).status).toBe(403);
    expect(await attachmentsOf(giulia, examId)).toHaveLength(1);
  });

  it('answer unknown ids like other patients ids, and ids out of range as bad requests', async () => {
    const giulia = await giuliaOf();
    expect((await requestAs(giulia, 'GET', '/api/esami/999999/allegati')).status).toBe(403);
    expect((await requestAs(giulia, 'GET', '/api/getAllegatoRoute/999999')).status).toBe(403);
    expect((await requestAs(giulia, 'GET', `/api/getAllegatoRoute/${2 ** 31}`)).status).toBe(400);
    expect((await requestAs(giulia, 'DELETE', '/api/esami/allegati/abc')).status).toBe(400);
  });
});
