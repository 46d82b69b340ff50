import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestClock, request, signInPatient, silentLogger } from '../test/http.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

function appAt(now = '2026-11-22T09:00:00Z') {
  const clock = createTestClock(now);
  return createApp({ db: handle.db, config: { now: clock.now, logError: silentLogger } });
}

/** A real 4x4 PNG, drawn by pngjs. */
const photo = new Uint8Array(PNG.sync.write(new PNG({ width: 4, height: 4 })));

async function uploadPhoto(app: ReturnType<typeof appAt>, token: string, patientId: number) {
  const form = new FormData();
  form.set(
    'metadata',
    JSON.stringify({
      id_paziente: patientId,
      type: 'foto',
      data_rilievo: '2026-11-20',
      file_commento: null,
      tags: [],
      id_livello_confidenzialita: 1,
    }),
  );
  form.set('file', new File([photo], 'neo spalla è.png', { type: 'image/png' }));
  const answer = await app.request('/api/files', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
}

describe('GET /api/esportaDati/{id}', () => {
  it('answers a ZIP with the FHIR summary, both PDFs, every uploaded file as it was and a README', async () => {
    const app = appAt();
    const { token, patientId } = await signInPatient(app, 'giulia.bianchi@example.org');
    await uploadPhoto(app, token, patientId);
    const answer = await request(app, 'GET', `/api/esportaDati/${patientId}`, undefined, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toContain('Cartella_2026-11-22.zip');
    const entries = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names).toEqual(
      expect.arrayContaining(['LEGGIMI-README.txt', 'report/Report.pdf', 'report/Emergenza.pdf']),
    );
    const fhirName = names.find((name) => /^fhir\/Fhir_Giulia_Bianchi_11-22-2026\.json$/.test(name));
    expect(fhirName).toBeDefined();
    const bundle = JSON.parse(new TextDecoder().decode(entries[fhirName ?? '']));
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' });
    expect(new TextDecoder().decode(entries['report/Report.pdf']?.subarray(0, 5))).toBe('%PDF-');
    const photoName = names.find((name) => /^file\/\d+-neo_spalla_e\.png$/.test(name));
    expect(photoName).toBeDefined();
    expect(entries[photoName ?? '']).toEqual(photo);
    expect(new TextDecoder().decode(entries['LEGGIMI-README.txt'])).toContain('portabilità dei dati');
  });

  it('adds the files attached to exams under esami/, with their bytes as uploaded', async () => {
    const app = appAt();
    const { token, patientId } = await signInPatient(app, 'giulia.bianchi@example.org');
    const exam = await request(
      app,
      'POST',
      '/api/esami',
      {
        id_indagine: 0,
        id_paziente: patientId,
        indagine_tipologia: 'Studi Radiologici',
        id_livello_confidenzialita: 6,
        indagine_stato: 2,
        indagine_motivo: '',
        diags: [],
      },
      { token },
    );
    const examId = ((await exam.json()) as { data: { id_indagine: number } }).data.id_indagine;
    const form = new FormData();
    form.set(
      'metadata',
      JSON.stringify({
        id_indagine: examId,
        type: 'foto',
        created_at: '2026-11-20',
        id_livello_confidenzialita: 1,
      }),
    );
    form.set('file', new File([photo], 'lastra torace.png', { type: 'image/png' }));
    const uploaded = await app.request(`/api/esami/${examId}/allegati`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(uploaded.status).toBe(200);
    const answer = await request(app, 'GET', `/api/esportaDati/${patientId}`, undefined, { token });
    const entries = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const attachment = Object.keys(entries).find((name) => /^esami\/\d+-lastra_torace\.png$/.test(name));
    expect(attachment).toBeDefined();
    expect(entries[attachment ?? '']).toEqual(photo);
  });

  it('writes the README in English when asked in English', async () => {
    const app = appAt();
    const { token, patientId } = await signInPatient(app, 'giulia.bianchi@example.org');
    const answer = await request(app, 'GET', `/api/esportaDati/${patientId}`, undefined, {
      token,
      headers: { 'accept-language': 'en' },
    });
    const entries = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(new TextDecoder().decode(entries['LEGGIMI-README.txt'])).toContain('data portability');
  });

  it("refuses Marco on Giulia's id, with nothing of hers", async () => {
    const app = appAt();
    const { patientId: giuliaId } = await signInPatient(app, 'giulia.bianchi@example.org');
    const { token } = await signInPatient(app, 'marco.rossi@example.org');
    const answer = await request(app, 'GET', `/api/esportaDati/${giuliaId}`, undefined, { token });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).not.toBe('application/zip');
  });

  it('makes one export at a time per account: a second asked meanwhile gets 429, a later one is made', async () => {
    const app = appAt();
    const { token, patientId } = await signInPatient(app, 'marco.rossi@example.org');
    const first = await request(app, 'GET', `/api/esportaDati/${patientId}`, undefined, { token });
    const second = await request(app, 'GET', `/api/esportaDati/${patientId}`, undefined, { token });
    expect(second.status).toBe(429);
    expect(unzipSync(new Uint8Array(await first.arrayBuffer()))['report/Emergenza.pdf']).toBeDefined();
    const third = await request(app, 'GET', `/api/esportaDati/${patientId}`, undefined, { token });
    expect(third.status).toBe(200);
    await third.arrayBuffer();
  });
});
