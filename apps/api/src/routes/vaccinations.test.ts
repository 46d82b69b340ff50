import {
  antigenLabels,
  DueVaccinationsAnswerSchema,
  VaccinationAnswerSchema,
  VaccinationDeleteAnswerSchema,
  VaccinationListAnswerSchema,
  VaccineSearchAnswerSchema,
} from '@cartella/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertVaccination } from '../db/repositories/vaccinations.ts';
import { vaccinations, vaccines } from '../db/schemas/vaccinations.ts';
import { vaccineCatalogue } from '../db/seeds/vaccinations.ts';
import { GIULIA_EMAIL, MARCO_EMAIL } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { expectEveryAttemptForbidden, request, requestAs, signInPatient } from '../test/http.ts';

/** INFANRIX HEXA: its first AIC pack code (vaccini.csv). */
const INFANRIX_HEXA = '034960056';
/** BOOSTRIX (dTpa). */
const BOOSTRIX = '034813067';

const database = useTestDatabase();

const setup = () => createTestApp(database.db);

function vaccinationBody(patientId: number, overrides: Record<string, unknown> = {}) {
  return {
    id_vaccinazione: 0,
    id_paziente: patientId,
    id_vaccino: INFANRIX_HEXA,
    vaccinazione_data: '2026-10-01',
    vaccinazione_reazioni: 'Nessuna',
    vaccinazione_richiamo: 1,
    id_livello_confidenzialita: 6,
    ...overrides,
  };
}

async function search(app: ReturnType<typeof setup>['app'], token: string, text: string) {
  const response = await request(app, 'POST', '/api/farmaciVacciniFilter', { search: text }, { token });
  expect(response.status).toBe(200);
  return v.parse(VaccineSearchAnswerSchema, await response.json()).data;
}

describe('the vaccine catalogue', () => {
  it('holds at least 50 vaccines, each with an ATC code of J07 and its antigens', async () => {
    const rows = await database.db.select().from(vaccines);
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows.length).toBe(vaccineCatalogue().length);
    for (const row of rows) {
      expect(row.codice_atc, row.descrizione_breve).toMatch(/^J07[A-Z]{2}\d{2}$/);
      expect(row.antigeni, row.descrizione_breve).not.toBe('');
    }
  });

  it('names every antigen of the catalogue for a patient, in Italian and English', () => {
    const antigens = new Set(vaccineCatalogue().flatMap((row) => (row.antigeni ?? '').split('|')));
    expect(antigens.size).toBeGreaterThanOrEqual(20);
    for (const antigen of antigens) {
      expect(antigenLabels[antigen], antigen).toMatchObject({
        it: expect.any(String),
        en: expect.any(String),
      });
    }
  });

  it.each([
    ['esavalente', 'difterite'],
    ['MPRV', 'varicella'],
    ['hpv', 'hpv'],
    ['pneumococco', 'pneumococco'],
    ['meningococco-b', 'meningococco-b'],
    ['meningococco-acwy', 'meningococco-acwy'],
    ['influenza', 'influenza'],
    ['covid-19', 'covid-19'],
    ['herpes-zoster', 'herpes-zoster'],
    ['rsv', 'rsv'],
    ['epatite-a', 'epatite-a'],
    ['epatite-b', 'epatite-b'],
    ['febbre-tifoide', 'febbre-tifoide'],
    ['febbre-gialla', 'febbre-gialla'],
    ['rabbia', 'rabbia'],
    ['encefalite-giapponese', 'encefalite-giapponese'],
    ['encefalite-da-zecca', 'encefalite-da-zecca'],
    ['colera', 'colera'],
  ])('finds vaccines for "%s" covering %s', async (text, antigen) => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const found = await search(app, giulia.token, text);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((vaccine) => vaccine.antigeni.includes(antigen))).toBe(true);
  });
});

