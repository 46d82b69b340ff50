import {
  AllergyCheckAnswerSchema,
  AllergyTargetSearchAnswerSchema,
  AssociatedDoctorListAnswerSchema,
  DiagnosisDeleteAnswerSchema,
  DiagnosisListAnswerSchema,
  DiagnosisSaveAnswerSchema,
  DiagnosisSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDiagnosis } from '../services/diagnoses.ts';
import { reportDataOf } from '../services/report-data.ts';
import { type PatientSession as Session, useDemoPatients } from '../test/app.ts';
import { errorOf, request } from '../test/http.ts';
import { SIMVASTATINA_DOC } from '../test/therapies.ts';

const { database, giuliaOf, marcoOf } = useDemoPatients();

function suspected(patientId: number) {
  return {
    id_diagnosi: 0,
    id_paziente: patientId,
    diagnosi_stato: 1,
    tipo_diagnosi: 'Diagnosi',
    diagnosi_patologia: 'Gastrite',
    careprovider: 'Dott. Bruni',
    id_careprovider: null,
    id_livello_confidenzialita: 6,
  };
}

async function list({ app, token, patientId }: Session) {
  const response = await request(app, 'GET', `/api/diagnosiPatient/${patientId}`, undefined, { token });
  expect(response.status).toBe(200);
  return v.parse(DiagnosisListAnswerSchema, await response.json()).data;
}

async function add(session: Session, body: object = {}) {
  const response = await request(
    session.app,
    'POST',
    '/api/diagnosi',
    { ...suspected(session.patientId), ...body },
    { token: session.token },
  );
  expect(response.status).toBe(200);
  return v.parse(DiagnosisSaveAnswerSchema, await response.json()).data;
}

async function seededOf(session: Session, text: string) {
  const found = (await list(session)).find((diagnosis) => diagnosis.diagnosi_patologia === text);
  if (found === undefined) throw new Error(`${text} is not seeded`);
  return found;
}

