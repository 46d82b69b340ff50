import { ApiErrorBodySchema } from '@cartella/contract';
import {
  AssociatedDoctorListAnswerSchema,
  CareProviderListAnswerSchema,
  DiagnosisListAnswerSchema,
  PatientAnswerSchema,
  SpecialtyTagListAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { diagnoses } from '../db/schemas/care.ts';
import { type PatientSession, signedInApp, useDemoPatients } from '../test/app.ts';
import { requestAs } from '../test/http.ts';

const { database, giuliaOf, marcoOf } = useDemoPatients();

async function get(session: PatientSession, path: string) {
  return requestAs(session, 'GET', path);
}

describe('GET /api/diagnosiPatient/{id}', () => {
  it("lists Giulia's three diagnoses, newest first, with the linked doctor's name", async () => {
    const giulia = await giuliaOf();
    const response = await get(giulia, `/api/diagnosiPatient/${giulia.patientId}`);
    expect(response.status).toBe(200);
    const { data } = v.parse(DiagnosisListAnswerSchema, await response.json());
    expect(data).toEqual([
      {
        id_diagnosi: expect.any(Number),
        id_paziente: giulia.patientId,
        diagnosi_stato: 1,
        tipo_diagnosi: 'Diagnosi',
        diagnosi_patologia: 'Emicrania',
        diagnosiDetails: { careprovider: '' },
        id_careprovider: null,
        bersaglio: null,
        diagnosi_inserimento: '2026-03-20',
        id_livello_confidenzialita: 6,
      },
      {
        id_diagnosi: expect.any(Number),
        id_paziente: giulia.patientId,
        diagnosi_stato: 0,
        tipo_diagnosi: 'Diagnosi',
        diagnosi_patologia: 'Ipercolesterolemia',
        diagnosiDetails: { careprovider: 'Dott.ssa Laura Neri' },
        id_careprovider: expect.any(Number),
        bersaglio: null,
        diagnosi_inserimento: '2026-02-10',
        id_livello_confidenzialita: 6,
      },
      {
        id_diagnosi: expect.any(Number),
        id_paziente: giulia.patientId,
        diagnosi_stato: 0,
        tipo_diagnosi: 'Allergia',
        diagnosi_patologia: 'Allergia alla penicillina',
        diagnosiDetails: { careprovider: '' },
        id_careprovider: null,
        bersaglio: {
          tipo_bersaglio: 'atc',
          codice: 'J01C',
          descrizione: 'ANTIBATTERICI BETA-LATTAMICI, PENICILLINE',
        },
        diagnosi_inserimento: '2026-01-15',
        id_livello_confidenzialita: 6,
      },
    ]);
  });

  it("shows a typed 'Altro Medico' name and leaves out deleted diagnoses", async () => {
    const marco = await marcoOf();
    await database.db.insert(diagnoses).values([
      {
        id_paziente: marco.patientId,
        diagnosi_stato: 1,
        tipo_diagnosi: 'Intolleranza',
        diagnosi_patologia: 'Intolleranza al lattosio',
        careprovider: 'Dott. Mario Esposito',
        diagnosi_inserimento: '2026-05-02',
        id_livello_confidenzialita: 6,
      },
      {
        id_paziente: marco.patientId,
        diagnosi_stato: 2,
        tipo_diagnosi: 'Diagnosi',
        diagnosi_patologia: 'Gastrite',
        diagnosi_inserimento: '2026-05-03',
        id_livello_confidenzialita: 6,
        deleted_at: new Date('2026-06-01T10:00:00Z'),
      },
    ]);
    const { data } = v.parse(
      DiagnosisListAnswerSchema,
      await (await get(marco, `/api/diagnosiPatient/${marco.patientId}`)).json(),
    );
    expect(data.map((item) => [item.diagnosi_patologia, item.diagnosiDetails.careprovider])).toEqual([
      ['Intolleranza al lattosio', 'Dott. Mario Esposito'],
      ['Ipertensione arteriosa', 'Dott. Paolo Ferri'],
    ]);
  });

  it("refuses Giulia's list to Marco with 403, showing none of it", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const response = await get(marco, `/api/diagnosiPatient/${giulia.patientId}`);
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(v.parse(ApiErrorBodySchema, JSON.parse(text)).error.code).toBe('forbidden');
    expect(text).not.toContain('Emicrania');
  });

  it('answers an id that is not a positive integer with 400, naming the parameter', async () => {
    const giulia = await giuliaOf();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(giulia, `/api/diagnosiPatient/${id}`);
      expect(response.status).toBe(400);
      expect(v.parse(ApiErrorBodySchema, await response.json()).error.fields).toEqual([
        { path: 'id', code: 'invalid_type' },
      ]);
    }
  });
});

