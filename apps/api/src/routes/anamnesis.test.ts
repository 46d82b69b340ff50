import {
  FamilyAnamnesisAnswerSchema,
  FamilyAnamnesisVersionAnswerSchema,
  PhysiologicalAnamnesisAnswerSchema,
  PhysiologicalAnamnesisVersionAnswerSchema,
  RecentAnamnesisAnswerSchema,
  RemoteAnamnesisAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GIULIA_EMAIL, MARCO_EMAIL } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { type Attempt, expectEveryAttemptForbidden, request, signInPatient } from '../test/http.ts';

const database = useTestDatabase();

const setup = (start?: string) => createTestApp(database.db, { start });

const textSections = [
  {
    section: 'AnamnesiFamiliare',
    read: 'getAnamnesiFm',
    field: 'anamnesi_familiare_contenuto',
    answer: FamilyAnamnesisAnswerSchema,
  },
  {
    section: 'AnamnesiRemota',
    read: 'getAnamnesiRm',
    field: 'anamnesi_remota_contenuto',
    answer: RemoteAnamnesisAnswerSchema,
  },
  {
    section: 'AnamnesiProssima',
    read: 'getAnamnesiPr',
    field: 'anamnesi_prossima_contenuto',
    answer: RecentAnamnesisAnswerSchema,
  },
] as const;

describe('given the anamnesis texts (spec 001 sections 3 and 7)', () => {
  for (const { section, read, field, answer } of textSections) {
    it(`saves ${section} as a new version each time and reads the newest with every version`, async () => {
      const { app, clock } = setup();
      const marco = await signInPatient(app, MARCO_EMAIL);
      const get = async () => {
        const response = await request(app, 'GET', `/api/${read}/${marco.patientId}`, undefined, {
          token: marco.token,
        });
        expect(response.status).toBe(200);
        return v.parse(answer, await response.json());
      };
      const before = await get();
      const first = await request(
        app,
        'PUT',
        `/api/anamnesi/${section}/${marco.patientId}`,
        { [field]: 'Prima versione' },
        { token: marco.token },
      );
      expect(first.status).toBe(200);
      clock.advanceMinutes(5);
      const second = await request(
        app,
        'PUT',
        `/api/anamnesi/${section}/${marco.patientId}`,
        { [field]: 'Seconda versione' },
        { token: marco.token },
      );
      const saved = v.parse(answer, await second.json());
      expect(saved.data).toMatchObject({
        id_paziente: marco.patientId,
        [field]: 'Seconda versione',
        dataAggiornamento: '2026-11-22T09:05:00.000Z',
      });
      const after = await get();
      expect(after).toEqual(saved);
      expect(after.versioni).toHaveLength(before.versioni.length + 2);
      expect(after.versioni[1]?.dataAggiornamento).toBe('2026-11-22T09:00:00.000Z');
    });
  }

  it('reads an earlier version of the family anamnesis by its id', async () => {
    const { app, clock } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const path = `/api/anamnesi/AnamnesiFamiliare/${giulia.patientId}`;
    const body = { anamnesi_familiare_contenuto: 'Padre iperteso' };
    await request(app, 'PUT', path, body, { token: giulia.token });
    clock.advanceMinutes(5);
    const latest = v.parse(
      FamilyAnamnesisAnswerSchema,
      await (
        await request(
          app,
          'PUT',
          path,
          { anamnesi_familiare_contenuto: 'Padre e madre ipertesi' },
          {
            token: giulia.token,
          },
        )
      ).json(),
    );
    const earlier = latest.versioni[1];
    expect(earlier).toBeDefined();
    const response = await request(
      app,
      'GET',
      `/api/anamnesi/AnamnesiFamiliare/versioni/${earlier?.id_anamnesi_log}`,
      undefined,
      { token: giulia.token },
    );
    expect(response.status).toBe(200);
    expect(v.parse(FamilyAnamnesisVersionAnswerSchema, await response.json()).data).toEqual({
      id_paziente: giulia.patientId,
      id_anamnesi_log: earlier?.id_anamnesi_log,
      dataAggiornamento: '2026-11-22T09:00:00.000Z',
      anamnesi_familiare_contenuto: 'Padre iperteso',
    });
    // The same id read as another section is refused like an unknown one.
    const otherSection = await request(
      app,
      'GET',
      `/api/anamnesi/AnamnesiRemota/versioni/${earlier?.id_anamnesi_log}`,
      undefined,
      { token: giulia.token },
    );
    expect(otherSection.status).toBe(403);
  });

  it('refuses a text longer than 4000 characters and a missing text with 400, storing nothing', async () => {
    const { app } = setup();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const path = `/api/anamnesi/AnamnesiRemota/${marco.patientId}`;
    const before = v.parse(
      RemoteAnamnesisAnswerSchema,
      await (
        await request(app, 'GET', `/api/getAnamnesiRm/${marco.patientId}`, undefined, { token: marco.token })
      ).json(),
    );
    const tooLong = await request(
      app,
      'PUT',
      path,
      { anamnesi_remota_contenuto: 'x'.repeat(4001) },
      {
        token: marco.token,
      },
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'anamnesi_remota_contenuto', code: 'too_long' }] },
    });
    const missing = await request(app, 'PUT', path, {}, { token: marco.token });
    expect(missing.status).toBe(400);
    const after = v.parse(
      RemoteAnamnesisAnswerSchema,
      await (
        await request(app, 'GET', `/api/getAnamnesiRm/${marco.patientId}`, undefined, { token: marco.token })
      ).json(),
    );
    expect(after).toEqual(before);
  });
});

