import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { repoRoot } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { insertTherapy } from '../db/repositories/therapies.ts';
import { pdfText } from '../pdf/pdf-text.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestClock, request, signInPatient, silentLogger } from '../test/http.ts';
import { DataSourcesAnswerSchema, dataSources } from './reports-therapies.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function signedIn(email: string) {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  return signInPatient(
    createApp({ db: handle.db, config: { now: clock.now, logError: silentLogger } }),
    email,
  );
}

describe('GET /api/downloadTerapie/{id}', () => {
  it('prints the three lists of the caller with name, date, rows and the drug-data source', async () => {
    const { app, token, patientId } = await signedIn('giulia.bianchi@example.org');
    await insertTherapy(handle.db, {
      id_paziente: patientId,
      id_livello_confidenzialita: 6,
      tipo_terapia: 1,
      id_farmaco_codifa: '037374055',
      quantita_farmaceutica: '500 mg',
      frequenza_farmaceutica: 'due volte al giorno',
      prescrittore: 'Dott.ssa Neri',
      data_inizio: '2026-11-01',
      note: 'Dopo i pasti',
    });
    await insertTherapy(handle.db, {
      id_paziente: patientId,
      id_livello_confidenzialita: 6,
      tipo_terapia: 0,
      id_farmaco_codifa: '037374055',
      prescrittore: 'Dott. Verdi',
      data_inizio: '2026-10-01',
      note: 'Orticaria già avuta',
    });
    const response = await request(app, 'GET', `/api/downloadTerapie/${patientId}`, undefined, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('Terapie.pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Paziente: Giulia Bianchi');
    expect(text).toContain('Data di stampa: 22/11/2026');
    for (const title of ['Terapie in Corso', 'Terapie Concluse', 'Farmaci Vietati'])
      expect(text).toContain(title);
    for (const cell of [
      'CLARITROMICINA EG',
      '500 mg',
      'due volte al giorno',
      'Dott.ssa Neri',
      'Orticaria già avuta',
    ])
      expect(text).toContain(cell);
    expect(text).toContain('dal 01/11/2026');
    expect(text).toContain('Lista farmaci equivalenti');
  });

  it("refuses another patient's list and a malformed id", async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const marco = await signedIn('marco.rossi@example.org');
    const foreign = await request(marco.app, 'GET', `/api/downloadTerapie/${giulia.patientId}`, undefined, {
      token: marco.token,
    });
    expect(foreign.status).toBe(403);
    const malformed = await request(marco.app, 'GET', '/api/downloadTerapie/abc', undefined, {
      token: marco.token,
    });
    expect(malformed.status).toBe(400);
    const anonymous = await request(marco.app, 'GET', `/api/downloadTerapie/${marco.patientId}`);
    expect(anonymous.status).toBe(401);
  });
});

function normalised(text: string): string {
  return text.replace(/^>\s?/gm, '').replace(/\s+/g, ' ');
}

describe('GET /api/fontiDati', () => {
  it('lists every data folder of apps/api/data once, with attributions found verbatim in its SOURCE.md', async () => {
    const { app, token } = await signedIn('marco.rossi@example.org');
    const response = await request(app, 'GET', '/api/fontiDati', undefined, { token });
    expect(response.status).toBe(200);
    const answer = v.parse(DataSourcesAnswerSchema, await response.json());
    expect(answer.data.map((source) => source.id).sort()).toEqual([
      'atc',
      'comuni',
      'farmaci',
      'farmacovigilanza',
      'interazioni',
    ]);
    for (const source of dataSources) {
      const markdown = normalised(readFileSync(`${repoRoot}apps/api/data/${source.id}/SOURCE.md`, 'utf8'));
      for (const line of source.attribuzioni) expect(markdown).toContain(normalised(line));
    }
  });

  it('needs a session', async () => {
    const { app } = await signedIn('marco.rossi@example.org');
    expect((await request(app, 'GET', '/api/fontiDati')).status).toBe(401);
  });
});