describe('POST /api/diagnosi', () => {
  it('adds a suspected diagnosis with a typed doctor, inserted today with confidentiality 6', async () => {
    const giulia = await giuliaOf();
    const response = await request(giulia.app, 'POST', '/api/diagnosi', suspected(giulia.patientId), {
      token: giulia.token,
    });
    expect(response.status).toBe(200);
    const saved = v.parse(DiagnosisSaveAnswerSchema, await response.json());
    expect(saved.message).toBe('Dati salvati con successo!');
    expect(saved.data).toMatchObject({
      diagnosi_stato: 1,
      tipo_diagnosi: 'Diagnosi',
      diagnosi_patologia: 'Gastrite',
      diagnosiDetails: { careprovider: 'Dott. Bruni' },
      id_careprovider: null,
      diagnosi_inserimento: '2026-11-22',
      id_livello_confidenzialita: 6,
    });
    expect((await list(giulia)).map((diagnosis) => diagnosis.id_diagnosi)).toContain(saved.data.id_diagnosi);
  });

  it("takes the name of one of the patient's doctors and answers in English when asked", async () => {
    const giulia = await giuliaOf();
    const doctors = v.parse(
      AssociatedDoctorListAnswerSchema,
      await (
        await request(giulia.app, 'GET', `/api/getAscDoctors/${giulia.patientId}`, undefined, {
          token: giulia.token,
        })
      ).json(),
    ).data;
    const neri = doctors.find((doctor) => doctor.care_provider.fullname === 'Dott.ssa Laura Neri');
    const response = await request(
      giulia.app,
      'POST',
      '/api/diagnosi',
      {
        ...suspected(giulia.patientId),
        tipo_diagnosi: 'Intolleranza',
        diagnosi_patologia: 'Intolleranza al lattosio',
        careprovider: 'whatever was typed',
        id_careprovider: neri?.id_careprovider,
      },
      { token: giulia.token, headers: { 'accept-language': 'en' } },
    );
    const saved = v.parse(DiagnosisSaveAnswerSchema, await response.json());
    expect(saved.message).toBe('Data saved successfully!');
    expect(saved.data).toMatchObject({
      tipo_diagnosi: 'Intolleranza',
      diagnosiDetails: { careprovider: 'Dott.ssa Laura Neri' },
      id_careprovider: neri?.id_careprovider,
    });
  });

  it('requires type and text, and never echoes what was sent', async () => {
    const giulia = await giuliaOf();
    const response = await request(
      giulia.app,
      'POST',
      '/api/diagnosi',
      { ...suspected(giulia.patientId), tipo_diagnosi: '', diagnosi_patologia: ' ', careprovider: '' },
      { token: giulia.token },
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.fields?.map((field) => [field.path, field.code]).sort()).toEqual([
      ['diagnosi_patologia', 'required'],
      ['tipo_diagnosi', 'required'],
    ]);
    expect(error.message).toBeTypeOf('string');
  });

  it('requires the doctor of a Diagnosi, blank or left out, and stores nothing', async () => {
    const giulia = await giuliaOf();
    const before = await list(giulia);
    const { careprovider: _left, ...withoutDoctor } = suspected(giulia.patientId);
    for (const body of [{ ...suspected(giulia.patientId), careprovider: '  ' }, withoutDoctor]) {
      const response = await request(giulia.app, 'POST', '/api/diagnosi', body, { token: giulia.token });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual([{ path: 'careprovider', code: 'required' }]);
    }
    expect(await list(giulia)).toEqual(before);
  });

  it('saves an allergy the patient reports without a doctor, answered with careprovider ""', async () => {
    const giulia = await giuliaOf();
    const { careprovider: _left, ...withoutDoctor } = suspected(giulia.patientId);
    const saved = await add(giulia, {
      ...withoutDoctor,
      careprovider: undefined,
      tipo_diagnosi: 'Allergia',
      diagnosi_patologia: 'Allergia al lattice',
    });
    expect(saved).toMatchObject({
      tipo_diagnosi: 'Allergia',
      diagnosiDetails: { careprovider: '' },
      id_careprovider: null,
    });
    const listed = (await list(giulia)).find((diagnosis) => diagnosis.id_diagnosi === saved.id_diagnosi);
    expect(listed?.diagnosiDetails).toEqual({ careprovider: '' });
  });

  it("refuses a doctor who is not one of the patient's (Marco's doctor) and stores nothing", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const ferri = v.parse(
      AssociatedDoctorListAnswerSchema,
      await (
        await request(marco.app, 'GET', `/api/getAscDoctors/${marco.patientId}`, undefined, {
          token: marco.token,
        })
      ).json(),
    ).data[0];
    const before = await list(giulia);
    const response = await request(
      giulia.app,
      'POST',
      '/api/diagnosi',
      { ...suspected(giulia.patientId), id_careprovider: ferri?.id_careprovider },
      { token: giulia.token },
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual([{ path: 'id_careprovider', code: 'option_invalid' }]);
    expect(await list(giulia)).toEqual(before);
  });

  it("refuses another patient's id (403) and the base licence (aggiungidiagnosi)", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const before = await list(marco);
    const forbidden = await request(giulia.app, 'POST', '/api/diagnosi', suspected(marco.patientId), {
      token: giulia.token,
    });
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).code).toBe('forbidden');
    const denied = await request(marco.app, 'POST', '/api/diagnosi', suspected(marco.patientId), {
      token: marco.token,
    });
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).code).toBe('permission_denied');
    expect(await list(marco)).toEqual(before);
  });

  it('creates only id 0 (an edit is the PUT)', async () => {
    const giulia = await giuliaOf();
    const response = await request(
      giulia.app,
      'POST',
      '/api/diagnosi',
      { ...suspected(giulia.patientId), id_diagnosi: 5 },
      { token: giulia.token },
    );
    expect((await errorOf(response)).fields).toEqual([{ path: 'id_diagnosi', code: 'invalid_type' }]);
  });
});