describe("given Marco's token and Giulia's ids", () => {
  it('refuses every read, save and version read of her anamnesis with 403 and changes nothing', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const marco = await signInPatient(app, MARCO_EMAIL);
    const saved = v.parse(
      FamilyAnamnesisAnswerSchema,
      await (
        await request(
          app,
          'PUT',
          `/api/anamnesi/AnamnesiFamiliare/${giulia.patientId}`,
          { anamnesi_familiare_contenuto: 'Nonna diabetica' },
          { token: giulia.token },
        )
      ).json(),
    );
    const versionId = saved.data?.id_anamnesi_log;
    const physiological = v.parse(
      PhysiologicalAnamnesisAnswerSchema,
      await (
        await request(
          app,
          'PUT',
          `/api/anamnesi/AnamnesiFisiologica/${giulia.patientId}`,
          { fumo: 'no' },
          {
            token: giulia.token,
          },
        )
      ).json(),
    );
    const physiologicalVersionId = physiological.data?.id_anamnesi_log;
    const attempts: Attempt[] = [
      ['GET', `/api/getAnamnesiFm/${giulia.patientId}`],
      ['GET', `/api/getAnamnesiRm/${giulia.patientId}`],
      ['GET', `/api/getAnamnesiPr/${giulia.patientId}`],
      ['GET', `/api/getAnamnesiFisiologica/${giulia.patientId}`],
      ['PUT', `/api/anamnesi/AnamnesiFamiliare/${giulia.patientId}`, { anamnesi_familiare_contenuto: 'x' }],
      ['PUT', `/api/anamnesi/AnamnesiRemota/${giulia.patientId}`, { anamnesi_remota_contenuto: 'x' }],
      ['PUT', `/api/anamnesi/AnamnesiProssima/${giulia.patientId}`, { anamnesi_prossima_contenuto: 'x' }],
      ['PUT', `/api/anamnesi/AnamnesiFisiologica/${giulia.patientId}`, { fumo: 'si' }],
      ['GET', `/api/anamnesi/AnamnesiFamiliare/versioni/${versionId}`],
      ['GET', `/api/anamnesi/AnamnesiFisiologica/versioni/${physiologicalVersionId}`],
    ];
    await expectEveryAttemptForbidden(marco, attempts);
    const family = v.parse(
      FamilyAnamnesisAnswerSchema,
      await (
        await request(app, 'GET', `/api/getAnamnesiFm/${giulia.patientId}`, undefined, {
          token: giulia.token,
        })
      ).json(),
    );
    expect(family).toEqual(saved);
    const after = v.parse(
      PhysiologicalAnamnesisAnswerSchema,
      await (
        await request(app, 'GET', `/api/getAnamnesiFisiologica/${giulia.patientId}`, undefined, {
          token: giulia.token,
        })
      ).json(),
    );
    expect(after).toEqual(physiological);
  });
});

