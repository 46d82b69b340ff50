import {
  DrugDetailsAnswerSchema,
  DrugSearchAnswerSchema,
  InteractionCheckAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertTherapy } from '../db/repositories/therapies.ts';
import { useDemoPatients } from '../test/app.ts';
import { request } from '../test/http.ts';
import { CLARITROMICINA_EG, SIMVASTATINA_DOC } from '../test/therapies.ts';

const LOSEC = '026804082';
const ASPIRINA_EG = '042180048';

const { database, giuliaOf, marcoOf } = useDemoPatients();

describe('POST /api/farmacifilter', () => {
  it('finds drugs by name, with the route of administration, name matches first', async () => {
    const { app, token } = await giuliaOf();
    const response = await request(app, 'POST', '/api/farmacifilter', { search: 'claritro' }, { token });
    expect(response.status).toBe(200);
    const answer = v.parse(DrugSearchAnswerSchema, await response.json());
    expect(answer.total).toBeGreaterThan(answer.data.length - 1);
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((drug) => drug.codice_atc === 'J01FA09')).toBe(true);
    expect(answer.data.find((drug) => drug.id_farmaco_codifa === CLARITROMICINA_EG)).toMatchObject({
      descrizione_breve: 'CLARITROMICINA EG',
      somministrazione: 'USO ORALE',
      principio_attivo: 'Claritromicina',
    });
  });

  it('finds brand names by active ingredient and by AIC prefix', async () => {
    const { app, token } = await giuliaOf();
    const byIngredient = v.parse(
      DrugSearchAnswerSchema,
      await (await request(app, 'POST', '/api/farmacifilter', { search: 'acarbosio' }, { token })).json(),
    );
    expect(byIngredient.data.map((drug) => drug.descrizione_breve)).toContain('GLUCOBAY');
    const byAic = v.parse(
      DrugSearchAnswerSchema,
      await (await request(app, 'POST', '/api/farmacifilter', { search: LOSEC }, { token })).json(),
    );
    expect(byAic.data[0]?.id_farmaco_codifa).toBe(LOSEC);
  });

  it('finds the packs of the ingredient a common name or brand stands for (issue #37)', async () => {
    const { app, token } = await giuliaOf();
    const searchFor = async (text: string) =>
      v.parse(
        DrugSearchAnswerSchema,
        await (await request(app, 'POST', '/api/farmacifilter', { search: text }, { token })).json(),
      ).data;
    const aspirin = await searchFor('aspirina');
    expect(aspirin.map((drug) => drug.id_farmaco_codifa)).toContain(ASPIRINA_EG);
    expect(aspirin.map((drug) => drug.descrizione_breve)).toContain('CARDIOASPIRIN');
    expect(aspirin.every((drug) => drug.principio_attivo === 'Acido acetilsalicilico')).toBe(true);
    const moment = await searchFor('Moment');
    expect(moment.length).toBeGreaterThan(0);
    expect(moment.every((drug) => drug.codice_atc === 'M01AE01')).toBe(true);
    // The brand's own packs come before the other packs of its ingredient.
    const brufen = await searchFor('brufen');
    const firstOther = brufen.findIndex((drug) => drug.descrizione_breve !== 'BRUFEN');
    expect(firstOther).toBeGreaterThan(0);
    expect(brufen.slice(firstOther).every((drug) => drug.descrizione_breve !== 'BRUFEN')).toBe(true);
    expect(brufen.every((drug) => drug.principio_attivo === 'Ibuprofene')).toBe(true);
  });

  it('pages the results 20 at a time', async () => {
    const { app, token } = await giuliaOf();
    const first = v.parse(
      DrugSearchAnswerSchema,
      await (await request(app, 'POST', '/api/farmacifilter', { search: 'ol' }, { token })).json(),
    );
    const second = v.parse(
      DrugSearchAnswerSchema,
      await (await request(app, 'POST', '/api/farmacifilter', { search: 'ol', page: 2 }, { token })).json(),
    );
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(20);
    expect(second.data[0]?.id_farmaco_codifa).not.toBe(first.data[0]?.id_farmaco_codifa);
    expect(first.total).toBeGreaterThan(40);
  });

  it('refuses fewer than 2 characters without echoing the text, and refuses anonymous callers', async () => {
    const { app, token } = await giuliaOf();
    const response = await request(app, 'POST', '/api/farmacifilter', { search: 'q' }, { token });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'search', code: 'invalid_type' }] },
    });
    expect(text).not.toContain('"q"');
    expect((await request(app, 'POST', '/api/farmacifilter', { search: 'claritro' })).status).toBe(401);
  });
});