describe('GET /api/getAscDoctors/{id}', () => {
  it("lists Giulia's two doctors by name, with locality, address, specialization and e-mail", async () => {
    const giulia = await giuliaOf();
    const response = await get(giulia, `/api/getAscDoctors/${giulia.patientId}`);
    expect(response.status).toBe(200);
    const { data } = v.parse(AssociatedDoctorListAnswerSchema, await response.json());
    // Visibility 2 (not Parziale): the tags are every specialty tag (spec 000 section 5).
    const tagList = v.parse(
      SpecialtyTagListAnswerSchema,
      await (await get(giulia, '/api/tagMedicalSpecialties')).json(),
    ).data;
    const allTags = tagList.map((tag) => ({ id_tag: tag.id, tag: tag.tag }));
    expect(allTags.map((tag) => tag.tag)).toContain('Cardiologia');
    // Both seeded with confidentiality 1 and visibility 2 (not Parziale), so every tag.
    const seededDoctor = (careProvider: object, email: string) => ({
      id_cpp: expect.any(Number),
      id_paziente: giulia.patientId,
      id_careprovider: expect.any(Number),
      id_utente_cpp: null,
      assegnazione_confidenzialita: 1,
      visibility: 2,
      tags: allTags,
      care_provider: careProvider,
      email,
    });
    expect(data).toEqual([
      seededDoctor(
        {
          id_careprovider: data[0]?.id_careprovider,
          fullname: 'Dott. Andrea Galli',
          cpp_localita_iscrizione: 'Roma',
          specializzation: 'Cardiologia',
          user: { contact_details: { contatto_indirizzo: 'Viale dei Platani 3, Roma' } },
        },
        'andrea.galli@example.org',
      ),
      seededDoctor(
        {
          id_careprovider: data[1]?.id_careprovider,
          fullname: 'Dott.ssa Laura Neri',
          cpp_localita_iscrizione: 'Roma',
          specializzation: 'Medicina generale',
          user: { contact_details: { contatto_indirizzo: 'Via delle Acacie 14, Roma' } },
        },
        'laura.neri@example.org',
      ),
    ]);
  });

  it("does not show Marco's doctor to Giulia, and refuses Giulia's doctors to Marco with 403", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const own = v.parse(
      AssociatedDoctorListAnswerSchema,
      await (await get(giulia, `/api/getAscDoctors/${giulia.patientId}`)).json(),
    );
    expect(own.data.map((doctor) => doctor.care_provider.fullname)).not.toContain('Dott. Paolo Ferri');
    const marcoOwn = v.parse(
      AssociatedDoctorListAnswerSchema,
      await (await get(marco, `/api/getAscDoctors/${marco.patientId}`)).json(),
    );
    expect(marcoOwn.data.map((doctor) => doctor.care_provider.fullname)).toEqual(['Dott. Paolo Ferri']);
    const refused = await get(marco, `/api/getAscDoctors/${giulia.patientId}`);
    expect(refused.status).toBe(403);
    expect((await refused.text()).includes('Neri')).toBe(false);
  });

  it('answers an empty list to the admin account, which has no doctors', async () => {
    const admin = await signedInApp(database.db, 'admin@example.org');
    const { data } = v.parse(
      AssociatedDoctorListAnswerSchema,
      await (await get(admin, `/api/getAscDoctors/${admin.patientId}`)).json(),
    );
    expect(data).toEqual([]);
  });
});

describe('GET /api/getNAdoctors/{id}', () => {
  it("lists every other care provider by name, leaving out Giulia's two", async () => {
    const giulia = await giuliaOf();
    const response = await get(giulia, `/api/getNAdoctors/${giulia.patientId}`);
    expect(response.status).toBe(200);
    const { data } = v.parse(CareProviderListAnswerSchema, await response.json());
    expect(data.map((provider) => provider.fullname)).toEqual([
      'Dott. Davide Lombardi',
      'Dott. Paolo Ferri',
      'Dott. Stefano Marchetti',
      'Dott.ssa Chiara Fontana',
      'Dott.ssa Elena Rinaldi',
      'Dott.ssa Sara Colombo',
    ]);
    expect(data.find((provider) => provider.fullname === 'Dott. Paolo Ferri')).toEqual({
      id_careprovider: expect.any(Number),
      fullname: 'Dott. Paolo Ferri',
      cpp_localita_iscrizione: 'Milano',
      specializzation: 'Medicina generale',
      user: { contact_details: { contatto_indirizzo: 'Via dei Ciclamini 8, Milano' } },
    });
  });

  it('refuses another patient id with 403', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    expect((await get(marco, `/api/getNAdoctors/${giulia.patientId}`)).status).toBe(403);
  });
});

describe('GET /api/patient/{id}, doctor lists', () => {
  it('carries the associated doctors and the available ones, as the doctor calls answer them', async () => {
    const giulia = await giuliaOf();
    const { data } = v.parse(
      PatientAnswerSchema,
      await (await get(giulia, `/api/patient/${giulia.patientId}`)).json(),
    );
    const associated = v.parse(
      AssociatedDoctorListAnswerSchema,
      await (await get(giulia, `/api/getAscDoctors/${giulia.patientId}`)).json(),
    );
    const available = v.parse(
      CareProviderListAnswerSchema,
      await (await get(giulia, `/api/getNAdoctors/${giulia.patientId}`)).json(),
    );
    expect(data.associated_doctors.map((doctor) => doctor.care_provider.fullname)).toEqual([
      'Dott. Andrea Galli',
      'Dott.ssa Laura Neri',
    ]);
    expect(data.associated_doctors).toEqual(associated.data);
    expect(data.avalailable_doctors).toEqual(available.data);
  });
});
