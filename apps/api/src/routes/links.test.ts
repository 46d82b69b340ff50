import {
  PatientAnswerSchema,
  PersonalLinkListAnswerSchema,
  PersonalLinkSaveAnswerSchema,
  ReferenceLinkListAnswerSchema,
  referenceLinkKinds,
} from '@cartella/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertPersonalLink } from '../db/repositories/vaccinations.ts';
import { personalLinks } from '../db/schemas/vaccinations.ts';
import { GIULIA_EMAIL, MARCO_EMAIL } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { expectEveryAttemptForbidden, request, signInPatient } from '../test/http.ts';

const database = useTestDatabase();

const setup = () => createTestApp(database.db).app;

function linkBody(patientId: number, overrides: Record<string, unknown> = {}) {
  return {
    status: 'update',
    linkid: 0,
    id_paziente: patientId,
    name: 'Il mio reparto',
    link: 'https://www.salute.gov.it/vaccinazioni',
    descrizione: 'Vaccinazioni del Ministero',
    ...overrides,
  };
}

describe('given Giulia and her personal links', () => {
  it('adds a link, lists it, shows it in the patient record, replaces it and deletes it', async () => {
    const app = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const added = await request(app, 'POST', '/api/linkPersonale', linkBody(giulia.patientId), {
      token: giulia.token,
    });
    expect(added.status).toBe(200);
    const { data: link } = v.parse(PersonalLinkSaveAnswerSchema, await added.json());
    if ('deleted' in link) throw new Error('an add answered a deletion');
    expect(link).toMatchObject({ id_paziente: giulia.patientId, name: 'Il mio reparto' });

    const listed = await request(app, 'GET', `/api/getLinkPersonale/${giulia.patientId}`, undefined, {
      token: giulia.token,
    });
    expect(listed.status).toBe(200);
    expect(v.parse(PersonalLinkListAnswerSchema, await listed.json()).data).toContainEqual(link);

    const record = await request(app, 'GET', `/api/patient/${giulia.patientId}`, undefined, {
      token: giulia.token,
    });
    expect(v.parse(PatientAnswerSchema, await record.json()).data.links).toContainEqual(link);

    const replaced = await request(
      app,
      'POST',
      '/api/linkPersonale',
      linkBody(giulia.patientId, { linkid: link.linkid, name: 'Calendario' }),
      { token: giulia.token },
    );
    expect(replaced.status).toBe(200);
    expect(v.parse(PersonalLinkSaveAnswerSchema, await replaced.json()).data).toMatchObject({
      linkid: link.linkid,
      name: 'Calendario',
    });

    const removed = await request(
      app,
      'POST',
      '/api/linkPersonale',
      { status: 'delete', linkid: link.linkid, id_paziente: giulia.patientId },
      { token: giulia.token },
    );
    expect(removed.status).toBe(200);
    expect(v.parse(PersonalLinkSaveAnswerSchema, await removed.json()).data).toEqual({
      linkid: link.linkid,
      deleted: true,
    });
    expect(
      await database.db.select().from(personalLinks).where(eq(personalLinks.linkid, link.linkid)),
    ).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.org',
    'www.example.org',
  ])('refuses the address %s with url_invalid and stores nothing', async (address) => {
    const app = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const before = await database.db.$count(personalLinks);
    const response = await request(
      app,
      'POST',
      '/api/linkPersonale',
      linkBody(giulia.patientId, { link: address }),
      {
        token: giulia.token,
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'link', code: 'url_invalid' }] },
    });
    expect(await database.db.$count(personalLinks)).toBe(before);
  });

  it.each(['name', 'link', 'descrizione'])('requires %s', async (field) => {
    const app = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await request(
      app,
      'POST',
      '/api/linkPersonale',
      linkBody(giulia.patientId, { [field]: '' }),
      {
        token: giulia.token,
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: [{ path: field, code: 'required' }] } });
  });
});

describe("given another patient's links", () => {
  it("refuses Giulia Marco's list, replace and delete with 403, and changes nothing", async () => {
    const app = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const marco = await signInPatient(app, MARCO_EMAIL);
    const marcoLink = await insertPersonalLink(
      database.db,
      {
        id_paziente: marco.patientId,
        name: 'Palestra di Marco',
        link: 'https://example.org',
        descrizione: 'x',
      },
      new Date('2026-11-01T10:00:00Z'),
    );
    const attempts = [
      ['GET', `/api/getLinkPersonale/${marco.patientId}`, undefined],
      ['POST', '/api/linkPersonale', linkBody(marco.patientId)],
      ['POST', '/api/linkPersonale', linkBody(giulia.patientId, { linkid: marcoLink.linkid })],
      [
        'POST',
        '/api/linkPersonale',
        { status: 'delete', linkid: marcoLink.linkid, id_paziente: giulia.patientId },
      ],
      [
        'POST',
        '/api/linkPersonale',
        { status: 'delete', linkid: marcoLink.linkid, id_paziente: marco.patientId },
      ],
      ['POST', '/api/linkPersonale', { status: 'delete', linkid: 99999999, id_paziente: giulia.patientId }],
    ] as const;
    await expectEveryAttemptForbidden(giulia, attempts, 'Palestra');
    const rows = await database.db
      .select()
      .from(personalLinks)
      .where(eq(personalLinks.id_paziente, marco.patientId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Palestra di Marco' });
  });
});

describe('GET /api/altroLink/{kind}', () => {
  it.each(referenceLinkKinds)('answers the %s list, each row with a name and a city', async (kind) => {
    const app = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await request(app, 'GET', `/api/altroLink/${kind}`, undefined, { token: giulia.token });
    expect(response.status).toBe(200);
    const { data } = v.parse(ReferenceLinkListAnswerSchema, await response.json());
    expect(data.length).toBeGreaterThanOrEqual(6);
    for (const row of data) {
      expect(row.link_name).not.toBe('');
      expect(row.link_city).not.toBe('');
      if (row.link_url !== '') expect(row.link_url).toMatch(/^https:\/\//);
    }
  });

  it('lists the Italian hospitals of the Ministry of Health', async () => {
    const app = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await request(app, 'GET', '/api/altroLink/ospedali_italiani', undefined, {
      token: giulia.token,
    });
    const { data } = v.parse(ReferenceLinkListAnswerSchema, await response.json());
    expect(data.length).toBeGreaterThan(1000);
    expect(data).toContainEqual(
      expect.objectContaining({ link_name: 'OSPEDALE MARIA VITTORIA', link_city: 'Torino (TO), Piemonte' }),
    );
  });

  it('answers 404 for a kind that is not one of the eight', async () => {
    const app = setup();
    const giulia = await signInPatient(app, GIULIA_EMAIL);
    const response = await request(app, 'GET', '/api/altroLink/ospedali_marziani', undefined, {
      token: giulia.token,
    });
    expect(response.status).toBe(404);
  });
});
