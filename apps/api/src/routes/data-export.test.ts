import { ApiErrorBodySchema } from '@cartella/contract';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { patients } from '../db/schema.ts';
import { createTestAccount } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { createTestClock, request, signIn, signInPatient, silentLogger } from '../test/http.ts';

const database = useTestDatabase();

function appAt(now = '2026-11-22T09:00:00Z') {
  const clock = createTestClock(now);
  return createApp({ db: database.db, config: { now: clock.now, logError: silentLogger } });
}

/** A real 4x4 PNG, drawn by pngjs. */
const photo = new Uint8Array(PNG.sync.write(new PNG({ width: 4, height: 4 })));

/** Uploads `file` to the files page as a file of `type` (a photo unless told). */
async function uploadFile(
  app: ReturnType<typeof appAt>,
  token: string,
  patientId: number,
  file = new File([photo], 'neo spalla è.png', { type: 'image/png' }),
  type = 'foto',
) {
  const form = new FormData();
  form.set(
    'metadata',
    JSON.stringify({
      id_paziente: patientId,
      type,
      data_rilievo: '2026-11-20',
      file_commento: null,
      tags: [],
      id_livello_confidenzialita: 1,
    }),
  );
  form.set('file', file);
  const answer = await app.request('/api/files', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
}

/** A new account with a patient record of its own, signed in. */
async function newPatient(app: ReturnType<typeof appAt>) {
  const { email, userId } = await createTestAccount(database.db, 'attesa');
  const [patient] = await database.db
    .insert(patients)
    .values({ id_utente: userId, paziente_nome: 'Anna', paziente_cognome: 'Attesa' })
    .returning({ id: patients.id_paziente });
  if (patient === undefined) throw new Error('no patient');
  const { success } = await signIn(app, email);
  return { token: success.token, patientId: patient.id };
}

/** Each entry's name and the compression method of its local header (APPNOTE 4.3.7, 4.3.12). */
function compressionMethods(archive: Uint8Array): Record<string, number> {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const methods: Record<string, number> = {};
  for (let at = 0; at + 46 <= archive.byteLength; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(archive.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    methods[name] = view.getUint16(local + 8, true);
  }
  return methods;
}

describe('GET /api/esportaDati/{id}', () => {
  it('answers a ZIP with the FHIR summary, both PDFs, every uploaded file as it was and a README', async () => {
    const app = appAt();
    const { token, patientId } = await signInPatient(app, 'giulia.bianchi@example.org');
    await uploadFile(app, token, patientId);
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

  it('stores PDFs and pictures as they are and deflates texts (issue #34, T9)', async () => {
    const app = appAt();
    const { token, patientId } = await signInPatient(app, 'giulia.bianchi@example.org');
    await uploadFile(app, token, patientId);
    const diary = 'pressione 120/80, battito 64\n'.repeat(200);
    await uploadFile(
      app,
      token,
      patientId,
      new File([diary], 'diario.txt', { type: 'text/plain' }),
      'documento',
    );
    const answer = await request(app, 'GET', `/api/esportaDati/${patientId}`, undefined, { token });
    const archive = new Uint8Array(await answer.arrayBuffer());
    const methods = compressionMethods(archive);
    expect(methods['report/Report.pdf']).toBe(0);
    expect(methods['report/Emergenza.pdf']).toBe(0);
    const names = Object.keys(methods);
    const photoName = names.find((name) => /^file\/\d+-neo_spalla_e\.png$/.test(name)) ?? '';
    const diaryName = names.filter((name) => /^file\/\d+-diario\.txt$/.test(name)).at(-1) ?? '';
    expect(methods[photoName]).toBe(0);
    expect(methods[diaryName]).toBe(8);
    expect(methods['LEGGIMI-README.txt']).toBe(8);
    const entries = unzipSync(archive);
    expect(new TextDecoder().decode(entries[diaryName])).toBe(diary);
    expect(Object.keys(entries).sort()).toEqual(names.sort());
  });

  it('makes one export at a time on a node: others wait their turn, and past the queue get 503', async () => {
    const app = appAt();
    const [first, ...others] = await Promise.all([1, 2, 3, 4, 5].map(() => newPatient(app)));
    if (first === undefined || others.length !== 4) throw new Error('no patients');
    const exportOf = ({ token, patientId }: { token: string; patientId: number }) =>
      request(app, 'GET', `/api/esportaDati/${patientId}`, undefined, { token });
    // The first export is made and not yet downloaded: it holds the one turn.
    const firstAnswer = await exportOf(first);
    expect(firstAnswer.status).toBe(200);
    // Four more at once: three wait, and whichever reaches the queue last (on PostgreSQL the
    // order of arrival is the pool's) is turned away at once.
    const pending = new Map(others.map((patient, index) => [index, exportOf(patient)]));
    const firstSettled = () =>
      Promise.race([...pending].map(([index, answer]) => answer.then((response) => ({ index, response }))));
    const refused = await firstSettled();
    pending.delete(refused.index);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('60');
    expect(v.parse(ApiErrorBodySchema, await refused.response.json()).error.message).toBe(
      'Stiamo preparando gli archivi di altre persone. Riprova tra 60 secondi.',
    );
    // The waiting ones are not answered while the first archive is still being downloaded.
    const early = await Promise.race([
      firstSettled(),
      new Promise((resolve) => setTimeout(resolve, 200, 'none')),
    ]);
    expect(early).toBe('none');
    expect(unzipSync(new Uint8Array(await firstAnswer.arrayBuffer()))['report/Report.pdf']).toBeDefined();
    // Each waiting export gets its turn once the one before it has been downloaded.
    while (pending.size > 0) {
      const { index, response } = await firstSettled();
      pending.delete(index);
      expect(response.status).toBe(200);
      expect(unzipSync(new Uint8Array(await response.arrayBuffer()))['report/Report.pdf']).toBeDefined();
    }
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
