import {
  AdminCentreAnswerSchema,
  AdminCentreListAnswerSchema,
  AdminInvestigationAnswerSchema,
  AdminInvestigationListAnswerSchema,
  AdminReferenceLinkAnswerSchema,
  AdminReferenceLinkListAnswerSchema,
  AdminVaccineAnswerSchema,
  AdminVaccineListAnswerSchema,
  AuditListAnswerSchema,
  CareCentreListAnswerSchema,
  ExamListAnswerSchema,
  ExamSaveAnswerSchema,
  InvestigationSearchAnswerSchema,
  ReferenceLinkListAnswerSchema,
  requestErrorMessages,
  translate,
  VaccinationAnswerSchema,
  VaccinationListAnswerSchema,
  VaccineSearchAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../db/schemas/admin.ts';
import { careCentres, diagnosticInvestigations } from '../db/schemas/exams.ts';
import { referenceLinks, vaccines } from '../db/schemas/vaccinations.ts';
import { ADMIN_EMAIL, GIULIA_EMAIL, MARCO_EMAIL } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { type Caller, okAnswer, request, requestAs, signIn, signInPatient } from '../test/http.ts';
import { signInVerified } from '../test/second-factor.ts';

const database = useTestDatabase();

const appOf = () => createTestApp(database.db).app;

async function adminOf() {
  const app = appOf();
  return { app, token: await signInVerified(app, ADMIN_EMAIL) };
}

async function latestAudit(admin: Caller) {
  const page = await okAnswer(admin, 'POST', '/api/admin/audit', { page: 1 }, AuditListAnswerSchema);
  return page.data.items[0];
}

function centreBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    tipo: 3,
    centro_nome: name,
    centro_indirizzo: 'Via delle Prove 1, Pisa',
    telefono: '050 000000',
    email: 'prove@example.org',
    titolo: 'Analisi',
    sottotitolo: 'Prelievi dal lunedì al venerdì',
    testo: 'Centro di prova.',
    sito_web: 'https://example.org/prove',
    ...overrides,
  };
}

