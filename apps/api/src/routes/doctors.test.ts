import {
  AssociatedDoctorListAnswerSchema,
  AssociationSaveAnswerSchema,
  CareProviderListAnswerSchema,
  SpecialtyTagListAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type PatientSession, useDemoPatients } from '../test/app.ts';
import { errorOf, requestAs } from '../test/http.ts';

const { giuliaOf, marcoOf } = useDemoPatients();

function post(session: PatientSession, path: string, body: unknown, headers: Record<string, string> = {}) {
  return requestAs(session, 'POST', path, body, { headers });
}

async function associated(session: PatientSession, patientId = session.patientId) {
  const response = await requestAs(session, 'GET', `/api/getAscDoctors/${patientId}`);
  return v.parse(AssociatedDoctorListAnswerSchema, await response.json()).data;
}

async function available(session: PatientSession) {
  const response = await requestAs(session, 'GET', `/api/getNAdoctors/${session.patientId}`);
  return v.parse(CareProviderListAnswerSchema, await response.json()).data;
}

async function tags(session: PatientSession, language = 'it') {
  const response = await requestAs(session, 'GET', '/api/tagMedicalSpecialties', undefined, {
    headers: { 'accept-language': language },
  });
  expect(response.status).toBe(200);
  return v.parse(SpecialtyTagListAnswerSchema, await response.json()).data;
}

function tagId(list: { id: number; tag: string }[], name: string) {
  const found = list.find((tag) => tag.tag === name);
  if (found === undefined) throw new Error(`No tag ${name}`);
  return found.id;
}

describe('the specialty tags', () => {
  it('are seeded with the Italian specialties, by name', async () => {
    const marco = await marcoOf();
    const names = (await tags(marco)).map((tag) => tag.tag);
    expect(names).toContain('Cardiologia');
    expect(names).toContain('Dermatologia');
    expect(names).toContain('Medicina generale');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
  });

  it('are named in English, by English name, when the request asks for English; the ids stay the same', async () => {
    const marco = await marcoOf();
    const italian = await tags(marco);
    const english = await tags(marco, 'en-GB,en;q=0.9');
    const names = english.map((tag) => tag.tag);
    expect(names).toContain('Cardiology');
    expect(names).toContain('General practice');
    expect(names).not.toContain('Cardiologia');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(tagId(english, 'Cardiology')).toBe(tagId(italian, 'Cardiologia'));
  });

  it("name the doctors' specialties in the request's language", async () => {
    const giulia = await giuliaOf();
    const doctorsIn = async (language: string) => {
      const response = await requestAs(giulia, 'GET', `/api/getAscDoctors/${giulia.patientId}`, undefined, {
        headers: { 'accept-language': language },
      });
      return v.parse(AssociatedDoctorListAnswerSchema, await response.json()).data;
    };
    const italian = (await doctorsIn('it')).map((doctor) => doctor.care_provider.specializzation);
    const english = (await doctorsIn('en')).map((doctor) => doctor.care_provider.specializzation);
    expect(italian).toContain('Medicina generale');
    expect(english).toContain('General practice');
    expect(english).not.toContain('Medicina generale');
  });

  it('are the tags of an association that is not Parziale (the full list)', async () => {
    const giulia = await giuliaOf();
    const [first] = await associated(giulia);
    expect(first?.visibility).toBe(2);
    expect(first?.tags.length).toBe((await tags(giulia)).length);
  });
});