describe('GET /api/farmacoDetails/{id}', () => {
  it('answers ingredient, ATC path with names, pack, equivalents and known interactions', async () => {
    const { app, token } = await giuliaOf();
    const response = await request(app, 'GET', `/api/farmacoDetails/${CLARITROMICINA_EG}`, undefined, {
      token,
    });
    expect(response.status).toBe(200);
    const { data } = v.parse(DrugDetailsAnswerSchema, await response.json());
    expect(data.confezione).toBe("CLARITROMICINA 250MG 12 UNITA' USO ORALE");
    expect(data.atc.map((level) => level.codice_atc)).toEqual(['J', 'J01', 'J01F', 'J01FA', 'J01FA09']);
    expect(data.atc[4]?.descrizione_it).toBe('CLARITROMICINA');
    expect(data.equivalenti.map((drug) => drug.descrizione_breve)).toContain('KLACID');
    expect(data.equivalenti.map((drug) => drug.id_farmaco_codifa)).not.toContain(CLARITROMICINA_EG);
    expect(data.interazioni.find((item) => item.interazione_con === 'SIMVASTATINE')).toMatchObject({
      livello: 'CI',
      nomi_sostanza: { it: 'Inibitori potenti del CYP3A4', en: 'Strong CYP3A4 inhibitors' },
      nomi_interazione_con: { it: 'Simvastatina', en: 'Simvastatin' },
    });
    expect(data.interazioni[0]?.livello).toBe('CI');
  });

  it("names each ATC level in the request's language: AIFA's Italian, or the project's English", async () => {
    const { app, token } = await giuliaOf();
    const pathIn = async (language: string) => {
      const response = await request(app, 'GET', `/api/farmacoDetails/${CLARITROMICINA_EG}`, undefined, {
        token,
        headers: { 'accept-language': language },
      });
      return v.parse(DrugDetailsAnswerSchema, await response.json()).data.atc;
    };
    const italian = await pathIn('it-IT');
    const english = await pathIn('en-GB,en;q=0.9');
    expect(italian.map((level) => level.descrizione)).toEqual([
      'ANTIMICROBICI GENERALI PER USO SISTEMICO',
      'ANTIBATTERICI PER USO SISTEMICO',
      'MACROLIDI E LINCOSAMIDI',
      'MACROLIDI',
      'CLARITROMICINA',
    ]);
    expect(english.map((level) => level.descrizione)).toEqual([
      'General antimicrobials for systemic use',
      'Antibacterials for systemic use',
      'Macrolides and lincosamides',
      'Macrolides',
      'Clarithromycin',
    ]);
    // AIFA's description stays in its own field, whatever the language.
    expect(english.map((level) => level.descrizione_it)).toEqual(
      italian.map((level) => level.descrizione_it),
    );
  });

  it('names aspirin + oral anticoagulants in Italian and English, with every level and its French conditions', async () => {
    const { app, token } = await giuliaOf();
    const response = await request(app, 'GET', `/api/farmacoDetails/${ASPIRINA_EG}`, undefined, { token });
    const { data } = v.parse(DrugDetailsAnswerSchema, await response.json());
    const pair = data.interazioni.find((item) => item.id === 'acide-acetylsalicylique__anticoagulants-oraux');
    expect(pair).toMatchObject({
      livello: 'CI',
      nomi_sostanza: { it: 'Acido acetilsalicilico', en: 'Acetylsalicylic acid' },
      nomi_interazione_con: { it: 'Anticoagulanti orali', en: 'Oral anticoagulants' },
    });
    expect(pair?.livelli.map((level) => level.codice)).toEqual(['CI', 'AD', 'APEC']);
    expect(pair?.livelli[0]?.condizioni_fr).toMatch(/^avec : - des doses anti-inflammatoires/);
  });

  it('answers 404 for an unknown drug and 400 for a malformed id', async () => {
    const { app, token } = await giuliaOf();
    expect((await request(app, 'GET', '/api/farmacoDetails/000000001', undefined, { token })).status).toBe(
      404,
    );
    expect((await request(app, 'GET', '/api/farmacoDetails/abc', undefined, { token })).status).toBe(400);
  });
});

describe('GET /api/checkInterazioniFarmaco/{id}', () => {
  it('warns that clarithromycin is contraindicated with an ongoing simvastatin', async () => {
    const { app, token, patientId } = await giuliaOf();
    await insertTherapy(database.db, {
      id_paziente: patientId,
      id_livello_confidenzialita: 6,
      tipo_terapia: 1,
      id_farmaco_codifa: SIMVASTATINA_DOC,
      quantita_farmaceutica: '1 compressa',
      frequenza_farmaceutica: 'la sera',
      data_inizio: '2026-01-10',
      prescrittore: 'Dott. Verdi',
    });
    const response = await request(
      app,
      'GET',
      `/api/checkInterazioniFarmaco/${CLARITROMICINA_EG}`,
      undefined,
      {
        token,
      },
    );
    expect(response.status).toBe(200);
    const answer = v.parse(InteractionCheckAnswerSchema, await response.json());
    expect(answer.esito).toBe(false);
    expect(answer.livello_massimo).toBe('CI');
    expect(answer.messaggiInterazioni[0]).toMatchObject({
      farmaco_in_corso: 'SIMVASTATINA DOC',
      interazione_con: 'CLARITROMICINA EG',
      livello: 'CI',
      entita_in_corso: 'SIMVASTATINE',
      nomi_nuovo: { it: 'Inibitori potenti del CYP3A4', en: 'Strong CYP3A4 inhibitors' },
      nomi_in_corso: { it: 'Simvastatina', en: 'Simvastatin' },
      rischio_fr: expect.stringMatching(/rhabdomyolyse/),
    });
  });

  it('finds nothing for a drug without interactions with the ongoing therapies', async () => {
    const { app, token } = await giuliaOf();
    const answer = v.parse(
      InteractionCheckAnswerSchema,
      await (await request(app, 'GET', `/api/checkInterazioniFarmaco/${LOSEC}`, undefined, { token })).json(),
    );
    expect(answer).toEqual({ esito: true, livello_massimo: null, messaggiInterazioni: [] });
  });

  it("checks only the caller's own therapies (Marco takes nothing)", async () => {
    const { app, token } = await marcoOf();
    const answer = v.parse(
      InteractionCheckAnswerSchema,
      await (
        await request(app, 'GET', `/api/checkInterazioniFarmaco/${CLARITROMICINA_EG}`, undefined, { token })
      ).json(),
    );
    expect(answer.esito).toBe(true);
  });

  it('answers 404 for an unknown drug', async () => {
    const { app, token } = await giuliaOf();
    expect(
      (await request(app, 'GET', '/api/checkInterazioniFarmaco/000000001', undefined, { token })).status,
    ).toBe(404);
  });
});