const smoker = {
  tempoParto: 'termine',
  tipoParto: 'naturale eutocico',
  allattamento: 'materno',
  livelloScol: 'laurea',
  attivitaFisica: 'adeguata',
  fumo: 'si',
  dosiFumo: '10 sigarette al giorno',
  dataInizioFumo: '2000-05-01',
  alcool: 'si',
  dosiAlcool: '1 bicchiere',
  tipoAlcool: 'Vino',
  droghe: 'no',
  dosiDroghe: '3',
  tipoDroghe: 'LSD',
  caffeina: 'si',
  dosiCaffeina: '2 tazzine',
  professione: 'Insegnante',
  etaMenarca: 12,
  ciclo: 'regolare',
};

describe('given the physiological anamnesis (spec 001 sections 3, 4, 5 and 7)', () => {
  it('stores every answer, zeroes the dose and empties the type of an answer other than si', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await request(
      app,
      'PUT',
      `/api/anamnesi/AnamnesiFisiologica/${giulia.patientId}`,
      smoker,
      {
        token: giulia.token,
      },
    );
    expect(response.status).toBe(200);
    const { data } = v.parse(PhysiologicalAnamnesisAnswerSchema, await response.json());
    expect(data).toMatchObject({
      ...smoker,
      dosiDroghe: '0',
      tipoDroghe: '',
      noteInfanzia: null,
      menopausa: null,
    });
    const notSmoking = await request(
      app,
      'PUT',
      `/api/anamnesi/AnamnesiFisiologica/${giulia.patientId}`,
      { ...smoker, fumo: 'no' },
      { token: giulia.token },
    );
    const second = v.parse(PhysiologicalAnamnesisAnswerSchema, await notSmoking.json());
    expect(second.data).toMatchObject({ fumo: 'no', dosiFumo: '0' });
    const earlier = await request(
      app,
      'GET',
      `/api/anamnesi/AnamnesiFisiologica/versioni/${second.versioni[1]?.id_anamnesi_log}`,
      undefined,
      { token: giulia.token },
    );
    expect(v.parse(PhysiologicalAnamnesisVersionAnswerSchema, await earlier.json()).data).toEqual(data);
  });

  it('keeps no menstrual answers for a male patient', async () => {
    const { app } = setup();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const response = await request(
      app,
      'PUT',
      `/api/anamnesi/AnamnesiFisiologica/${marco.patientId}`,
      smoker,
      {
        token: marco.token,
      },
    );
    expect(response.status).toBe(200);
    const { data } = v.parse(PhysiologicalAnamnesisAnswerSchema, await response.json());
    expect(data).toMatchObject({ fumo: 'si', etaMenarca: null, ciclo: null });
  });

  it('refuses a future date, an end before its start, a menarche of 7 and an unknown option', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dataInizioFumo: '2026-11-23' }, 'dataInizioFumo', 'date_in_future'],
      [
        { dataInizioAlcool: '2010-01-01', dataFineAlcool: '2009-12-31' },
        'dataFineAlcool',
        'end_before_start',
      ],
      [{ etaMenarca: 7 }, 'etaMenarca', 'out_of_range'],
      [{ livelloScol: 'dottorato' }, 'livelloScol', 'option_invalid'],
      [{ dataInizioDroghe: '2026-02-30' }, 'dataInizioDroghe', 'date_invalid'],
    ];
    for (const [body, path, code] of cases) {
      const response = await request(
        app,
        'PUT',
        `/api/anamnesi/AnamnesiFisiologica/${giulia.patientId}`,
        body,
        {
          token: giulia.token,
        },
      );
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ error: { fields: [{ path, code }] } });
    }
    // Today itself is not in the future.
    const today = await request(
      app,
      'PUT',
      `/api/anamnesi/AnamnesiFisiologica/${giulia.patientId}`,
      { dataInizioFumo: '2026-11-22' },
      { token: giulia.token },
    );
    expect(today.status).toBe(200);
  });

  it("answers data null and no versions before the first save (no test here saves Giulia's recent anamnesis)", async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await request(app, 'GET', `/api/getAnamnesiPr/${giulia.patientId}`, undefined, {
      token: giulia.token,
    });
    const answer = v.parse(RecentAnamnesisAnswerSchema, await response.json());
    expect(answer).toEqual({ data: null, versioni: [] });
  });
});