describe('given the admin and the affiliated centres', () => {
  it('adds, edits and disables a centre: patients no longer see, pick or mail it, an exam that names it keeps it, every change is audited', async () => {
    const admin = await adminOf();
    const giulia = await signInPatient(admin.app, GIULIA_EMAIL);
    const added = await okAnswer(
      admin,
      'POST',
      '/api/admin/centri/add',
      centreBody('  Laboratorio Ciclamino (prova)  '),
      AdminCentreAnswerSchema,
    );
    expect(added.data).toMatchObject({ centro_nome: 'Laboratorio Ciclamino (prova)', attivo: true });
    expect(await latestAudit(admin)).toMatchObject({
      azione: 'addCentro',
      oggetto: `centro ${added.data.id}`,
      prima: null,
    });

    const patientList = async () =>
      v
        .parse(
          CareCentreListAnswerSchema,
          await (await requestAs(giulia, 'GET', '/api/getCentriIndagini/3')).json(),
        )
        .data.map((centre) => centre.centro_nome);
    expect(await patientList()).toContain('Laboratorio Ciclamino (prova)');

    const edited = await okAnswer(
      admin,
      'POST',
      `/api/admin/centri/${added.data.id}`,
      centreBody('Laboratorio Ciclamino (prova)', { sito_web: 'http://ciclamino.example.org' }),
      AdminCentreAnswerSchema,
    );
    expect(edited.data.sito_web).toBe('http://ciclamino.example.org');
    const editAudit = await latestAudit(admin);
    expect(editAudit).toMatchObject({ azione: 'modificaCentro', oggetto: `centro ${added.data.id}` });
    expect(editAudit?.prima).toContain('https://example.org/prove');
    expect(editAudit?.dopo).toContain('http://ciclamino.example.org');

    const [creatinine] = (
      await okAnswer(
        giulia,
        'POST',
        '/api/esamifilter',
        { search: 'creatinina' },
        InvestigationSearchAnswerSchema,
      )
    ).data;
    const examBody = {
      id_indagine: 0,
      id_paziente: giulia.patientId,
      indagine_tipologia: 'Laboratori Analisi',
      id_livello_confidenzialita: 6,
      indagine_stato: 0,
      indagine_motivo: 'Controllo',
      indagine_data_display: '2026-12-03',
      id_diagn_investigations: creatinine?.id,
      id_centro_indagine: added.data.id,
      diags: [],
    };
    const exam = await okAnswer(giulia, 'POST', '/api/esami', examBody, ExamSaveAnswerSchema);

    const disabled = await okAnswer(
      admin,
      'POST',
      `/api/admin/centri/${added.data.id}/stato`,
      { attivo: false },
      AdminCentreAnswerSchema,
    );
    expect(disabled.data.attivo).toBe(false);
    expect(await latestAudit(admin)).toMatchObject({
      azione: 'disabilitaCentro',
      prima: '{"attivo":true}',
      dopo: '{"attivo":false}',
    });
    expect(await patientList()).not.toContain('Laboratorio Ciclamino (prova)');
    const exams = await okAnswer(
      giulia,
      'GET',
      `/api/getEsami/${giulia.patientId}/3`,
      undefined,
      ExamListAnswerSchema,
    );
    expect(exams.data.find((row) => row.id_indagine === exam.data.id_indagine)?.centro_nome).toBe(
      'Laboratorio Ciclamino (prova)',
    );
    const refused = await requestAs(giulia, 'POST', '/api/esami', examBody);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: [{ path: 'id_centro_indagine', code: 'option_invalid' }] },
    });
    const kept = await requestAs(giulia, 'PUT', `/api/esami/${exam.data.id_indagine}`, {
      ...examBody,
      id_indagine: exam.data.id_indagine,
      indagine_motivo: 'Controllo annuale',
    });
    expect(kept.status, await kept.text()).toBe(200);
    const mail = await requestAs(giulia, 'POST', `/api/centriConvenzionati/${added.data.id}/mail`, {
      topic: 'Orari',
      text: 'Siete aperti sabato?',
    });
    expect(mail.status).toBe(404);

    const listed = await okAnswer(
      admin,
      'POST',
      '/api/admin/centri',
      { search: 'ciclamino' },
      AdminCentreListAnswerSchema,
    );
    expect(listed.data.items).toEqual([expect.objectContaining({ id: added.data.id, attivo: false })]);

    await okAnswer(
      admin,
      'POST',
      `/api/admin/centri/${added.data.id}/stato`,
      { attivo: true },
      AdminCentreAnswerSchema,
    );
    expect(await patientList()).toContain('Laboratorio Ciclamino (prova)');
  });

  it('refuses a javascript: website with the translated message and stores nothing', async () => {
    const admin = await adminOf();
    const before = await database.db.$count(careCentres);
    const response = await requestAs(
      admin,
      'POST',
      '/api/admin/centri/add',
      centreBody('Centro Pericoloso (prova)', { sito_web: 'javascript:alert(1)' }),
      { headers: { 'accept-language': 'it' } },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        message: translate(requestErrorMessages.validation_failed, 'it'),
        fields: [{ path: 'sito_web', code: 'url_invalid' }],
      },
    });
    expect(await database.db.$count(careCentres)).toBe(before);
  });

  it('answers 409 with the translated message for a name another centre has', async () => {
    const admin = await adminOf();
    const response = await requestAs(
      admin,
      'POST',
      '/api/admin/centri/add',
      centreBody('Laboratorio Analisi Girasole (demo)'),
      { headers: { 'accept-language': 'en' } },
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: 'conflict', message: 'An entry with this name already exists.' },
    });
  });
});

describe('given the admin editing a centre', () => {
  it("answers 409 for another centre's name and 404 for a centre that does not exist, and changes nothing", async () => {
    const admin = await adminOf();
    const added = await okAnswer(
      admin,
      'POST',
      '/api/admin/centri/add',
      centreBody('Laboratorio Genziana (prova)'),
      AdminCentreAnswerSchema,
    );
    const clash = await requestAs(
      admin,
      'POST',
      `/api/admin/centri/${added.data.id}`,
      centreBody('Laboratorio Iris (demo)'),
    );
    expect(clash.status).toBe(409);
    const unknown = await requestAs(
      admin,
      'POST',
      '/api/admin/centri/99999999',
      centreBody('Nessuno (prova)'),
    );
    expect(unknown.status).toBe(404);
    const listed = await okAnswer(
      admin,
      'POST',
      '/api/admin/centri',
      { search: 'genziana' },
      AdminCentreListAnswerSchema,
    );
    expect(listed.data.items.map((row) => row.centro_nome)).toEqual(['Laboratorio Genziana (prova)']);
  });
});

