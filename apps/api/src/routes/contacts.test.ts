import { ContactAnswerSchema, ContactListAnswerSchema, PatientAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GIULIA_EMAIL, MARCO_EMAIL } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { errorOf, request, signInPatient } from '../test/http.ts';

const database = useTestDatabase();
const newApp = () => createTestApp(database.db).app;

const newContact = {
  id_contatto: 0,
  id_contatto_tipologia: 10,
  contatto_nominativo: 'Anna Verdi',
  contatto_telefono: '+39 347 555 0101',
  id_livello_confidenzialita: 6,
};

describe('emergency and other contacts', () => {
  it('creates, edits, changes the confidentiality of and deletes an emergency contact', async () => {
    const app = newApp();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const id = marco.patientId;
    const auth = { token: marco.token };

    const created = await request(app, 'POST', `/api/patient/${id}/contattiemergenza`, newContact, auth);
    expect(created.status).toBe(200);
    const { data: contact } = v.parse(ContactAnswerSchema, await created.json());
    expect(contact).toMatchObject({
      id_paziente: id,
      author_id: marco.userId,
      id_contatto_tipologia: 10,
      contatto_nominativo: 'Anna Verdi',
      id_livello_confidenzialita: 6,
      tipologia_nome: 'Contatto di emergenza',
    });
    expect(contact.id_contatto).toBeGreaterThan(0);

    const edited = await request(
      app,
      'POST',
      `/api/patient/${id}/contattiemergenza`,
      {
        ...newContact,
        id_contatto: contact.id_contatto,
        contatto_nominativo: 'anna maria verdi',
        id_livello_confidenzialita: 2,
      },
      auth,
    );
    expect(edited.status).toBe(200);
    // The name an API client sent in lower case is stored capitalised per word, as the form sends it.
    expect(v.parse(ContactAnswerSchema, await edited.json()).data).toMatchObject({
      contatto_nominativo: 'Anna Maria Verdi',
      id_livello_confidenzialita: 2,
    });

    const list = await request(app, 'GET', `/api/emergenzaGet/${id}`, undefined, auth);
    const { data: emergency } = v.parse(ContactListAnswerSchema, await list.json());
    expect(emergency.map((row) => row.contatto_nominativo)).toEqual(['Anna Maria Verdi']);
    const others = await request(app, 'GET', `/api/moreContactsGet/${id}`, undefined, auth);
    expect(v.parse(ContactListAnswerSchema, await others.json()).data).toEqual([]);

    const deleted = await request(
      app,
      'POST',
      `/api/patient/${id}/contattiemergenza`,
      { ...newContact, id_contatto: contact.id_contatto, id_contatto_tipologia: -1 },
      auth,
    );
    expect(deleted.status).toBe(200);
    expect(v.parse(ContactAnswerSchema, await deleted.json()).data.id_contatto_tipologia).toBe(-1);
    const after = await request(app, 'GET', `/api/emergenzaGet/${id}`, undefined, auth);
    expect(v.parse(ContactListAnswerSchema, await after.json()).data).toEqual([]);

    // A deleted contact can no longer be edited.
    const again = await request(
      app,
      'POST',
      `/api/patient/${id}/contattiemergenza`,
      { ...newContact, id_contatto: contact.id_contatto },
      auth,
    );
    expect(again.status).toBe(403);
  });

  it('stores the visibility chosen, keeps it when a save leaves it out, and clears it with null', async () => {
    const app = newApp();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const id = marco.patientId;
    const auth = { token: marco.token };
    const save = (body: Record<string, unknown>) =>
      request(app, 'POST', `/api/patient/${id}/contattiemergenza`, body, auth);

    const created = await save({ ...newContact, contatto_nominativo: 'Bruno Neri', visibility: 3 });
    const { data: contact } = v.parse(ContactAnswerSchema, await created.json());
    expect(contact.visibility).toBe(3);
    await save({ ...newContact, id_contatto: contact.id_contatto, contatto_nominativo: 'Bruno Neri' });
    const record = await request(app, 'GET', `/api/patient/${id}`, undefined, auth);
    const listed = v
      .parse(PatientAnswerSchema, await record.json())
      .data.contattiemergenza.find((row) => row.id_contatto === contact.id_contatto);
    expect(listed?.visibility).toBe(3);
    const cleared = await save({ ...newContact, id_contatto: contact.id_contatto, visibility: null });
    expect(v.parse(ContactAnswerSchema, await cleared.json()).data.visibility).toBeNull();
    const wrong = await save({ ...newContact, visibility: 4 });
    expect(wrong.status).toBe(400);
    // Leaves Marco's lists as they were for the tests below.
    await save({ ...newContact, id_contatto: contact.id_contatto, id_contatto_tipologia: -1 });
  });

  it('lists other contacts apart and fills both lists of the patient record', async () => {
    const app = newApp();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const id = marco.patientId;
    const auth = { token: marco.token };
    const created = await request(
      app,
      'POST',
      `/api/patient/${id}/contattialtro`,
      { ...newContact, id_contatto_tipologia: 0, contatto_nominativo: 'Luca Neri' },
      auth,
    );
    expect(created.status).toBe(200);
    const others = await request(app, 'GET', `/api/moreContactsGet/${id}`, undefined, auth);
    const { data } = v.parse(ContactListAnswerSchema, await others.json());
    expect(data.map((row) => [row.contatto_nominativo, row.id_contatto_tipologia])).toEqual([
      ['Luca Neri', 0],
    ]);
    const record = await request(app, 'GET', `/api/patient/${id}`, undefined, auth);
    const patient = v.parse(PatientAnswerSchema, await record.json()).data;
    expect(patient.contattialtro.map((row) => row.contatto_nominativo)).toEqual(['Luca Neri']);
    expect(patient.contattiemergenza).toEqual([]);
  });

  it('refuses a missing name, a missing level and an invalid phone with field codes, echoing nothing', async () => {
    const app = newApp();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const response = await request(
      app,
      'POST',
      `/api/patient/${marco.patientId}/contattiemergenza`,
      {
        id_contatto: 0,
        id_contatto_tipologia: 10,
        contatto_nominativo: ' ',
        contatto_telefono: '12ab-secret',
      },
      { token: marco.token },
    );
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('12ab-secret');
    const fields = JSON.parse(text).error.fields as { path: string; code: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'contatto_nominativo', code: 'required' },
        { path: 'contatto_telefono', code: 'phone_invalid' },
        { path: 'id_livello_confidenzialita', code: 'required' },
      ]),
    );
  });

  it('refuses to create a contact of the other collection or an already deleted one', async () => {
    const app = newApp();
    const marco = await signInPatient(app, MARCO_EMAIL);
    const path = `/api/patient/${marco.patientId}/contattiemergenza`;
    for (const type of [0, -1]) {
      const response = await request(
        app,
        'POST',
        path,
        { ...newContact, id_contatto_tipologia: type },
        { token: marco.token },
      );
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual([
        { path: 'id_contatto_tipologia', code: 'option_invalid' },
      ]);
    }
  });

  it("never shows Marco Giulia's contacts and never lets him change them", async () => {
    const app = newApp();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const marco = await signInPatient(app, MARCO_EMAIL);
    const giuliaId = giulia.patientId;
    const own = await request(app, 'GET', `/api/emergenzaGet/${giuliaId}`, undefined, {
      token: giulia.token,
    });
    const { data: giuliaContacts } = v.parse(ContactListAnswerSchema, await own.json());
    const seeded = giuliaContacts[0];
    if (seeded === undefined) throw new Error('The seed gives Giulia an emergency contact');

    for (const path of [
      `/api/emergenzaGet/${giuliaId}`,
      `/api/moreContactsGet/${giuliaId}`,
      `/api/patient/${giuliaId}`,
    ]) {
      const response = await request(app, 'GET', path, undefined, { token: marco.token });
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain(seeded.contatto_nominativo);
    }
    const marcoRecord = await request(app, 'GET', `/api/patient/${marco.patientId}`, undefined, {
      token: marco.token,
    });
    expect(await marcoRecord.text()).not.toContain(seeded.contatto_nominativo);

    // Through Giulia's path, and through his own path with her contact's id.
    const steal = { ...newContact, id_contatto: seeded.id_contatto, id_contatto_tipologia: -1 };
    const viaHers = await request(app, 'POST', `/api/patient/${giuliaId}/contattiemergenza`, steal, {
      token: marco.token,
    });
    expect(viaHers.status).toBe(403);
    const viaHis = await request(app, 'POST', `/api/patient/${marco.patientId}/contattiemergenza`, steal, {
      token: marco.token,
    });
    expect(viaHis.status).toBe(403);
    const still = await request(app, 'GET', `/api/emergenzaGet/${giuliaId}`, undefined, {
      token: giulia.token,
    });
    expect(v.parse(ContactListAnswerSchema, await still.json()).data).toContainEqual(seeded);
  });
});