describe('PUT /api/diagnosi/{id} (Modifica la diagnosi)', () => {
  it('edits type, text and doctor, keeping the group and the insertion date', async () => {
    const giulia = await giuliaOf();
    const added = await add(giulia);
    const response = await request(
      giulia.app,
      'PUT',
      `/api/diagnosi/${added.id_diagnosi}`,
      {
        ...suspected(giulia.patientId),
        id_diagnosi: added.id_diagnosi,
        diagnosi_stato: 0,
        tipo_diagnosi: 'Allergia',
        diagnosi_patologia: 'Allergia al nichel',
        careprovider: 'Dott.ssa Sala',
        id_livello_confidenzialita: 3,
      },
      { token: giulia.token },
    );
    expect(response.status).toBe(200);
    expect(v.parse(DiagnosisSaveAnswerSchema, await response.json()).data).toEqual({
      ...added,
      tipo_diagnosi: 'Allergia',
      diagnosi_patologia: 'Allergia al nichel',
      diagnosiDetails: { careprovider: 'Dott.ssa Sala' },
      id_livello_confidenzialita: 3,
    });
  });

  it("refuses Marco's diagnosis to Giulia (403, unchanged) and the base licence to Marco", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const hypertension = await seededOf(marco, 'Ipertensione arteriosa');
    const body = { ...suspected(marco.patientId), diagnosi_patologia: 'Cambiata' };
    const forbidden = await request(giulia.app, 'PUT', `/api/diagnosi/${hypertension.id_diagnosi}`, body, {
      token: giulia.token,
    });
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).code).toBe('forbidden');
    const denied = await request(marco.app, 'PUT', `/api/diagnosi/${hypertension.id_diagnosi}`, body, {
      token: marco.token,
    });
    expect((await errorOf(denied)).code).toBe('permission_denied');
    expect(await seededOf(marco, 'Ipertensione arteriosa')).toEqual(hypertension);
  });

  it("answers an unknown id like another patient's (403), so ids cannot be probed", async () => {
    const giulia = await giuliaOf();
    const response = await request(
      giulia.app,
      'PUT',
      '/api/diagnosi/2147483000',
      suspected(giulia.patientId),
      {
        token: giulia.token,
      },
    );
    expect(response.status).toBe(403);
  });
});

describe('PUT /api/diagnosi/{id}/stato (Vuoi spostare la diagnosi?)', () => {
  it('moves a suspected diagnosis to Confermate, then refuses to move it again', async () => {
    const giulia = await giuliaOf();
    const added = await add(giulia);
    const moved = await request(
      giulia.app,
      'PUT',
      `/api/diagnosi/${added.id_diagnosi}/stato`,
      { diagnosi_stato: 0 },
      { token: giulia.token },
    );
    expect(moved.status).toBe(200);
    expect(v.parse(DiagnosisSaveAnswerSchema, await moved.json()).data.diagnosi_stato).toBe(0);
    const again = await request(
      giulia.app,
      'PUT',
      `/api/diagnosi/${added.id_diagnosi}/stato`,
      { diagnosi_stato: 2 },
      { token: giulia.token },
    );
    expect(again.status).toBe(400);
    expect((await errorOf(again)).fields).toEqual([{ path: 'diagnosi_stato', code: 'option_invalid' }]);
  });

  it('refuses Sospette as a target', async () => {
    const giulia = await giuliaOf();
    const added = await add(giulia);
    const response = await request(
      giulia.app,
      'PUT',
      `/api/diagnosi/${added.id_diagnosi}/stato`,
      { diagnosi_stato: 1 },
      { token: giulia.token },
    );
    expect((await errorOf(response)).fields).toEqual([{ path: 'diagnosi_stato', code: 'option_invalid' }]);
  });

  it("refuses Giulia's diagnosis to Marco (spostaDiagnosi) and Marco's to Giulia (403), unchanged", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const migraine = await seededOf(giulia, 'Emicrania');
    const denied = await request(
      marco.app,
      'PUT',
      `/api/diagnosi/${migraine.id_diagnosi}/stato`,
      { diagnosi_stato: 0 },
      { token: marco.token },
    );
    expect(denied.status).toBe(403);
    const hypertension = await seededOf(marco, 'Ipertensione arteriosa');
    const forbidden = await request(
      giulia.app,
      'PUT',
      `/api/diagnosi/${hypertension.id_diagnosi}/stato`,
      { diagnosi_stato: 2 },
      { token: giulia.token },
    );
    expect((await errorOf(forbidden)).code).toBe('forbidden');
    expect(await seededOf(giulia, 'Emicrania')).toEqual(migraine);
    expect(await seededOf(marco, 'Ipertensione arteriosa')).toEqual(hypertension);
  });
});

