import { CitySearchAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { birthplaceExists, foldCityText, searchCities } from '../services/cities.ts';
import { createTestDatabase } from '../test/database.ts';
import { request, signIn, silentLogger } from '../test/http.ts';

describe('searchCities', () => {
  it('matches the start of the name ignoring case and accents, the exact name first', () => {
    const found = searchCities('roma');
    expect(found[0]).toEqual({ comune: 'Roma', provincia: 'RM', codice_catastale: 'H501' });
    expect(found.every((city) => foldCityText(city.comune).startsWith('roma'))).toBe(true);
  });

  it('finds an accented name typed without its accent', () => {
    expect(searchCities('forli').map((city) => city.comune)).toContain('Forlì');
  });

  it('finds a bilingual comune by its second-language name', () => {
    expect(searchCities('bozen').map((city) => city.comune)).toContain('Bolzano/Bozen');
  });

  it('answers at most 10 rows (spec 000 section 9)', () => {
    expect(searchCities('san')).toHaveLength(10);
  });

  it('answers nothing for text that starts no name, or blank text', () => {
    expect(searchCities('qqqzz')).toEqual([]);
    expect(searchCities('   ')).toEqual([]);
  });
});

describe('birthplaceExists', () => {
  it('knows current comuni, former comuni and foreign states', () => {
    expect(birthplaceExists('H501')).toBe(true);
    expect(birthplaceExists('Z404')).toBe(true);
    expect(birthplaceExists('A002')).toBe(true);
  });

  it('refuses a code no comune or state ever had', () => {
    expect(birthplaceExists('Z999')).toBe(false);
  });
});

describe('GET /api/location/{text}', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('answers the matching comuni with province and Belfiore code to a signed-in user', async () => {
    const app = createApp({ db: handle.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const response = await request(app, 'GET', `/api/location/${encodeURIComponent('Forlì')}`, undefined, {
      token: success.token,
    });
    expect(response.status).toBe(200);
    const { data } = v.parse(CitySearchAnswerSchema, await response.json());
    expect(data).toContainEqual({ comune: 'Forlì', provincia: 'FC', codice_catastale: 'D704' });
  });

  it('refuses an anonymous caller', async () => {
    const app = createApp({ db: handle.db, config: { logError: silentLogger } });
    const response = await request(app, 'GET', '/api/location/roma');
    expect(response.status).toBe(401);
  });

  it('refuses text longer than 60 characters with a field code and without echoing it', async () => {
    const app = createApp({ db: handle.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const text = 'x'.repeat(61);
    const response = await request(app, 'GET', `/api/location/${text}`, undefined, { token: success.token });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).not.toContain(text);
    expect(JSON.parse(body).error.fields).toEqual([{ path: 'text', code: 'invalid_type' }]);
  });
});
