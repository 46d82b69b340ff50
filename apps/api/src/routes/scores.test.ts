import {
  ascvdPooledCohort,
  cha2ds2VascCriteria,
  cha2ds2VascStrokeRiskTable,
  framinghamHardChd,
  hasBledBleedingRiskTable,
  hasBledCriteria,
} from '@cartella/calculators';
import { scoreOperations } from '@cartella/contract';
import {
  ScoreCombinationsAnswerSchema,
  ScoreCriteriaAnswerSchema,
  ScoreHistoryAnswerSchema,
  ScoreSavedAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed.ts';
import { buildOpenApiDocument } from '../openapi.ts';
import { useDemoPatients } from '../test/app.ts';
import { type Caller, request, requestAs } from '../test/http.ts';
import { hasBledExample } from '../test/scores.ts';

// Giulia (female, born 1980-01-01) is 46 on the tests' day; Marco holds the basic licence.
const { database, giuliaOf, marcoOf } = useDemoPatients();

/** A HAS-BLED save of the worked example (3 points) into the record of patient `id`. */
function hasBledSave(id: number) {
  return { id_paziente: id, nome_score: 'has-bled-score', valore_score: 3, inputs: hasBledExample };
}

/** The MELD-Na worked example's inputs (Kim 2008): the formula gives 17. */
const meldExample = {
  creatinineMgDl: 1.2,
  bilirubinMgDl: 2,
  inr: 1.5,
  sodiumMmolL: 135,
  dialysisTwiceInPastWeek: false,
};

/** The saved MELD scores of patient `id`, as `who` reads them. */
async function meldHistory(who: Caller, id: number) {
  const answer = await requestAs(who, 'GET', `/api/score/${id}/meld-score`);
  return v.parse(ScoreHistoryAnswerSchema, await answer.json()).data;
}

/** Posts a score (`body`) as `who`. */
function postScore(who: Caller, body: Record<string, unknown>) {
  return requestAs(who, 'POST', '/api/score', body);
}

describe('GET /api/scoring/{kind}', () => {
  it('lists the HAS-BLED criteria in the calculators package order, in Italian and English', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'GET', '/api/scoring/has-bled');
    expect(response.status).toBe(200);
    const { data } = v.parse(ScoreCriteriaAnswerSchema, await response.json());
    expect(data.map((row) => row.key)).toEqual(hasBledCriteria.map((criterion) => criterion.id));
    expect(data[0]).toMatchObject({
      title: 'Ipertensione',
      title_en: 'Hypertension',
      option1: 'No',
      option2: 'Sì',
      option3: null,
      score: 1,
      isSelected: '0',
    });
  });

  it('gives the CHA2DS2-VASc age criterion a third option worth double', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'GET', '/api/scoring/cha2ds2');
    const { data } = v.parse(ScoreCriteriaAnswerSchema, await response.json());
    const age = data.find((row) => row.key === 'ageYears');
    expect(age).toMatchObject({ title: 'Età', option3: '≥ 75 anni', option3_en: '≥ 75 years', score: 2 });
    expect(data).toHaveLength(cha2ds2VascCriteria.length);
  });

  it('lists the yes/no questions of the equation scores', async () => {
    const giulia = await giuliaOf();
    const keys = async (kind: string) => {
      const response = await requestAs(giulia, 'GET', `/api/scoring/${kind}`);
      return v.parse(ScoreCriteriaAnswerSchema, await response.json()).data.map((row) => row.key);
    };
    expect(await keys('meld')).toEqual(['dialysisTwiceInPastWeek']);
    expect(await keys('framingham')).toEqual(['smoker', 'bpTreated']);
    expect(await keys('cardiovascolare')).toEqual(['smoker', 'diabetes', 'bpTreated']);
  });

  it('answers 404 for an unknown kind and 401 without a session', async () => {
    const giulia = await giuliaOf();
    expect((await requestAs(giulia, 'GET', '/api/scoring/apgar')).status).toBe(404);
    expect((await request(giulia.app, 'GET', '/api/scoring/has-bled')).status).toBe(401);
  });

  it('keeps the rows equal to the package when the seed runs again', async () => {
    await seedDatabase(database.db, { demoAccounts: true });
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'GET', '/api/scoring/has-bled');
    const { data } = v.parse(ScoreCriteriaAnswerSchema, await response.json());
    expect(data).toHaveLength(hasBledCriteria.length);
  });
});