describe('POST /api/farmaciVacciniFilter', () => {
  it("finds the hexavalent vaccines from 'esa', at most 10, and no other drug", async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const found = await search(app, giulia.token, 'esa');
    expect(found.map((vaccine) => vaccine.descrizione_breve)).toEqual(
      expect.arrayContaining(['INFANRIX HEXA', 'HEXYON', 'VAXELIS']),
    );
    expect(found.every((vaccine) => vaccine.codice_atc.startsWith('J07'))).toBe(true);
  });

  it('lists at most 10 lines', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    // 'J07' is in every ATC code of the catalogue.
    expect(await search(app, giulia.token, 'J07')).toHaveLength(10);
  });

  it('answers an empty list for a drug that is not a vaccine', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    expect(await search(app, giulia.token, 'omeprazolo')).toEqual([]);
  });

  it('refuses fewer than 3 characters with 400', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await requestAs(giulia, 'POST', '/api/farmaciVacciniFilter', { search: 'es' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'search', code: 'invalid_type' }] },
    });
  });
});

describe('given Giulia (full licence) and her vaccinations', () => {
  it('records, lists, edits, locks and soft-deletes a vaccination', async () => {
    const { app, clock } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const created = await requestAs(giulia, 'POST', '/api/vaccinazioni', vaccinationBody(giulia.patientId));
    expect(created.status).toBe(200);
    const { data: saved } = v.parse(VaccinationAnswerSchema, await created.json());
    expect(saved).toMatchObject({
      id_paziente: giulia.patientId,
      author_id: giulia.userId,
      id_vaccino: INFANRIX_HEXA,
      vaccinidetails: { descrizione_breve: 'INFANRIX HEXA', codice_atc: 'J07CA09' },
      vaccinazione_data: '2026-10-01',
      vaccinazione_richiamo: 1,
      id_livello_confidenzialita: 6,
      deleted_at: null,
    });
    expect(saved.vaccinidetails.antigeni).toEqual(
      expect.arrayContaining(['difterite', 'tetano', 'pertosse', 'polio', 'epatite-b', 'hib']),
    );

    const listed = await requestAs(giulia, 'GET', `/api/getVaccinis/${giulia.patientId}`);
    expect(listed.status).toBe(200);
    expect(v.parse(VaccinationListAnswerSchema, await listed.json()).data).toContainEqual(saved);

    clock.advanceMinutes(5);
    const edited = await requestAs(
      giulia,
      'PUT',
      `/api/vaccinazioni/${saved.id_vaccinazione}`,
      vaccinationBody(giulia.patientId, {
        id_vaccinazione: saved.id_vaccinazione,
        id_vaccino: BOOSTRIX,
        vaccinazione_richiamo: 2,
        id_livello_confidenzialita: 1,
      }),
    );
    expect(edited.status).toBe(200);
    expect(v.parse(VaccinationAnswerSchema, await edited.json()).data).toMatchObject({
      id_vaccino: BOOSTRIX,
      vaccinazione_richiamo: 2,
      // The confidentiality is not chosen when editing (spec 001 section 5).
      id_livello_confidenzialita: 6,
    });

    const locked = await requestAs(
      giulia,
      'PUT',
      `/api/vaccinazioni/${saved.id_vaccinazione}/confidenzialita`,
      { id_livello_confidenzialita: 2 },
    );
    expect(locked.status).toBe(200);
    expect(v.parse(VaccinationAnswerSchema, await locked.json()).data.id_livello_confidenzialita).toBe(2);

    const removed = await requestAs(giulia, 'DELETE', `/api/vaccinazioni/${saved.id_vaccinazione}`);
    expect(removed.status).toBe(200);
    const { data: deleted } = v.parse(VaccinationDeleteAnswerSchema, await removed.json());
    expect(deleted).toEqual({
      id_vaccinazione: saved.id_vaccinazione,
      deleted_at: '2026-11-22T09:05:00.000Z',
    });
    const after = await requestAs(giulia, 'GET', `/api/getVaccinis/${giulia.patientId}`);
    const { data: rest } = v.parse(VaccinationListAnswerSchema, await after.json());
    expect(rest.map((row) => row.id_vaccinazione)).not.toContain(saved.id_vaccinazione);
    const [row] = await database.db
      .select()
      .from(vaccinations)
      .where(eq(vaccinations.id_vaccinazione, saved.id_vaccinazione));
    expect(row?.deleted_at?.toISOString()).toBe('2026-11-22T09:05:00.000Z');

    const again = await requestAs(giulia, 'DELETE', `/api/vaccinazioni/${saved.id_vaccinazione}`);
    expect(again.status).toBe(404);
  });

  it('refuses a future date, a missing field, a missing dose number, a dose number of 4 and an unknown vaccine with 400', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const cases = [
      [{ vaccinazione_data: '2026-11-23' }, 'vaccinazione_data', 'date_in_future'],
      [{ vaccinazione_reazioni: '' }, 'vaccinazione_reazioni', 'required'],
      [{ vaccinazione_richiamo: null }, 'vaccinazione_richiamo', 'required'],
      [{ vaccinazione_richiamo: 4 }, 'vaccinazione_richiamo', 'option_invalid'],
      [{ id_vaccino: '' }, 'id_vaccino', 'required'],
      [{ id_vaccino: '999999999' }, 'id_vaccino', 'option_invalid'],
    ] as const;
    for (const [override, path, code] of cases) {
      const response = await request(
        app,
        'POST',
        '/api/vaccinazioni',
        vaccinationBody(giulia.patientId, override),
        { token: giulia.token, headers: { 'accept-language': 'it' } },
      );
      expect(response.status, path).toBe(400);
      const answer = (await response.json()) as { error: { fields: unknown[] } };
      expect(answer).toMatchObject({ error: { code: 'validation_failed' } });
      expect(answer.error.fields).toContainEqual(expect.objectContaining({ path, code }));
    }
  });
});