describe('given the admin and the investigation catalogue', () => {
  it('adds and disables an investigation: the exam form no longer suggests it', async () => {
    const admin = await adminOf();
    const giulia = await signInPatient(admin.app, GIULIA_EMAIL);
    const suggestions = async () =>
      (
        await okAnswer(
          giulia,
          'POST',
          '/api/esamifilter',
          { search: 'zafferano' },
          InvestigationSearchAnswerSchema,
        )
      ).data.map((row) => row.descrizione);
    const added = await okAnswer(
      admin,
      'POST',
      '/api/admin/indagini/add',
      { tipologia: 'Laboratori Analisi', codice: '99.99.9', descrizione: 'Dosaggio dello zafferano' },
      AdminInvestigationAnswerSchema,
    );
    expect(await suggestions()).toEqual(['Dosaggio dello zafferano']);
    await okAnswer(
      admin,
      'POST',
      `/api/admin/indagini/${added.data.id}`,
      { tipologia: 'Laboratori Analisi', codice: '99.99.9', descrizione: 'Dosaggio sierico dello zafferano' },
      AdminInvestigationAnswerSchema,
    );
    await okAnswer(
      admin,
      'POST',
      `/api/admin/indagini/${added.data.id}/stato`,
      { attivo: false },
      AdminInvestigationAnswerSchema,
    );
    expect(await suggestions()).toEqual([]);
    expect(await latestAudit(admin)).toMatchObject({
      azione: 'disabilitaIndagine',
      oggetto: `indagine ${added.data.id}`,
    });
    const listed = await okAnswer(
      admin,
      'POST',
      '/api/admin/indagini',
      { search: 'zafferano' },
      AdminInvestigationListAnswerSchema,
    );
    expect(listed.data.items).toEqual([
      expect.objectContaining({ descrizione: 'Dosaggio sierico dello zafferano', attivo: false }),
    ]);
  });
});

describe('given the admin and the vaccine catalogue', () => {
  it('adds and disables a vaccine: searches and new vaccinations no longer take it, a vaccination with it keeps it', async () => {
    const admin = await adminOf();
    const giulia = await signInPatient(admin.app, GIULIA_EMAIL);
    const found = async () =>
      (
        await okAnswer(
          giulia,
          'POST',
          '/api/farmaciVacciniFilter',
          { search: 'provavax' },
          VaccineSearchAnswerSchema,
        )
      ).data.map((row) => row.descrizione_breve);
    await okAnswer(
      admin,
      'POST',
      '/api/admin/vaccini/add',
      {
        id_vaccino: '999000001',
        descrizione_breve: 'PROVAVAX',
        codice_atc: 'J07BB02',
        antigeni: 'influenza',
        tipo: 'influenzale inattivato',
        titolare: 'Prove S.p.A.',
        aic_confezioni: '999000001',
      },
      AdminVaccineAnswerSchema,
    );
    expect(await found()).toEqual(['PROVAVAX']);
    const vaccination = await okAnswer(
      giulia,
      'POST',
      '/api/vaccinazioni',
      {
        id_vaccinazione: 0,
        id_paziente: giulia.patientId,
        id_vaccino: '999000001',
        vaccinazione_data: '2026-10-01',
        vaccinazione_reazioni: 'Nessuna',
        vaccinazione_richiamo: 1,
        id_livello_confidenzialita: 6,
      },
      VaccinationAnswerSchema,
    );
    await okAnswer(
      admin,
      'POST',
      '/api/admin/vaccini/999000001/stato',
      { attivo: false },
      AdminVaccineAnswerSchema,
    );
    expect(await found()).toEqual([]);
    const vaccinationBody = {
      id_vaccinazione: 0,
      id_paziente: giulia.patientId,
      id_vaccino: '999000001',
      vaccinazione_data: '2026-10-01',
      vaccinazione_reazioni: 'Nessuna',
      vaccinazione_richiamo: 1,
      id_livello_confidenzialita: 6,
    };
    const refused = await requestAs(giulia, 'POST', '/api/vaccinazioni', vaccinationBody);
    expect(refused.status).toBe(400);
    const kept = await requestAs(giulia, 'PUT', `/api/vaccinazioni/${vaccination.data.id_vaccinazione}`, {
      ...vaccinationBody,
      vaccinazione_richiamo: 2,
    });
    expect(kept.status, await kept.text()).toBe(200);
    const listed = await okAnswer(
      giulia,
      'GET',
      `/api/getVaccinis/${giulia.patientId}`,
      undefined,
      VaccinationListAnswerSchema,
    );
    expect(
      listed.data.find((row) => row.id_vaccinazione === vaccination.data.id_vaccinazione)?.vaccinidetails
        .descrizione_breve,
    ).toBe('PROVAVAX');
    expect(await latestAudit(admin)).toMatchObject({
      azione: 'disabilitaVaccino',
      oggetto: 'vaccino 999000001',
    });
    const catalogue = await okAnswer(
      admin,
      'POST',
      '/api/admin/vaccini',
      { search: '999000001' },
      AdminVaccineListAnswerSchema,
    );
    expect(catalogue.data.items).toEqual([
      expect.objectContaining({ id_vaccino: '999000001', attivo: false }),
    ]);
  });

  it('answers 409 for a vaccine id that exists', async () => {
    const admin = await adminOf();
    const response = await requestAs(admin, 'POST', '/api/admin/vaccini/add', {
      id_vaccino: '034960056',
      descrizione_breve: 'Doppione',
    });
    expect(response.status).toBe(409);
  });
});