describe('PUT /api/diagnosi/{id}/confidenzialita (the lock)', () => {
  it('changes only the level, and is not gated (Marco, base licence, on his own)', async () => {
    const marco = await marcoOf();
    const hypertension = await seededOf(marco, 'Ipertensione arteriosa');
    const response = await request(
      marco.app,
      'PUT',
      `/api/diagnosi/${hypertension.id_diagnosi}/confidenzialita`,
      { id_livello_confidenzialita: 2 },
      { token: marco.token },
    );
    expect(response.status).toBe(200);
    expect(v.parse(DiagnosisSaveAnswerSchema, await response.json()).data).toEqual({
      ...hypertension,
      id_livello_confidenzialita: 2,
    });
  });

  it("refuses Giulia's diagnosis to Marco (403) and a level outside the list (400)", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const migraine = await seededOf(giulia, 'Emicrania');
    const forbidden = await request(
      marco.app,
      'PUT',
      `/api/diagnosi/${migraine.id_diagnosi}/confidenzialita`,
      { id_livello_confidenzialita: 1 },
      { token: marco.token },
    );
    expect((await errorOf(forbidden)).code).toBe('forbidden');
    const invalid = await request(
      giulia.app,
      'PUT',
      `/api/diagnosi/${migraine.id_diagnosi}/confidenzialita`,
      { id_livello_confidenzialita: 7 },
      { token: giulia.token },
    );
    expect(invalid.status).toBe(400);
    expect(await seededOf(giulia, 'Emicrania')).toEqual(migraine);
  });
});

describe('DELETE /api/diagnosi/{id} (Rimuovere la diagnosi?)', () => {
  it('removes the diagnosis from the list with 200, then answers 404 for it', async () => {
    const giulia = await giuliaOf();
    const added = await add(giulia);
    const response = await request(giulia.app, 'DELETE', `/api/diagnosi/${added.id_diagnosi}`, undefined, {
      token: giulia.token,
    });
    expect(response.status).toBe(200);
    expect(v.parse(DiagnosisDeleteAnswerSchema, await response.json()).data).toEqual({
      id_diagnosi: added.id_diagnosi,
    });
    expect((await list(giulia)).map((diagnosis) => diagnosis.id_diagnosi)).not.toContain(added.id_diagnosi);
    const again = await request(giulia.app, 'DELETE', `/api/diagnosi/${added.id_diagnosi}`, undefined, {
      token: giulia.token,
    });
    expect(again.status).toBe(404);
  });

  it("refuses Giulia's diagnosis to Marco (403) and keeps it; Marco may delete his own", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const migraine = await seededOf(giulia, 'Emicrania');
    const forbidden = await request(marco.app, 'DELETE', `/api/diagnosi/${migraine.id_diagnosi}`, undefined, {
      token: marco.token,
    });
    expect(forbidden.status).toBe(403);
    expect(await seededOf(giulia, 'Emicrania')).toEqual(migraine);
    const hypertension = await seededOf(marco, 'Ipertensione arteriosa');
    const own = await request(marco.app, 'DELETE', `/api/diagnosi/${hypertension.id_diagnosi}`, undefined, {
      token: marco.token,
    });
    expect(own.status).toBe(200);
  });
});

