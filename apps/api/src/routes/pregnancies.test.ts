import {
  PatientAnswerSchema,
  PregnancyAnswerSchema,
  PregnancyDeleteAnswerSchema,
  PregnancyListAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type PatientSession, useDemoPatients } from '../test/app.ts';
import { type Attempt, expectEveryAttemptForbidden, requestAs } from '../test/http.ts';

const { giuliaOf, marcoOf } = useDemoPatients();

function pregnancyBody(patientId: number, overrides: Record<string, unknown> = {}) {
  return {
    id_gravidanza: 0,
    id_paziente: patientId,
    eta: 30,
    inizio_gravidanza: '2010-01-10',
    fine_gravidanza: '2010-10-05',
    esito: 'nascita',
    sesso_bambino: 'Femmina',
    note_gravidanza: 'Parto senza complicazioni',
    ...overrides,
  };
}

/** Adds a pregnancy to the session's patient: the usual one with `overrides`. */
function addPregnancy(session: PatientSession, overrides: Record<string, unknown> = {}) {
  return requestAs(session, 'POST', '/api/gravidanze', pregnancyBody(session.patientId, overrides));
}

async function list(session: PatientSession) {
  const response = await requestAs(session, 'GET', `/api/getGravidanze/${session.patientId}`);
  expect(response.status).toBe(200);
  return v.parse(PregnancyListAnswerSchema, await response.json()).data;
}

describe('given Giulia (a female patient) and her pregnancies (spec 001 sections 3, 5 and 7)', () => {
  it('adds, lists, edits and deletes a pregnancy, and the patient record answers tbl_gravidanze', async () => {
    const giulia = await giuliaOf();
    const created = await addPregnancy(giulia);
    expect(created.status).toBe(200);
    const { data: pregnancy } = v.parse(PregnancyAnswerSchema, await created.json());
    expect(pregnancy).toEqual({
      id_gravidanza: pregnancy.id_gravidanza,
      id_paziente: giulia.patientId,
      eta: 30,
      inizio_gravidanza: '2010-01-10',
      fine_gravidanza: '2010-10-05',
      esito: 'nascita',
      sesso_bambino: 'Femmina',
      note_gravidanza: 'Parto senza complicazioni',
    });
    expect(await list(giulia)).toContainEqual(pregnancy);

    const record = await requestAs(giulia, 'GET', `/api/patient/${giulia.patientId}`);
    expect(v.parse(PatientAnswerSchema, await record.json()).data.tbl_gravidanze).toContainEqual(pregnancy);

    const edited = await requestAs(
      giulia,
      'PUT',
      `/api/gravidanze/${pregnancy.id_gravidanza}`,
      pregnancyBody(giulia.patientId, {
        id_gravidanza: pregnancy.id_gravidanza,
        esito: '',
        sesso_bambino: null,
        fine_gravidanza: '',
        note_gravidanza: '',
      }),
    );
    expect(edited.status).toBe(200);
    expect(v.parse(PregnancyAnswerSchema, await edited.json()).data).toMatchObject({
      esito: null,
      sesso_bambino: null,
      fine_gravidanza: null,
      note_gravidanza: null,
    });

    const removed = await requestAs(giulia, 'DELETE', `/api/gravidanze/${pregnancy.id_gravidanza}`);
    expect(removed.status).toBe(200);
    expect(v.parse(PregnancyDeleteAnswerSchema, await removed.json()).data).toEqual({
      id_gravidanza: pregnancy.id_gravidanza,
    });
    const after = await list(giulia);
    expect(after.map((row) => row.id_gravidanza)).not.toContain(pregnancy.id_gravidanza);
  });

  it.each([
    ['empty (null)', null],
    ['10', 10],
    ['11', 11],
  ])("refuses an age %s with 'Inserire età corretta'", async (_label, eta) => {
    const giulia = await giuliaOf();
    const before = await list(giulia);
    const response = await addPregnancy(giulia, { eta });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: [{ path: 'eta', code: 'pregnancy_age_invalid' }] },
    });
    expect(await list(giulia)).toEqual(before);
  });

  it('refuses an end before the start and an unknown outcome', async () => {
    const giulia = await giuliaOf();
    const early = await addPregnancy(giulia, { fine_gravidanza: '2009-12-31' });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({
      error: { fields: [{ path: 'fine_gravidanza', code: 'end_before_start' }] },
    });
    const outcome = await addPregnancy(giulia, { esito: 'altro' });
    expect(outcome.status).toBe(400);
  });

  it('accepts a pregnancy longer than 9 months (a warning the patient confirmed past)', async () => {
    const giulia = await giuliaOf();
    const response = await addPregnancy(giulia, {
      inizio_gravidanza: '2012-01-10',
      fine_gravidanza: '2012-11-20',
    });
    expect(response.status).toBe(200);
  });

  it('refuses a PUT whose body names another pregnancy', async () => {
    const giulia = await giuliaOf();
    const created = await addPregnancy(giulia);
    const { data } = v.parse(PregnancyAnswerSchema, await created.json());
    const response = await requestAs(
      giulia,
      'PUT',
      `/api/gravidanze/${data.id_gravidanza}`,
      pregnancyBody(giulia.patientId, { id_gravidanza: data.id_gravidanza + 1000 }),
    );
    expect(response.status).toBe(400);
  });
});

describe("given Marco's token and Giulia's ids", () => {
  it('refuses to list, add, edit or delete her pregnancies with 403 and changes nothing', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const created = await addPregnancy(giulia);
    const { data } = v.parse(PregnancyAnswerSchema, await created.json());
    const before = await list(giulia);
    const attempts: Attempt[] = [
      ['GET', `/api/getGravidanze/${giulia.patientId}`],
      ['POST', '/api/gravidanze', pregnancyBody(giulia.patientId)],
      ['PUT', `/api/gravidanze/${data.id_gravidanza}`, pregnancyBody(marco.patientId, { eta: 40 })],
      ['DELETE', `/api/gravidanze/${data.id_gravidanza}`],
    ];
    await expectEveryAttemptForbidden(marco, attempts);
    expect(await list(giulia)).toEqual(before);
  });
});

describe('given Marco, a male patient', () => {
  it('refuses his own pregnancy writes with 403 and the reason, and lists none', async () => {
    const marco = await marcoOf();
    const response = await addPregnancy(marco);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'forbidden',
        message: 'Le gravidanze si registrano solo per pazienti di sesso femminile',
      },
    });
    expect(await list(marco)).toEqual([]);
  });
});
