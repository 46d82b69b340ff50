import { VisitDeleteAnswerSchema, VisitListAnswerSchema, VisitSaveAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type PatientSession as Session, useDemoPatients } from '../test/app.ts';
import { errorOf, request } from '../test/http.ts';

const { giuliaOf, marcoOf } = useDemoPatients();

function checkUp(patientId: number) {
  return {
    id_visita: 0,
    id_paziente: patientId,
    visita_data: '2026-11-20',
    visita_motivazione: 'Controllo annuale',
    visita_osservazioni: 'Nulla da segnalare',
    visita_conclusioni: 'Buona salute',
  };
}

async function list({ app, token, patientId }: Session) {
  const response = await request(app, 'GET', `/api/visitePatient/${patientId}`, undefined, { token });
  expect(response.status).toBe(200);
  return v.parse(VisitListAnswerSchema, await response.json()).data;
}

async function add(session: Session) {
  const response = await request(session.app, 'POST', '/api/visite', checkUp(session.patientId), {
    token: session.token,
  });
  expect(response.status).toBe(200);
  return v.parse(VisitSaveAnswerSchema, await response.json()).data;
}

describe('GET /api/visitePatient/{id}', () => {
  it("lists Giulia's seeded visits newest first, and refuses them to Marco", async () => {
    const giulia = await giuliaOf();
    const visits = await list(giulia);
    expect(visits.map((visit) => visit.visita_data)).toEqual(['2026-05-12', '2026-02-10']);
    const marco = await marcoOf();
    const response = await request(marco.app, 'GET', `/api/visitePatient/${giulia.patientId}`, undefined, {
      token: marco.token,
    });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('colesterolo');
  });
});

describe('POST /api/visite', () => {
  it("adds a visit with 'Dati salvati con successo!' and lists it first", async () => {
    const giulia = await giuliaOf();
    const response = await request(giulia.app, 'POST', '/api/visite', checkUp(giulia.patientId), {
      token: giulia.token,
    });
    const saved = v.parse(VisitSaveAnswerSchema, await response.json());
    expect(saved.message).toBe('Dati salvati con successo!');
    expect(saved.data).toMatchObject({ visita_data: '2026-11-20', visita_motivazione: 'Controllo annuale' });
    expect((await list(giulia))[0]?.id_visita).toBe(saved.data.id_visita);
  });

  it('requires reason, observations and conclusions, and a real date', async () => {
    const giulia = await giuliaOf();
    const response = await request(
      giulia.app,
      'POST',
      '/api/visite',
      {
        ...checkUp(giulia.patientId),
        visita_data: '2026-02-30',
        visita_motivazione: '',
        visita_osservazioni: ' ',
        visita_conclusioni: '',
      },
      { token: giulia.token },
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.map((field) => [field.path, field.code]).sort()).toEqual([
      ['visita_conclusioni', 'required'],
      ['visita_data', 'date_invalid'],
      ['visita_motivazione', 'required'],
      ['visita_osservazioni', 'required'],
    ]);
  });

  it("refuses Marco's patient id to Giulia (403) and the base licence to Marco (aggiungivisite)", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const before = await list(marco);
    const forbidden = await request(giulia.app, 'POST', '/api/visite', checkUp(marco.patientId), {
      token: giulia.token,
    });
    expect((await errorOf(forbidden)).code).toBe('forbidden');
    const denied = await request(marco.app, 'POST', '/api/visite', checkUp(marco.patientId), {
      token: marco.token,
    });
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).code).toBe('permission_denied');
    expect(await list(marco)).toEqual(before);
  });
});

describe('PUT /api/visite/{id}', () => {
  it('edits every field', async () => {
    const giulia = await giuliaOf();
    const added = await add(giulia);
    const response = await request(
      giulia.app,
      'PUT',
      `/api/visite/${added.id_visita}`,
      {
        ...checkUp(giulia.patientId),
        id_visita: added.id_visita,
        visita_conclusioni: 'Rivedere fra un anno',
      },
      { token: giulia.token },
    );
    expect(v.parse(VisitSaveAnswerSchema, await response.json()).data).toEqual({
      ...added,
      visita_conclusioni: 'Rivedere fra un anno',
    });
  });

  it("refuses Marco's visit to Giulia (403, unchanged), the base licence to Marco, and an unknown id", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const [marcoVisit] = await list(marco);
    if (marcoVisit === undefined) throw new Error('Marco has no seeded visit');
    const body = { ...checkUp(marco.patientId), visita_motivazione: 'Cambiata' };
    const forbidden = await request(giulia.app, 'PUT', `/api/visite/${marcoVisit.id_visita}`, body, {
      token: giulia.token,
    });
    expect((await errorOf(forbidden)).code).toBe('forbidden');
    const denied = await request(marco.app, 'PUT', `/api/visite/${marcoVisit.id_visita}`, body, {
      token: marco.token,
    });
    expect((await errorOf(denied)).code).toBe('permission_denied');
    const unknown = await request(giulia.app, 'PUT', '/api/visite/2147483000', body, { token: giulia.token });
    expect(unknown.status).toBe(403);
    expect((await list(marco))[0]).toEqual(marcoVisit);
  });
});

describe('DELETE /api/visite/{id}', () => {
  it("deletes with 200 and 'Visita eliminata con successo!' (in English when asked)", async () => {
    const giulia = await giuliaOf();
    const added = await add(giulia);
    const response = await request(giulia.app, 'DELETE', `/api/visite/${added.id_visita}`, undefined, {
      token: giulia.token,
    });
    expect(response.status).toBe(200);
    const answer = v.parse(VisitDeleteAnswerSchema, await response.json());
    expect(answer.message).toBe('Visita eliminata con successo!');
    expect((await list(giulia)).map((visit) => visit.id_visita)).not.toContain(added.id_visita);
    const other = await add(giulia);
    const english = await request(giulia.app, 'DELETE', `/api/visite/${other.id_visita}`, undefined, {
      token: giulia.token,
      headers: { 'accept-language': 'en' },
    });
    expect(v.parse(VisitDeleteAnswerSchema, await english.json()).message).toBe(
      'Visit deleted successfully!',
    );
  });

  it("refuses Giulia's visit to Marco (403) and keeps it; Marco (base licence) deletes his own", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const [visit] = await list(giulia);
    if (visit === undefined) throw new Error('Giulia has no visit');
    const forbidden = await request(marco.app, 'DELETE', `/api/visite/${visit.id_visita}`, undefined, {
      token: marco.token,
    });
    expect(forbidden.status).toBe(403);
    expect((await list(giulia))[0]).toEqual(visit);
    const [own] = await list(marco);
    const deleted = await request(marco.app, 'DELETE', `/api/visite/${own?.id_visita}`, undefined, {
      token: marco.token,
    });
    expect(deleted.status).toBe(200);
  });
});