describe('GET /api/score-result/{kind}', () => {
  it('answers the HAS-BLED rows of Pisters 2010, null where the paper had too few patients', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'GET', '/api/score-result/has-bled');
    const { data } = v.parse(ScoreCombinationsAnswerSchema, await response.json());
    expect(data.map((row) => [row.puntegio_totale, row.richio_sanguinamento])).toEqual(
      hasBledBleedingRiskTable.map((row) => [row.score, row.bleedsPer100PatientYears]),
    );
    expect(data.find((row) => row.puntegio_totale === 3)).toMatchObject({
      richio_sanguinamento: 3.74,
      description: 'Rischio alto',
    });
  });

  it('answers both CHA2DS2-VASc risks per total', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'GET', '/api/score-result/cha2ds2');
    const { data } = v.parse(ScoreCombinationsAnswerSchema, await response.json());
    expect(
      data.map((row) => [row.puntegio_totale, row.richio_sanguinamento, row.richio_sanguinamento_additional]),
    ).toEqual(
      cha2ds2VascStrokeRiskTable.map((row) => [
        row.score,
        row.ischemicStrokeRiskPercent,
        row.strokeTiaEmbolismRiskPercent,
      ]),
    );
  });

  it('answers the MELD mortality bands lowest first', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'GET', '/api/score-result/meld');
    const { data } = v.parse(ScoreCombinationsAnswerSchema, await response.json());
    expect(data.map((row) => [row.puntegio_totale, row.richio_sanguinamento])).toEqual([
      [0, 1.9],
      [10, 6],
      [20, 19.6],
      [30, 52.6],
      [40, 71.3],
    ]);
    expect(data[4]?.description).toBe('MELD 40: mortalità a 3 mesi');
  });

  it('has no combination table for Framingham', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'GET', '/api/score-result/framingham');
    expect(response.status).toBe(404);
  });
});

