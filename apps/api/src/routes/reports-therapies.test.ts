import { readFileSync } from 'node:fs';
import { DataSourcesAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { dataSourceTexts } from '../lib/data-sources.ts';
import { pdfText } from '../pdf/pdf-text.ts';
import { useDemoPatients } from '../test/app.ts';
import { request } from '../test/http.ts';
import { insertTestTherapy } from '../test/therapies.ts';

const { database, giuliaOf, marcoOf } = useDemoPatients();

/** A therapy whose prescriber and note are one 100,000-character word (stored past the schemas). */
async function insertTherapyWithLongWords(patientId: number) {
  const word = 'Q'.repeat(100_000);
  await insertTestTherapy(database.db, patientId, {
    quantita_farmaceutica: '500 mg',
    prescrittore: word,
    data_inizio: '2026-11-01',
    note: `prima ${word} dopo`,
  });
}

describe('GET /api/downloadTerapie/{id}', () => {
  it('prints the three lists of the caller with name, date, rows and the drug-data source', async () => {
    const { app, token, patientId } = await giuliaOf();
    await insertTestTherapy(database.db, patientId, {
      quantita_farmaceutica: '500 mg',
      frequenza_farmaceutica: 'due volte al giorno',
      prescrittore: 'Dott.ssa Neri',
      data_inizio: '2026-11-01',
      note: 'Dopo i pasti',
    });
    await insertTestTherapy(database.db, patientId, {
      tipo_terapia: 0,
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
    const giulia = await giuliaOf();
    const marco = await marcoOf();
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

describe('given therapies whose texts are one 100,000-character word (Marco)', () => {
  beforeAll(async () => {
    const { patientId } = await marcoOf();
    for (let count = 0; count < 3; count += 1) await insertTherapyWithLongWords(patientId);
  });

  it('still prints the list, breaking the word across lines, within seconds', async () => {
    const { app, token, patientId } = await marcoOf();
    const response = await request(app, 'GET', `/api/downloadTerapie/${patientId}`, undefined, { token });
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Paziente: Marco Rossi');
    expect(text).toContain('prima');
    // The narrow prescriber and note columns hold 10 to 13 Qs a line.
    expect(text).toMatch(/ Q{10,13} Q{10,13} Q{10,13} /);
  });

  it('answers other requests while the PDF builds, because it builds off the event loop', async () => {
    const { app, token, patientId } = await marcoOf();
    const started = performance.now();
    let pdfDone = false;
    const pdf = request(app, 'GET', `/api/downloadTerapie/${patientId}`, undefined, { token }).then(
      async (response) => {
        await response.arrayBuffer();
        pdfDone = true;
        return response.status;
      },
    );
    // When the other answers came: a PDF built on the event loop would leave one gap as long as
    // the whole build, since no timer or request can run meanwhile.
    const answeredAt: number[] = [started];
    while (!pdfDone) {
      const other = await request(app, 'GET', '/api/fontiDati', undefined, { token });
      expect(other.status).toBe(200);
      answeredAt.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await pdf).toBe(200);
    const finished = performance.now();
    answeredAt.push(finished);
    const pdfMs = finished - started;
    const longestGap = Math.max(...answeredAt.slice(1).map((at, index) => at - (answeredAt[index] ?? at)));
    expect(answeredAt.length).toBeGreaterThanOrEqual(5);
    expect(longestGap).toBeLessThan(pdfMs / 2);
  });

  it('answers 503 timeout, translated, when the PDF takes longer than the time limit', async () => {
    const { app, token, patientId } = await marcoOf({ config: { slowWorkTimeLimitMs: 5 } });
    const response = await request(app, 'GET', `/api/downloadTerapie/${patientId}`, undefined, {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'timeout',
        message: 'The operation took too long and was stopped. Please try again later.',
      },
    });
  });
});

describe('GET /api/fontiDati', () => {
  it('lists every data folder of apps/api/data once, with attributions found verbatim in its SOURCE.md', async () => {
    const { app, token } = await marcoOf();
    const response = await request(app, 'GET', '/api/fontiDati', undefined, { token });
    expect(response.status).toBe(200);
    const answer = v.parse(DataSourcesAnswerSchema, await response.json());
    expect(answer.data.map((source) => source.id).sort()).toEqual([
      'atc',
      'comuni',
      'farmaci',
      'farmacovigilanza',
      'interazioni',
      'link-riferimento',
      'nomi-farmaci',
      'strutture-ricovero',
      'vaccini',
    ]);
    for (const source of dataSourceTexts) {
      const markdown = normalised(readFileSync(`${repoRoot}apps/api/data/${source.id}/SOURCE.md`, 'utf8'));
      for (const line of [...source.attribuzioni.it, ...source.attribuzioni.en])
        expect(markdown).toContain(normalised(line));
    }
  });

  it("answers the attributions and licences in the request's language", async () => {
    const { app, token } = await marcoOf();
    const sourcesIn = async (language: string) => {
      const response = await request(app, 'GET', '/api/fontiDati', undefined, {
        token,
        headers: { 'accept-language': language },
      });
      return v.parse(DataSourcesAnswerSchema, await response.json()).data;
    };
    const italian = await sourcesIn('it-IT');
    const english = await sourcesIn('en-GB,en;q=0.9');
    const hospitals = (sources: typeof italian) =>
      sources.find((source) => source.id === 'strutture-ricovero');
    expect(hospitals(italian)?.attribuzioni).toEqual([
      'Fonte: Ministero della Salute – anagrafica strutture di ricovero, via HL7 Italia terminology',
    ]);
    expect(hospitals(english)?.attribuzioni).toEqual([
      'Source: Ministero della Salute (Italian Ministry of Health) – register of hospitals, via HL7 Italia terminology',
    ]);
    // No Italian sentence is left in English: no line opens with the Italian words for source or list.
    const englishLines = english.flatMap((source) => [...source.attribuzioni, source.licenza]);
    expect(
      englishLines.filter((line) => /^(Fonte|Fonti|Elenco|Nomi|Interazioni|Licenza)\b/.test(line)),
    ).toEqual([]);
    expect(english.map((source) => source.url)).toEqual(italian.map((source) => source.url));
  });

  it('needs a session', async () => {
    const { app } = await marcoOf();
    expect((await request(app, 'GET', '/api/fontiDati')).status).toBe(401);
  });
});