describe('POST /api/associatedCareProviders', () => {
  it('adds a doctor of the directory with confidentiality 1 and visibility 2, then removes them', async () => {
    const marco = await marcoOf();
    const galli = (await available(marco)).find((doctor) => doctor.fullname === 'Dott. Andrea Galli');
    if (galli === undefined) throw new Error('Dott. Andrea Galli is in the directory');

    const added = await post(marco, '/api/associatedCareProviders', {
      id_paziente: marco.patientId,
      id_careprovider: galli.id_careprovider,
      assegnazione_confidenzialita: 5,
      visibility: 1,
      tags: [],
      status: 'add',
    });
    expect(added.status).toBe(200);
    const { message, data } = v.parse(AssociationSaveAnswerSchema, await added.json());
    expect(message).toBe('Hai aggiunto un dottore!');
    expect(data).toMatchObject({
      id_paziente: marco.patientId,
      id_careprovider: galli.id_careprovider,
      assegnazione_confidenzialita: 1,
      visibility: 2,
      email: 'andrea.galli@example.org',
      care_provider: { fullname: 'Dott. Andrea Galli', specializzation: 'Cardiologia' },
    });
    expect((await associated(marco)).map((doctor) => doctor.care_provider.fullname)).toContain(
      'Dott. Andrea Galli',
    );
    expect((await available(marco)).map((doctor) => doctor.fullname)).not.toContain('Dott. Andrea Galli');

    const again = await post(marco, '/api/associatedCareProviders', {
      id_paziente: marco.patientId,
      id_careprovider: galli.id_careprovider,
      assegnazione_confidenzialita: 1,
      visibility: 2,
      status: 'add',
    });
    expect(again.status).toBe(409);

    const removed = await post(marco, '/api/associatedCareProviders', {
      id_paziente: marco.patientId,
      id_cpp: data?.id_cpp,
      id_careprovider: galli.id_careprovider,
      assegnazione_confidenzialita: 1,
      visibility: 2,
      status: 'delete',
    });
    expect(removed.status).toBe(200);
    expect(v.parse(AssociationSaveAnswerSchema, await removed.json())).toEqual({
      message: 'Hai rimosso con successo il medico associato!',
      data: null,
    });
    expect((await associated(marco)).map((doctor) => doctor.care_provider.fullname)).not.toContain(
      'Dott. Andrea Galli',
    );
  });

  it('saves visibility Parziale with two tags and a new confidentiality, and answers in English when asked', async () => {
    const marco = await marcoOf();
    const [ferri] = await associated(marco);
    if (ferri === undefined) throw new Error('Marco has a doctor');
    const list = await tags(marco);
    const chosen = [tagId(list, 'Cardiologia'), tagId(list, 'Nefrologia')];

    const response = await post(
      marco,
      '/api/associatedCareProviders',
      {
        id_paziente: marco.patientId,
        id_cpp: ferri.id_cpp,
        id_careprovider: ferri.id_careprovider,
        assegnazione_confidenzialita: 3,
        visibility: 3,
        tags: chosen,
        status: 'update',
      },
      { 'accept-language': 'en' },
    );
    expect(response.status).toBe(200);
    const { message, data } = v.parse(AssociationSaveAnswerSchema, await response.json());
    expect(message).toBe('You updated the confidentiality level!');
    expect(data).toMatchObject({ assegnazione_confidenzialita: 3, visibility: 3 });
    // The tags are named in the request's language too.
    expect(data?.tags.map((tag) => tag.tag)).toEqual(['Cardiology', 'Nephrology']);
    expect((await associated(marco))[0]?.tags.map((tag) => tag.tag)).toEqual(['Cardiologia', 'Nefrologia']);

    const italian = await post(marco, '/api/associatedCareProviders', {
      id_paziente: marco.patientId,
      id_cpp: ferri.id_cpp,
      id_careprovider: ferri.id_careprovider,
      assegnazione_confidenzialita: 1,
      visibility: 1,
      tags: chosen,
      status: 'update',
    });
    const back = v.parse(AssociationSaveAnswerSchema, await italian.json());
    expect(back.message).toBe('Hai aggiornato con successo il livello di confidenzialità!');
    // Spec 000 section 5: not Parziale, the tags are reset to the full list.
    expect(back.data?.tags.length).toBe(list.length);
  });

  it('removes an association with visibility Parziale without naming its tags', async () => {
    const marco = await marcoOf();
    const galli = (await available(marco)).find((doctor) => doctor.fullname === 'Dott. Andrea Galli');
    const added = await post(marco, '/api/associatedCareProviders', {
      id_paziente: marco.patientId,
      id_careprovider: galli?.id_careprovider,
      assegnazione_confidenzialita: 1,
      visibility: 2,
      status: 'add',
    });
    const { data } = v.parse(AssociationSaveAnswerSchema, await added.json());
    const body = {
      id_paziente: marco.patientId,
      id_cpp: data?.id_cpp,
      id_careprovider: galli?.id_careprovider,
      assegnazione_confidenzialita: 1,
      visibility: 3,
      tags: [tagId(await tags(marco), 'Cardiologia')],
      status: 'update',
    };
    expect((await post(marco, '/api/associatedCareProviders', body)).status).toBe(200);
    const removed = await post(marco, '/api/associatedCareProviders', {
      ...body,
      tags: [],
      status: 'delete',
    });
    expect(removed.status).toBe(200);
    expect((await associated(marco)).map((doctor) => doctor.id_cpp)).not.toContain(data?.id_cpp);
  });

  it('requires tags with visibility Parziale, and only tags that exist', async () => {
    const marco = await marcoOf();
    const [ferri] = await associated(marco);
    const body = {
      id_paziente: marco.patientId,
      id_cpp: ferri?.id_cpp,
      id_careprovider: ferri?.id_careprovider,
      assegnazione_confidenzialita: 1,
      visibility: 3,
      tags: [],
      status: 'update',
    };
    const none = await post(marco, '/api/associatedCareProviders', body);
    expect(none.status).toBe(400);
    expect((await errorOf(none)).fields).toEqual([{ path: 'tags', code: 'required' }]);

    const unknown = await post(marco, '/api/associatedCareProviders', { ...body, tags: [999_999] });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields).toEqual([{ path: 'tags', code: 'option_invalid' }]);
  });

  it("refuses every id of Giulia's in Marco's requests, and changes nothing", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const [giuliasDoctor] = await associated(giulia);
    if (giuliasDoctor === undefined) throw new Error('Giulia has doctors');
    const before = await associated(giulia);
    const update = {
      id_cpp: giuliasDoctor.id_cpp,
      id_careprovider: giuliasDoctor.id_careprovider,
      assegnazione_confidenzialita: 6,
      visibility: 1,
      tags: [],
    };

    // Giulia's patient id.
    for (const status of ['add', 'update', 'delete']) {
      const response = await post(marco, '/api/associatedCareProviders', {
        ...update,
        id_paziente: giulia.patientId,
        status,
      });
      expect(response.status).toBe(403);
    }
    // Giulia's association id with Marco's own patient id.
    for (const status of ['update', 'delete']) {
      const response = await post(marco, '/api/associatedCareProviders', {
        ...update,
        id_paziente: marco.patientId,
        status,
      });
      expect(response.status).toBe(403);
    }
    expect(await associated(giulia)).toEqual(before);
    // Giulia's lists.
    const list = await requestAs(marco, 'GET', `/api/getAscDoctors/${giulia.patientId}`);
    expect(list.status).toBe(403);
    const search = await requestAs(marco, 'GET', `/api/getNAdoctors/${giulia.patientId}`);
    expect(search.status).toBe(403);
  });
});

