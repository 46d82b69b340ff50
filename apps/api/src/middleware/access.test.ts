import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { SecurityEvent } from '../lib/log.ts';
import { newEmergencyContact } from '../test/contacts.ts';
import { useTestDatabase } from '../test/database.ts';
import { request, signIn, signInPatient, silentLogger } from '../test/http.ts';

const database = useTestDatabase();

function setup() {
  const events: SecurityEvent[] = [];
  const app = createApp({
    db: database.db,
    config: { logError: silentLogger, logSecurityEvent: (event) => events.push(event) },
  });
  return { app, events };
}

describe('given a signed-in patient who reaches for data that is not theirs', () => {
  it('reports a refused patient id as an access_denied security event with route and user only', async () => {
    const { app, events } = setup();
    const giulia = await signInPatient(app, 'giulia.bianchi@example.org');
    const marco = await signInPatient(app, 'marco.rossi@example.org');
    const response = await request(app, 'GET', `/api/getTaccuinos/${marco.patientId}`, undefined, {
      token: giulia.token,
    });
    expect(response.status).toBe(403);
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    expect(events).toEqual([
      {
        kind: 'access_denied',
        method: 'GET',
        path: `/api/getTaccuinos/${marco.patientId}`,
        userId: success.user.id_utente,
      },
    ]);
  });

  it('reports another user id in the path (the menu) as access_denied', async () => {
    const { app, events } = setup();
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const response = await request(app, 'GET', `/api/menu/${success.user.id_utente + 1}`, undefined, {
      token: success.token,
    });
    expect(response.status).toBe(403);
    expect(events).toMatchObject([{ kind: 'access_denied', method: 'GET', userId: success.user.id_utente }]);
  });

  it("reports a contact id of another patient, sent in the caller's own list, as access_denied", async () => {
    const { app, events } = setup();
    const giulia = await signInPatient(app, 'giulia.bianchi@example.org');
    const marco = await signInPatient(app, 'marco.rossi@example.org');
    const created = await request(
      app,
      'POST',
      `/api/patient/${marco.patientId}/contattiemergenza`,
      newEmergencyContact,
      {
        token: marco.token,
      },
    );
    const { data } = (await created.json()) as { data: { id_contatto: number } };
    events.length = 0;
    const response = await request(
      app,
      'POST',
      `/api/patient/${giulia.patientId}/contattiemergenza`,
      { ...newEmergencyContact, id_contatto: data.id_contatto, contatto_nominativo: 'Preso' },
      { token: giulia.token },
    );
    expect(response.status).toBe(403);
    expect(events).toMatchObject([
      { kind: 'access_denied', method: 'POST', path: `/api/patient/${giulia.patientId}/contattiemergenza` },
    ]);
  });

  it('reports nothing when the patient reads their own data', async () => {
    const { app, events } = setup();
    const giulia = await signInPatient(app, 'giulia.bianchi@example.org');
    const response = await request(app, 'GET', `/api/getTaccuinos/${giulia.patientId}`, undefined, {
      token: giulia.token,
    });
    expect(response.status).toBe(200);
    expect(events).toEqual([]);
  });
});

describe('given a patient whose licence lacks a permission', () => {
  it('reports the refused action as a permission_denied security event, without the body', async () => {
    const { app, events } = setup();
    const marco = await signInPatient(app, 'marco.rossi@example.org');
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const response = await request(
      app,
      'POST',
      '/api/taccuino/',
      {
        id_taccuino: 0,
        id_paziente: marco.patientId,
        taccuino_data: '2026-11-02',
        taccuino_descrizione: 'Segreto-Paziente-5150',
        id_livello_confidenzialita: 6,
      },
      { token: marco.token },
    );
    expect(response.status).toBe(403);
    expect(events).toEqual([
      { kind: 'permission_denied', method: 'POST', path: '/api/taccuino/', userId: success.user.id_utente },
    ]);
    expect(JSON.stringify(events)).not.toContain('Segreto-Paziente-5150');
  });
});
