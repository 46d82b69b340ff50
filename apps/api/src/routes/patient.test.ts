import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestClock, request, signIn, silentLogger } from '../test/http.ts';
import { PatientAnswerSchema } from './patient.ts';
import { MaritalStatusesAnswerSchema } from './reference.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('GET /api/patient/{id}', () => {
  it("answers the caller's own record with user, contacts, licence, levels and empty lists", async () => {
    const clock = createTestClock('2026-11-22T09:00:00Z');
    const app = createApp({ db: handle.db, config: { now: clock.now, logError: silentLogger } });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const response = await request(app, 'GET', `/api/patient/${success.user.id_paziente}`, undefined, {
      token: success.token,
    });
    expect(response.status).toBe(200);
    const { data } = v.parse(PatientAnswerSchema, await response.json());
    expect(data).toMatchObject({
      id_paziente: success.user.id_paziente,
      id_utente: success.user.id_utente,
      paziente_nome: 'Giulia',
      paziente_cognome: 'Bianchi',
      paziente_codfiscale: 'BNCGLI80A41H501C',
      paziente_nascita: '1980-01-01',
      paziente_sesso: 'female',
      paziente_eta: 46,
      paziente_email: 'giulia.bianchi@example.org',
      user: {
        email: 'giulia.bianchi@example.org',
        utente_nome: 'Giulia Bianchi',
        contact_detail: { comune_nascita: 'Roma', comune_residenza: 'Roma' },
      },
      tbl_taccuinos: [],
      esami: [],
      tbl_terapie: [],
    });
    expect(data.sottoscrizione?.id_tipo_licenza).toEqual(expect.any(Number));
    expect(data.liveli_confidencialita).toEqual([
      { id_livello_confidenzialita: 1, confidenzialita_descrizione: 'Nessuna Restrizione' },
      { id_livello_confidenzialita: 2, confidenzialita_descrizione: 'Basso' },
      { id_livello_confidenzialita: 3, confidenzialita_descrizione: 'Moderato' },
      { id_livello_confidenzialita: 4, confidenzialita_descrizione: 'Normale' },
      { id_livello_confidenzialita: 5, confidenzialita_descrizione: 'Riservato' },
      { id_livello_confidenzialita: 6, confidenzialita_descrizione: 'Strettamente riservato' },
    ]);
  });

  it("refuses another patient's record with 403 and shows none of it", async () => {
    const app = createApp({ db: handle.db, config: { logError: silentLogger } });
    const giulia = await signIn(app, 'giulia.bianchi@example.org');
    const marco = await signIn(app, 'marco.rossi@example.org');
    const response = await request(app, 'GET', `/api/patient/${marco.success.user.id_paziente}`, undefined, {
      token: giulia.success.token,
    });
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'forbidden' } });
    expect(text).not.toContain('Rossi');
  });

  it('answers a non-existent id exactly like another patient', async () => {
    const app = createApp({ db: handle.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const response = await request(app, 'GET', '/api/patient/999999', undefined, { token: success.token });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/statimatrimoniali', () => {
  it('lists the marital statuses in id order', async () => {
    const app = createApp({ db: handle.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const response = await request(app, 'GET', '/api/statimatrimoniali', undefined, { token: success.token });
    expect(response.status).toBe(200);
    const { data } = v.parse(MaritalStatusesAnswerSchema, await response.json());
    expect(data.map((status) => status.id_stato_matrimoniale)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data[1]).toEqual({ id_stato_matrimoniale: 2, stato_matrimoniale_nome: 'Coniugato/a' });
  });
});