describe('POST /api/dottori', () => {
  const annaRusso = {
    fullname: 'Dott.ssa Anna Russo',
    email: 'anna.russo@studio.example',
    contatto_telefono: '+39 06 5550 1234',
    contatto_indirizzo: 'Via Appia 10, Roma',
    cpp_localita_iscrizione: 'Roma',
  };

  it('adds a doctor who is not in the directory, seen only by the patient who added them', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const id_tag = tagId(await tags(giulia), 'Medicina generale');

    const response = await post(giulia, '/api/dottori', {
      ...annaRusso,
      id_paziente: giulia.patientId,
      id_tag,
    });
    expect(response.status).toBe(200);
    const { message, data } = v.parse(AssociationSaveAnswerSchema, await response.json());
    expect(message).toBe('Hai aggiunto un dottore!');
    expect(data).toMatchObject({
      assegnazione_confidenzialita: 1,
      visibility: 2,
      email: 'anna.russo@studio.example',
      care_provider: {
        fullname: 'Dott.ssa Anna Russo',
        specializzation: 'Medicina generale',
        cpp_localita_iscrizione: 'Roma',
        user: {
          contact_details: {
            contatto_indirizzo: 'Via Appia 10, Roma',
            contatto_telefono: '+39 06 5550 1234',
          },
        },
        aggiunto_dal_paziente: true,
      },
    });
    expect((await associated(giulia)).map((doctor) => doctor.care_provider.fullname)).toContain(
      'Dott.ssa Anna Russo',
    );

    // Marco neither finds her nor can add her by id.
    expect((await available(marco)).map((doctor) => doctor.fullname)).not.toContain('Dott.ssa Anna Russo');
    const stolen = await post(marco, '/api/associatedCareProviders', {
      id_paziente: marco.patientId,
      id_careprovider: data?.id_careprovider,
      assegnazione_confidenzialita: 1,
      visibility: 2,
      status: 'add',
    });
    expect(stolen.status).toBe(403);

    // She can be linked as the prescriber of a therapy, like any of Giulia's doctors.
    const therapy = await post(giulia, '/api/farmaci', {
      status: 'add',
      id_terapie: 0,
      id_paziente: giulia.patientId,
      tipo_terapia: 2,
      id_farmaco_codifa: '043280027',
      prescrittore: 'Anna',
      id_prescrittore: data?.id_careprovider,
      quantita_farmaceutica: '1 compressa',
      frequenza_farmaceutica: 'la sera',
      data_inizio: '2026-01-10',
      data_fine: '2026-02-10',
      id_diagnosi: null,
      note: null,
      id_livello_confidenzialita: 6,
    });
    expect(therapy.status).toBe(200);
    expect(await therapy.json()).toMatchObject({ data: { prescrittore: 'Dott.ssa Anna Russo' } });

    // Removed, she stays in Giulia's own search list, to be added again.
    await post(giulia, '/api/associatedCareProviders', {
      id_paziente: giulia.patientId,
      id_cpp: data?.id_cpp,
      id_careprovider: data?.id_careprovider,
      assegnazione_confidenzialita: 1,
      visibility: 2,
      status: 'delete',
    });
    expect((await available(giulia)).map((doctor) => doctor.fullname)).toContain('Dott.ssa Anna Russo');
  });

  it('refuses a missing name, an unknown specialty and an invalid e-mail, and another patient id', async () => {
    const marco = await marcoOf();
    const giulia = await giuliaOf();
    const id_tag = tagId(await tags(marco), 'Pediatria');

    const bad = await post(marco, '/api/dottori', {
      ...annaRusso,
      id_paziente: marco.patientId,
      fullname: ' ',
      email: 'anna',
      id_tag,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual([
      { path: 'fullname', code: 'required' },
      { path: 'email', code: 'email_invalid' },
    ]);

    const unknownTag = await post(marco, '/api/dottori', {
      ...annaRusso,
      id_paziente: marco.patientId,
      id_tag: 999_999,
    });
    expect(unknownTag.status).toBe(400);
    expect((await errorOf(unknownTag)).fields).toEqual([{ path: 'id_tag', code: 'option_invalid' }]);

    const before = await associated(giulia);
    const foreign = await post(marco, '/api/dottori', {
      ...annaRusso,
      id_paziente: giulia.patientId,
      id_tag,
    });
    expect(foreign.status).toBe(403);
    expect(await associated(giulia)).toEqual(before);
  });
});