describe('POST /api/score and GET /api/score/{a}/{b}', () => {
  it('saves a HAS-BLED score the server recomputes and lists it in the history', async () => {
    const giulia = await giuliaOf();
    const id = giulia.patientId;
    const response = await postScore(giulia, hasBledSave(id));
    expect(response.status).toBe(200);
    const saved = v.parse(ScoreSavedAnswerSchema, await response.json()).data;
    expect(saved).toMatchObject({ valore_score: 3, additional_score: null });
    const history = await requestAs(giulia, 'GET', `/api/score/${id}/has-bled-score`);
    expect(history.status).toBe(200);
    const { data } = v.parse(ScoreHistoryAnswerSchema, await history.json());
    expect(data[0]).toEqual(saved);
  });

  it('refuses a tampered value with 400 on valore_score and saves nothing', async () => {
    const giulia = await giuliaOf();
    const id = giulia.patientId;
    const before = (await meldHistory(giulia, id)).length;
    const response = await postScore(giulia, {
      id_paziente: id,
      nome_score: 'meld-score',
      valore_score: 6,
      inputs: meldExample,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'valore_score', code: 'score_values_invalid' }] },
    });
    const after = (await meldHistory(giulia, id)).length;
    expect(after).toBe(before);
  });

  it('accepts the MELD-Na worked example (Kim 2008 formula: 17)', async () => {
    const giulia = await giuliaOf();
    const response = await postScore(giulia, {
      id_paziente: giulia.patientId,
      nome_score: 'meld-score',
      valore_score: 17,
      inputs: meldExample,
    });
    expect(response.status).toBe(200);
  });

  it('takes age and sex from the record for CHA2DS2-VASc and checks the additional risk', async () => {
    const giulia = await giuliaOf();
    // Female (1 point), 46 years (0), hypertension (1): 2 points, 2.9% stroke/TIA/embolism a year.
    const body = {
      id_paziente: giulia.patientId,
      nome_score: 'cha2ds2-score',
      valore_score: 2,
      additional_score: 2.9,
      inputs: {
        congestiveHeartFailure: false,
        hypertension: true,
        diabetes: false,
        strokeTiaThromboembolism: false,
        vascularDisease: false,
      },
    };
    expect((await requestAs(giulia, 'POST', '/api/score', body)).status).toBe(200);
    const tampered = await postScore(giulia, { ...body, additional_score: 0.9 });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ error: { fields: [{ path: 'additional_score' }] } });
    const history = await requestAs(giulia, 'GET', `/api/score/${giulia.patientId}/cha2-ds2-score`);
    const { data } = v.parse(ScoreHistoryAnswerSchema, await history.json());
    expect(data[0]).toMatchObject({ valore_score: 2, additional_score: 2.9 });
  });

  it('saves Framingham and cardiovascular risks rounded to 2 decimals', async () => {
    const giulia = await giuliaOf();
    const measures = { totalCholesterolMgDl: 213, hdlCholesterolMgDl: 50, systolicBpMmHg: 120 };
    const framingham = framinghamHardChd({
      sex: 'female',
      ageYears: 46,
      ...measures,
      bpTreated: false,
      smoker: true,
    }).riskPercent;
    const framinghamResponse = await postScore(giulia, {
      id_paziente: giulia.patientId,
      nome_score: 'framingham-score',
      valore_score: Math.round(framingham * 100) / 100,
      inputs: { ...measures, bpTreated: false, smoker: true },
    });
    expect(framinghamResponse.status).toBe(200);
    const ascvd = ascvdPooledCohort({
      sex: 'female',
      race: 'white',
      ageYears: 46,
      ...measures,
      bpTreated: false,
      smoker: false,
      diabetes: false,
    }).riskPercent;
    const cardioResponse = await postScore(giulia, {
      id_paziente: giulia.patientId,
      nome_score: 'cardiovascolare-score',
      valore_score: Math.round(ascvd * 100) / 100,
      inputs: { ...measures, race: 'other', bpTreated: false, smoker: false, diabetes: false },
    });
    expect(cardioResponse.status).toBe(200);
    expect(v.parse(ScoreSavedAnswerSchema, await cardioResponse.json()).data.valore_score).toBeCloseTo(
      ascvd,
      2,
    );
  });

  it('refuses a Framingham value far outside the usual range with its message parameters', async () => {
    const giulia = await giuliaOf();
    const response = await postScore(giulia, {
      id_paziente: giulia.patientId,
      nome_score: 'framingham-score',
      valore_score: 1,
      inputs: {
        totalCholesterolMgDl: 9000,
        hdlCholesterolMgDl: 50,
        systolicBpMmHg: 120,
        bpTreated: false,
        smoker: false,
      },
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      error: {
        fields: [
          {
            path: 'inputs.totalCholesterolMgDl',
            code: 'framingham_out_of_range',
            params: { low: 100, high: 400 },
          },
        ],
      },
    });
    expect(text).not.toContain('9000');
  });

  it('answers bad input with field codes and never echoes the values', async () => {
    const giulia = await giuliaOf();
    const response = await postScore(giulia, {
      id_paziente: giulia.patientId,
      nome_score: 'meld-score',
      valore_score: 17,
      inputs: { creatinineMgDl: -4321, bilirubinMgDl: 'tanta', inr: 1.5, dialysisTwiceInPastWeek: false },
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    const fields = (JSON.parse(text) as { error: { fields: { path: string; code: string }[] } }).error.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'inputs.creatinineMgDl', code: 'number_not_positive' },
        { path: 'inputs.bilirubinMgDl', code: 'required' },
        { path: 'inputs.sodiumMmolL', code: 'required' },
      ]),
    );
    expect(text).not.toContain('4321');
    expect(text).not.toContain('tanta');
  });

  it('refuses additional_score on a score other than CHA2DS2-VASc', async () => {
    const giulia = await giuliaOf();
    const response = await postScore(giulia, {
      id_paziente: giulia.patientId,
      nome_score: 'has-bled-score',
      valore_score: 3,
      additional_score: 1,
      inputs: hasBledExample,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: [{ path: 'additional_score' }] } });
  });

  it("refuses saving into or reading another patient's scores", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const post = await postScore(giulia, hasBledSave(marco.patientId));
    expect(post.status).toBe(403);
    expect(await post.json()).toMatchObject({ error: { code: 'forbidden' } });
    const history = await requestAs(giulia, 'GET', `/api/score/${marco.patientId}/has-bled-score`);
    expect(history.status).toBe(403);
  });

  it('refuses the basic licence with permission_denied, on save and on history', async () => {
    const marco = await marcoOf();
    const id = marco.patientId;
    const post = await postScore(marco, hasBledSave(id));
    expect(post.status).toBe(403);
    expect(await post.json()).toMatchObject({ error: { code: 'permission_denied' } });
    const history = await requestAs(marco, 'GET', `/api/score/${id}/has-bled-score`);
    expect(history.status).toBe(403);
  });

  it('answers 404 for an unknown history kind and 400 for a non-numeric patient id', async () => {
    const giulia = await giuliaOf();
    const id = giulia.patientId;
    expect((await requestAs(giulia, 'GET', `/api/score/${id}/apgar`)).status).toBe(404);
    expect((await requestAs(giulia, 'GET', '/api/score/abc/has-bled-score')).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the save body with its inputs per score', () => {
    const document = buildOpenApiDocument(Object.values(scoreOperations));
    const paths = document.paths as Record<string, Record<string, { requestBody?: unknown }>>;
    const body = JSON.stringify(paths['/api/score']?.post?.requestBody);
    expect(body).toContain('inputs');
    expect(body).toContain('dialysisTwiceInPastWeek');
    expect(body).toContain('cardiovascolare-score');
  });
});
