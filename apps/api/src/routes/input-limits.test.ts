import { ApiErrorBodySchema } from '@cartella/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adverseReactionBody } from '../test/adverse-reaction.ts';
import { useDemoPatients } from '../test/app.ts';
import { newEmergencyContact } from '../test/contacts.ts';
import { type Caller, request, requestAs } from '../test/http.ts';
import { insertTestTherapy } from '../test/therapies.ts';

const spaces = ' '.repeat(100_000);
const spacesThenLetter = `1${spaces}a`;

const { database, giuliaOf, marcoOf } = useDemoPatients();

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return v.parse(ApiErrorBodySchema, await response.json()).error.fields ?? [];
}

/** The codes answered for one field, without their parameters. */
async function codesAt(response: Response, path: string) {
  const fields = await fieldsOf(response);
  return [...new Set(fields.filter((field) => field.path === path).map((field) => field.code))];
}

/** Saves a new emergency contact of the session's patient: Anna Verdi, but for `fields`. */
function saveContact(session: Caller & { patientId: number }, fields: Record<string, unknown>) {
  return requestAs(session, 'POST', `/api/patient/${session.patientId}/contattiemergenza`, {
    ...newEmergencyContact,
    ...fields,
  });
}

describe.each([
  ['100,000 spaces', spaces],
  ['"1" + 100,000 spaces + "a"', spacesThenLetter],
])('given a phone of %s', (_name, hostile) => {
  it('the contact save answers 400 too_long on contatto_telefono at once', async () => {
    const response = await saveContact(await marcoOf(), { contatto_telefono: hostile });
    expect(await fieldsOf(response)).toEqual([
      { path: 'contatto_telefono', code: 'too_long', params: { max: 30 } },
    ]);
  });

  it('the residence save answers 400 too_long on the residence phone at once', async () => {
    const { app, token, patientId } = await marcoOf();
    const response = await request(
      app,
      'PUT',
      `/api/patient/${patientId}`,
      {
        page: 'residence',
        user: {
          contact_detail: {
            contatto_indirizzo: 'Via Roma 1',
            comune_residenza: 'Roma',
            comune_residenza_codice: 'H501',
            contatto_telefono: hostile,
          },
        },
      },
      { token },
    );
    expect(await fieldsOf(response)).toContainEqual({
      path: 'user.contact_detail.contatto_telefono',
      code: 'too_long',
      params: { max: 30 },
    });
  });

  it("the adverse-reaction save answers 400 too_long on the care provider's phone at once", async () => {
    const { app, token, patientId, userId } = await marcoOf();
    const therapy = await insertTestTherapy(database.db, patientId);
    const response = await request(
      app,
      'POST',
      '/api/adverseReaction',
      adverseReactionBody(userId, therapy.id_terapie, { phone_care_provider: hostile }),
      { token },
    );
    expect(await fieldsOf(response)).toEqual([
      { path: 'phone_care_provider', code: 'too_long', params: { max: 30 } },
    ]);
  });
});

describe('ids in bodies that are not row ids', () => {
  it.each(['1.5', '3e9', '1e400', '0', '-1'])(
    'the therapy save answers 400 for id_paziente %s',
    async (id) => {
      const { app, token } = await marcoOf();
      const response = await request(
        app,
        'POST',
        '/api/farmaci',
        `{"status":"delete","id_paziente":${id},"id_terapie":1}`,
        { token },
      );
      expect(await codesAt(response, 'id_paziente')).toEqual(['required']);
    },
  );

  it('the contact save answers 400 for an id_contatto of 1e400', async () => {
    const { app, token, patientId } = await marcoOf();
    const response = await request(
      app,
      'POST',
      `/api/patient/${patientId}/contattiemergenza`,
      '{"id_contatto":1e400,"id_contatto_tipologia":10,"contatto_nominativo":"Anna","contatto_telefono":"333 1234567","id_livello_confidenzialita":6}',
      { token },
    );
    expect(await codesAt(response, 'id_contatto')).toEqual(['invalid_type']);
  });

  it('the adverse-reaction save answers 400 for an id_utente of 3e9', async () => {
    const { app, token } = await marcoOf();
    const response = await request(app, 'POST', '/api/adverseReaction', '{"id_utente":3e9}', { token });
    expect(await codesAt(response, 'id_utente')).toEqual(['required']);
  });

  it('a path id beyond 2^31-1 answers 400 like a body id', async () => {
    const { app, token } = await marcoOf();
    const response = await request(app, 'GET', '/api/patient/2147483648', undefined, { token });
    expect(await fieldsOf(response)).toEqual([{ path: 'id', code: 'invalid_type' }]);
  });
});

describe('U+0000 in a text', () => {
  it('the contact save answers 400 text_invalid_character', async () => {
    const response = await saveContact(await marcoOf(), { contatto_nominativo: 'Anna\u0000Verdi' });
    expect(await fieldsOf(response)).toEqual([
      { path: 'contatto_nominativo', code: 'text_invalid_character' },
    ]);
  });

  it('the diary save answers 400 text_invalid_character', async () => {
    // The diary is in this account's subscription.
    const { app, token, patientId } = await giuliaOf();
    const response = await request(
      app,
      'POST',
      '/api/taccuino/',
      {
        id_paziente: patientId,
        taccuino_data: '2026-11-20',
        taccuino_descrizione: 'Dolore\u0000',
        id_livello_confidenzialita: 6,
      },
      { token },
    );
    expect(await fieldsOf(response)).toEqual([
      { path: 'taccuino_descrizione', code: 'text_invalid_character' },
    ]);
  });
});

describe('paging', () => {
  it.each(['1e300', '1.5', '0', '1001'])('the drug search answers 400 for page %s', async (page) => {
    const { app, token } = await marcoOf();
    const response = await request(
      app,
      'POST',
      '/api/farmacifilter',
      `{"search":"claritro","page":${page}}`,
      {
        token,
      },
    );
    expect(await codesAt(response, 'page')).toEqual(['invalid_type']);
  });

  it('the drug search still answers page 1000', async () => {
    const { app, token } = await marcoOf();
    const response = await request(
      app,
      'POST',
      '/api/farmacifilter',
      { search: 'claritro', page: 1000 },
      { token },
    );
    expect(response.status).toBe(200);
  });
});