describe('given the admin and the reference links', () => {
  it('adds, edits and disables a link: the patient list no longer shows it', async () => {
    const admin = await adminOf();
    const giulia = await signInPatient(admin.app, GIULIA_EMAIL);
    const names = async () =>
      (
        await okAnswer(
          giulia,
          'GET',
          '/api/altroLink/ospedali_italiani',
          undefined,
          ReferenceLinkListAnswerSchema,
        )
      ).data.map((row) => row.link_name);
    const added = await okAnswer(
      admin,
      'POST',
      '/api/admin/linkRiferimento/add',
      {
        tipo: 'ospedali_italiani',
        link_name: 'Ospedale delle Prove',
        link_sede: 'Via Prova 2',
        link_city: 'Lucca',
        link_informazioni: 'Di prova',
        link_url: 'https://ospedale.example.org',
      },
      AdminReferenceLinkAnswerSchema,
    );
    expect(await names()).toContain('Ospedale delle Prove');
    await okAnswer(
      admin,
      'POST',
      `/api/admin/linkRiferimento/${added.data.id}/stato`,
      { attivo: false },
      AdminReferenceLinkAnswerSchema,
    );
    expect(await names()).not.toContain('Ospedale delle Prove');
    const listed = await okAnswer(
      admin,
      'POST',
      '/api/admin/linkRiferimento',
      { search: 'delle prove' },
      AdminReferenceLinkListAnswerSchema,
    );
    expect(listed.data.items).toEqual([expect.objectContaining({ id: added.data.id, attivo: false })]);
    expect(await latestAudit(admin)).toMatchObject({ azione: 'disabilitaLinkRiferimento' });
  });
});