describe("given another patient's vaccinations", () => {
  it("refuses Giulia Marco's list, edits, lock and delete with 403, and changes nothing", async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const marco = await signInPatient(app, MARCO_EMAIL);
    const id = await insertVaccination(
      database.db,
      {
        id_paziente: marco.patientId,
        author_id: marco.userId,
        id_vaccino: BOOSTRIX,
        vaccinazione_data: '2026-01-10',
        vaccinazione_reazioni: 'Braccio dolente',
        vaccinazione_richiamo: 1,
        id_livello_confidenzialita: 6,
      },
      new Date('2026-01-10T10:00:00Z'),
    );
    const attempts = [
      ['GET', `/api/getVaccinis/${marco.patientId}`, undefined],
      ['POST', '/api/vaccinazioni', vaccinationBody(marco.patientId)],
      ['PUT', `/api/vaccinazioni/${id}`, vaccinationBody(giulia.patientId, { vaccinazione_richiamo: 3 })],
      ['PUT', `/api/vaccinazioni/${id}/confidenzialita`, { id_livello_confidenzialita: 1 }],
      ['DELETE', `/api/vaccinazioni/${id}`, undefined],
      ['DELETE', '/api/vaccinazioni/99999999', undefined],
    ] as const;
    await expectEveryAttemptForbidden(giulia, attempts, 'Braccio');
    const rows = await database.db
      .select()
      .from(vaccinations)
      .where(eq(vaccinations.id_paziente, marco.patientId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      vaccinazione_richiamo: 1,
      id_livello_confidenzialita: 6,
      deleted_at: null,
    });
  });

  it('answers 401 without a session', async () => {
    const { app } = setup();
    const response = await request(app, 'POST', '/api/farmaciVacciniFilter', { search: 'esa' });
    expect(response.status).toBe(401);
  });
});

describe('given Marco (basic licence, without aggiungivaccini and modificavaccini)', () => {
  it('refuses create and edit with permission_denied, while list, lock and delete stay open', async () => {
    const { app } = setup();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const create = await requestAs(marco, 'POST', '/api/vaccinazioni', vaccinationBody(marco.patientId));
    expect(create.status).toBe(403);
    expect(await create.json()).toMatchObject({ error: { code: 'permission_denied' } });

    const id = await insertVaccination(
      database.db,
      {
        id_paziente: marco.patientId,
        author_id: marco.userId,
        id_vaccino: INFANRIX_HEXA,
        vaccinazione_data: '2026-02-10',
        vaccinazione_reazioni: 'Nessuna',
        vaccinazione_richiamo: 1,
        id_livello_confidenzialita: 6,
      },
      new Date('2026-02-10T10:00:00Z'),
    );
    const edit = await requestAs(
      marco,
      'PUT',
      `/api/vaccinazioni/${id}`,
      vaccinationBody(marco.patientId, { vaccinazione_richiamo: 2 }),
    );
    expect(edit.status).toBe(403);
    expect(await edit.json()).toMatchObject({ error: { code: 'permission_denied' } });

    const list = await requestAs(marco, 'GET', `/api/getVaccinis/${marco.patientId}`);
    expect(list.status).toBe(200);
    const lock = await requestAs(marco, 'PUT', `/api/vaccinazioni/${id}/confidenzialita`, {
      id_livello_confidenzialita: 3,
    });
    expect(lock.status).toBe(200);
    const removed = await requestAs(marco, 'DELETE', `/api/vaccinazioni/${id}`);
    expect(removed.status).toBe(200);
    const [row] = await database.db.select().from(vaccinations).where(eq(vaccinations.id_vaccinazione, id));
    expect(row).toMatchObject({ vaccinazione_richiamo: 1, id_livello_confidenzialita: 3 });
    expect(row?.deleted_at).toBeInstanceOf(Date);
  });
});