describe('POST /api/bersagliAllergia with a common name or brand (issue #37)', () => {
  async function search(session: Session, text: string) {
    const response = await request(
      session.app,
      'POST',
      '/api/bersagliAllergia',
      { search: text },
      {
        token: session.token,
      },
    );
    expect(response.status).toBe(200);
    return v.parse(AllergyTargetSearchAnswerSchema, await response.json()).data;
  }

  it('answers "aspirina" with acetylsalicylic acid first, then its ATC substance and class', async () => {
    const giulia = await giuliaOf();
    const found = await search(giulia, 'aspirina');
    expect(found.slice(0, 3)).toEqual([
      {
        tipo_bersaglio: 'principio_attivo',
        codice: 'Acido acetilsalicilico',
        descrizione: 'Acido acetilsalicilico',
        nome_comune: 'Aspirina',
      },
      {
        tipo_bersaglio: 'atc',
        codice: 'N02BA01',
        descrizione: 'ACIDO ACETILSALICILICO',
        nome_comune: 'Aspirina',
      },
      {
        tipo_bersaglio: 'atc',
        codice: 'N02BA',
        descrizione: 'ACIDO SALICILICO E DERIVATI',
        nome_comune: 'Aspirina',
      },
    ]);
    expect(found.length).toBeLessThanOrEqual(15);
  });

  it('answers a brand in the catalogue with its ingredient before its packs, each target once', async () => {
    const giulia = await giuliaOf();
    const found = await search(giulia, 'Augmentin');
    expect(found[0]).toMatchObject({
      tipo_bersaglio: 'principio_attivo',
      codice: 'Amoxicillina e inibitori enzimatici',
    });
    expect(
      found.some((target) => target.tipo_bersaglio === 'farmaco' && target.descrizione === 'AUGMENTIN'),
    ).toBe(true);
    const keys = found.map((target) => `${target.tipo_bersaglio}:${target.codice}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stores paracetamol, found through "tachipirina", and warns of it for a drug that contains it', async () => {
    const giulia = await giuliaOf();
    const [ingredient] = await search(giulia, 'tachipirina');
    expect(ingredient).toMatchObject({ tipo_bersaglio: 'principio_attivo', codice: 'Paracetamolo' });
    const allergy = await add(giulia, {
      tipo_diagnosi: 'Allergia',
      diagnosi_patologia: 'Allergia alla Tachipirina',
      careprovider: '',
      bersaglio: { tipo_bersaglio: 'principio_attivo', codice: 'paracetamolo' },
    });
    expect(allergy.bersaglio).toEqual({
      tipo_bersaglio: 'principio_attivo',
      codice: 'Paracetamolo',
      descrizione: 'Paracetamolo',
    });
    const TACHIDOL = '031825060';
    const check = await request(
      giulia.app,
      'GET',
      `/api/allergieFarmaco/${giulia.patientId}/${TACHIDOL}`,
      undefined,
      {
        token: giulia.token,
      },
    );
    expect(
      v.parse(AllergyCheckAnswerSchema, await check.json()).data.map((item) => item.id_diagnosi),
    ).toContain(allergy.id_diagnosi);
  });
});

describe('allergies and intolerances on every licence (issue #37)', () => {
  const CARDIOASPIRIN = '024840074';

  function aspirinAllergy(patientId: number) {
    return {
      ...suspected(patientId),
      diagnosi_stato: 0,
      tipo_diagnosi: 'Allergia',
      diagnosi_patologia: "Allergia all'aspirina",
      careprovider: '',
      bersaglio: { tipo_bersaglio: 'principio_attivo', codice: 'Acido acetilsalicilico' },
    };
  }

  it('lets Marco (Base licence) add an allergy he reports himself, but not another diagnosis', async () => {
    const marco = await marcoOf();
    const before = await list(marco);
    const allergy = await add(marco, aspirinAllergy(marco.patientId));
    expect(allergy).toMatchObject({
      tipo_diagnosi: 'Allergia',
      diagnosiDetails: { careprovider: '' },
      bersaglio: { tipo_bersaglio: 'principio_attivo', codice: 'Acido acetilsalicilico' },
    });
    const intolerance = await add(marco, {
      tipo_diagnosi: 'Intolleranza',
      diagnosi_patologia: 'Intolleranza al lattosio',
    });
    expect(intolerance.tipo_diagnosi).toBe('Intolleranza');
    const denied = await request(marco.app, 'POST', '/api/diagnosi', suspected(marco.patientId), {
      token: marco.token,
    });
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).code).toBe('permission_denied');
    expect((await list(marco)).map((diagnosis) => diagnosis.id_diagnosi).sort((a, b) => a - b)).toEqual(
      [
        ...before.map((diagnosis) => diagnosis.id_diagnosi),
        allergy.id_diagnosi,
        intolerance.id_diagnosi,
      ].sort((a, b) => a - b),
    );
  });

  it('warns Marco of his allergy when a new therapy holds the substance, and puts it on his emergency card', async () => {
    const marco = await marcoOf();
    const allergy = await add(marco, aspirinAllergy(marco.patientId));
    const check = await request(
      marco.app,
      'GET',
      `/api/allergieFarmaco/${marco.patientId}/${CARDIOASPIRIN}`,
      undefined,
      { token: marco.token },
    );
    expect(check.status).toBe(200);
    expect(
      v.parse(AllergyCheckAnswerSchema, await check.json()).data.map((item) => item.id_diagnosi),
    ).toContain(allergy.id_diagnosi);
    const card = await reportDataOf(database.db, marco.patientId, marco.userId, '2026-11-22');
    expect(card?.allergies.map((item) => item.id_diagnosi)).toContain(allergy.id_diagnosi);
  });

  it('lets Marco edit, move and delete his allergy, but not turn it into a Diagnosi nor a Diagnosi into one', async () => {
    const marco = await marcoOf();
    const allergy = await add(marco, { ...aspirinAllergy(marco.patientId), diagnosi_stato: 1 });
    const body = { ...aspirinAllergy(marco.patientId), diagnosi_patologia: "Orticaria dopo l'aspirina" };
    const edited = await request(marco.app, 'PUT', `/api/diagnosi/${allergy.id_diagnosi}`, body, {
      token: marco.token,
    });
    expect(edited.status).toBe(200);
    expect(v.parse(DiagnosisSaveAnswerSchema, await edited.json()).data.diagnosi_patologia).toBe(
      "Orticaria dopo l'aspirina",
    );
    const moved = await request(
      marco.app,
      'PUT',
      `/api/diagnosi/${allergy.id_diagnosi}/stato`,
      { diagnosi_stato: 0 },
      { token: marco.token },
    );
    expect(moved.status).toBe(200);
    const intoDiagnosis = await request(
      marco.app,
      'PUT',
      `/api/diagnosi/${allergy.id_diagnosi}`,
      { ...body, tipo_diagnosi: 'Diagnosi', careprovider: 'Dott. Bruni' },
      { token: marco.token },
    );
    expect((await errorOf(intoDiagnosis)).code).toBe('permission_denied');
    // A Diagnosi of Marco's, written by the service (an earlier test deletes his seeded one).
    const gastritisId = await addDiagnosis(
      database.db,
      marco.patientId,
      v.parse(DiagnosisSchema, suspected(marco.patientId)),
      '2026-11-01',
    );
    const gastritis = (await list(marco)).find((diagnosis) => diagnosis.id_diagnosi === gastritisId);
    const intoAllergy = await request(
      marco.app,
      'PUT',
      `/api/diagnosi/${gastritisId}`,
      { ...body, id_diagnosi: gastritisId },
      { token: marco.token },
    );
    expect((await errorOf(intoAllergy)).code).toBe('permission_denied');
    expect((await list(marco)).find((diagnosis) => diagnosis.id_diagnosi === gastritisId)).toEqual(gastritis);
    const removed = await request(marco.app, 'DELETE', `/api/diagnosi/${allergy.id_diagnosi}`, undefined, {
      token: marco.token,
    });
    expect(removed.status).toBe(200);
  });

  it("still refuses Giulia's allergy to Marco (403 forbidden), licence-free as it is", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const penicillin = await seededOf(giulia, 'Allergia alla penicillina');
    const response = await request(
      marco.app,
      'PUT',
      `/api/diagnosi/${penicillin.id_diagnosi}`,
      { ...aspirinAllergy(marco.patientId), id_diagnosi: penicillin.id_diagnosi },
      { token: marco.token },
    );
    expect((await errorOf(response)).code).toBe('forbidden');
    expect(await seededOf(giulia, 'Allergia alla penicillina')).toEqual(penicillin);
  });
});

const ZIMOX = '023086097';

describe('allergies that protect (issue #16)', () => {
  async function check(session: Session, patientId: number, drugId: string) {
    return request(session.app, 'GET', `/api/allergieFarmaco/${patientId}/${drugId}`, undefined, {
      token: session.token,
    });
  }

  it("lists Giulia's penicillin allergy with its ATC class, and warns of it for amoxicillin only", async () => {
    const giulia = await giuliaOf();
    expect((await seededOf(giulia, 'Allergia alla penicillina')).bersaglio).toEqual({
      tipo_bersaglio: 'atc',
      codice: 'J01C',
      descrizione: 'ANTIBATTERICI BETA-LATTAMICI, PENICILLINE',
    });
    const amoxicillin = await check(giulia, giulia.patientId, ZIMOX);
    expect(amoxicillin.status).toBe(200);
    expect(
      v.parse(AllergyCheckAnswerSchema, await amoxicillin.json()).data.map((item) => item.diagnosi_patologia),
    ).toEqual(['Allergia alla penicillina']);
    const simvastatin = await check(giulia, giulia.patientId, SIMVASTATINA_DOC);
    expect(v.parse(AllergyCheckAnswerSchema, await simvastatin.json()).data).toEqual([]);
  });

  it("refuses Giulia's allergies to Marco (403) and a drug id that is not an AIC (400)", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const forbidden = await check(marco, giulia.patientId, ZIMOX);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).not.toContain('penicillina');
    expect((await check(giulia, giulia.patientId, 'abc')).status).toBe(400);
  });

  it('stores an ingredient as the drug list writes it, and an excluded allergy no longer warns', async () => {
    const giulia = await giuliaOf();
    const added = await add(giulia, {
      tipo_diagnosi: 'Intolleranza',
      diagnosi_patologia: 'Intolleranza alla simvastatina',
      bersaglio: { tipo_bersaglio: 'principio_attivo', codice: 'SIMVASTATINA' },
    });
    expect(added.bersaglio).toEqual({
      tipo_bersaglio: 'principio_attivo',
      codice: 'Simvastatina',
      descrizione: 'Simvastatina',
    });
    const warned = await check(giulia, giulia.patientId, SIMVASTATINA_DOC);
    expect(
      v.parse(AllergyCheckAnswerSchema, await warned.json()).data.map((item) => item.id_diagnosi),
    ).toEqual([added.id_diagnosi]);
    await request(
      giulia.app,
      'PUT',
      `/api/diagnosi/${added.id_diagnosi}/stato`,
      { diagnosi_stato: 2 },
      {
        token: giulia.token,
      },
    );
    const excluded = await check(giulia, giulia.patientId, SIMVASTATINA_DOC);
    expect(v.parse(AllergyCheckAnswerSchema, await excluded.json()).data).toEqual([]);
  });

  it('refuses an ATC code that does not exist, and keeps no target on a Diagnosi', async () => {
    const giulia = await giuliaOf();
    const unknown = await request(
      giulia.app,
      'POST',
      '/api/diagnosi',
      {
        ...suspected(giulia.patientId),
        tipo_diagnosi: 'Allergia',
        bersaglio: { tipo_bersaglio: 'atc', codice: 'Z99' },
      },
      { token: giulia.token },
    );
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields).toEqual([{ path: 'bersaglio.codice', code: 'option_invalid' }]);
    const diagnosis = await add(giulia, { bersaglio: { tipo_bersaglio: 'testo', codice: 'polline' } });
    expect(diagnosis.bersaglio).toBeNull();
  });

  it('finds the penicillins class, amoxicillin as an ingredient and drugs by name', async () => {
    const giulia = await giuliaOf();
    const response = await request(
      giulia.app,
      'POST',
      '/api/bersagliAllergia',
      { search: 'penicillin' },
      {
        token: giulia.token,
      },
    );
    const { data } = v.parse(AllergyTargetSearchAnswerSchema, await response.json());
    expect(data).toContainEqual({
      tipo_bersaglio: 'atc',
      codice: 'J01C',
      descrizione: 'ANTIBATTERICI BETA-LATTAMICI, PENICILLINE',
    });
    const amoxi = v.parse(
      AllergyTargetSearchAnswerSchema,
      await (
        await request(
          giulia.app,
          'POST',
          '/api/bersagliAllergia',
          { search: 'amoxicil' },
          { token: giulia.token },
        )
      ).json(),
    ).data;
    expect(amoxi.map((item) => item.tipo_bersaglio)).toEqual(
      expect.arrayContaining(['atc', 'principio_attivo', 'farmaco']),
    );
    const short = await request(
      giulia.app,
      'POST',
      '/api/bersagliAllergia',
      { search: 'pe' },
      { token: giulia.token },
    );
    expect(short.status).toBe(400);
  });
});