describe('given a body the admin calls refuse', () => {
  it.each([
    ['/api/admin/centri', 'a search of 101 characters', { search: 'x'.repeat(101) }],
    ['/api/admin/centri/add', 'an empty name', centreBody('')],
    ['/api/admin/centri/add', 'a name of 201 characters', centreBody('x'.repeat(201))],
    ['/api/admin/centri/add', 'a type that is not 1 to 3', centreBody('Tipo sbagliato', { tipo: 4 })],
    [
      '/api/admin/centri/add',
      'an e-mail that is not one',
      centreBody('Mail sbagliata', { email: 'non-una-mail' }),
    ],
    ['/api/admin/centri/add', 'a data: website', centreBody('Sito data', { sito_web: 'data:text/html,x' })],
    [
      '/api/admin/centri/add',
      'a text of 2001 characters',
      centreBody('Testo lungo', { testo: 'x'.repeat(2001) }),
    ],
    ['/api/admin/centri/1/stato', 'a state that is not a boolean', { attivo: 'no' }],
    ['/api/admin/centri/0/stato', 'id 0', { attivo: false }],
    ['/api/admin/centri/99999999999/stato', 'an id beyond the integer range', { attivo: false }],
    ['/api/admin/indagini/add', 'an unknown exam type', { tipologia: 'Altro', descrizione: 'Nuova' }],
    ['/api/admin/indagini/add', 'an empty name', { tipologia: 'Patologia', descrizione: '' }],
    ['/api/admin/vaccini/add', 'an id that is not digits', { id_vaccino: 'abc', descrizione_breve: 'X' }],
    ['/api/admin/vaccini/abc/stato', 'an id that is not digits', { attivo: false }],
    [
      '/api/admin/linkRiferimento/add',
      'a javascript: address',
      { tipo: 'ospedali_italiani', link_name: 'X', link_url: 'javascript:x' },
    ],
    [
      '/api/admin/linkRiferimento/add',
      'an unknown list',
      { tipo: 'altro', link_name: 'X', link_url: 'https://example.org' },
    ],
  ])('answers 400 to POST %s with %s and audits nothing', async (path, _reason, body) => {
    const admin = await adminOf();
    const before = await database.db.$count(adminAudit);
    const response = await requestAs(admin, 'POST', path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect(await database.db.$count(adminAudit)).toBe(before);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const admin = await adminOf();
    for (const path of [
      '/api/admin/centri/99999999/stato',
      '/api/admin/indagini/99999999/stato',
      '/api/admin/vaccini/1/stato',
      '/api/admin/linkRiferimento/99999999/stato',
    ]) {
      const response = await requestAs(admin, 'POST', path, { attivo: false });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('given a patient who is not an admin', () => {
  const calls: [string, unknown][] = [
    ['/api/admin/centri', {}],
    ['/api/admin/centri/add', centreBody('Intruso (prova)')],
    ['/api/admin/centri/1', centreBody('Intruso (prova)')],
    ['/api/admin/centri/1/stato', { attivo: false }],
    ['/api/admin/indagini', {}],
    ['/api/admin/indagini/add', { tipologia: 'Patologia', descrizione: 'Intrusa' }],
    ['/api/admin/indagini/1', { tipologia: 'Patologia', descrizione: 'Intrusa' }],
    ['/api/admin/indagini/1/stato', { attivo: false }],
    ['/api/admin/vaccini', {}],
    ['/api/admin/vaccini/add', { id_vaccino: '999000099', descrizione_breve: 'INTRUSO' }],
    ['/api/admin/vaccini/034960056', { descrizione_breve: 'INTRUSO' }],
    ['/api/admin/vaccini/034960056/stato', { attivo: false }],
    ['/api/admin/linkRiferimento', {}],
    [
      '/api/admin/linkRiferimento/add',
      { tipo: 'ospedali_italiani', link_name: 'X', link_url: 'https://x.org' },
    ],
    [
      '/api/admin/linkRiferimento/1',
      { tipo: 'ospedali_italiani', link_name: 'X', link_url: 'https://x.org' },
    ],
    ['/api/admin/linkRiferimento/1/stato', { attivo: false }],
  ];

  it.each([GIULIA_EMAIL, MARCO_EMAIL])(
    'refuses %s every reference-list call with 403 and changes nothing',
    async (email) => {
      const app = appOf();
      const token = (await signIn(app, email)).success.token;
      const counts = async () => [
        await database.db.$count(careCentres),
        await database.db.$count(diagnosticInvestigations),
        await database.db.$count(vaccines),
        await database.db.$count(referenceLinks),
        await database.db.$count(adminAudit),
      ];
      const before = await counts();
      for (const [path, body] of calls) {
        const response = await request(app, 'POST', path, body, { token });
        expect(response.status, path).toBe(403);
      }
      expect(await counts()).toEqual(before);
    },
  );
});