describe('GET /api/vaccinazioniRaccomandate/{patientId}', () => {
  it('says Giulia (46) is due the dTpa booster until one is recorded, citing the calendar', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const due = async () => {
      const response = await requestAs(giulia, 'GET', `/api/vaccinazioniRaccomandate/${giulia.patientId}`);
      expect(response.status).toBe(200);
      return v.parse(DueVaccinationsAnswerSchema, await response.json()).data;
    };
    const before = await due();
    expect(before.calendario.citazione).toContain('Piano Nazionale di Prevenzione Vaccinale 2023-2025');
    // A citation a patient reads: no file names of the data's provenance (issue #37).
    expect(before.calendario.citazione).not.toMatch(/\.json/);
    expect(before).toMatchObject({ eta_nota: true, sesso_noto: true });
    const booster = before.voci.find((item) => item.voce === 'dtpa-richiamo-decennale');
    expect(booster).toMatchObject({ stato: 'due', dosi_registrate: 0 });
    // At 46 neither the 60 nor the 65 recommendations apply.
    expect(before.voci.map((item) => item.voce)).not.toContain('influenza-adulti-60');

    const created = await requestAs(
      giulia,
      'POST',
      '/api/vaccinazioni',
      vaccinationBody(giulia.patientId, { id_vaccino: BOOSTRIX, vaccinazione_data: '2026-11-20' }),
    );
    expect(created.status).toBe(200);
    const after = await due();
    expect(after.voci.find((item) => item.voce === 'dtpa-richiamo-decennale')).toMatchObject({
      stato: 'done',
      data: '2036-11-20',
      dosi_registrate: 1,
    });
    const { data: saved } = v.parse(VaccinationAnswerSchema, await created.json());
    await requestAs(giulia, 'DELETE', `/api/vaccinazioni/${saved.id_vaccinazione}`);
  });

  it('names the recommendations and cites the calendar in the language the request asks for', async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const dueIn = async (language: string) => {
      const response = await requestAs(
        giulia,
        'GET',
        `/api/vaccinazioniRaccomandate/${giulia.patientId}`,
        undefined,
        {
          headers: { 'accept-language': language },
        },
      );
      expect(response.status).toBe(200);
      return v.parse(DueVaccinationsAnswerSchema, await response.json()).data;
    };
    const italian = await dueIn('it-IT');
    const english = await dueIn('en-GB,en;q=0.9');
    const boosterOf = (answer: typeof italian) =>
      answer.voci.find((item) => item.voce === 'dtpa-richiamo-decennale')?.nome;
    expect(boosterOf(italian)).toBe('Richiamo difterite, tetano, pertosse (dTpa) ogni 10 anni');
    expect(boosterOf(english)).toBe('Diphtheria, tetanus, whooping cough (Tdap) booster every 10 years');
    expect(italian.calendario.citazione).toContain('Piano Nazionale di Prevenzione Vaccinale 2023-2025');
    expect(english.calendario.citazione).toContain('National Vaccine Prevention Plan (PNPV) 2023-2025');
    // The same rules in both: only the words change.
    expect(english.voci.map((item) => [item.voce, item.stato])).toEqual(
      italian.voci.map((item) => [item.voce, item.stato]),
    );
  });

  it("refuses Giulia Marco's recommendations with 403", async () => {
    const { app } = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const marco = await signInPatient(app, MARCO_EMAIL);
    const response = await requestAs(giulia, 'GET', `/api/vaccinazioniRaccomandate/${marco.patientId}`);
    expect(response.status).toBe(403);
  });
});
