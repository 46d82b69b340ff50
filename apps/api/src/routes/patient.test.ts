import {
  CareCentreListAnswerSchema,
  ExamListAnswerSchema,
  ExamSaveAnswerSchema,
  FileListAnswerSchema,
  FileSaveAnswerSchema,
  InvestigationSearchAnswerSchema,
  MaritalStatusesAnswerSchema,
  PatientAnswerSchema,
} from '@cartella/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { insertDiaryEntry, softDeleteDiaryEntryRow } from '../db/repositories/diary.ts';
import { insertPatientContact } from '../db/repositories/patients.ts';
import { insertAdverseReaction, insertTherapy } from '../db/repositories/therapies.ts';
import { subscriptions } from '../db/schema.ts';
import { careproviders, diagnoses } from '../db/schemas/care.ts';
import { GIULIA_EMAIL, MARCO_EMAIL } from '../test/accounts.ts';
import { adverseReactionBody } from '../test/adverse-reaction.ts';
import { type PatientSession, signedInApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { pdfBytes, photoMetadata } from '../test/files.ts';
import { createTestClock, okAnswer, request, requestAs, signIn, silentLogger } from '../test/http.ts';

const database = useTestDatabase();

describe('GET /api/patient/{id}', () => {
  it("answers the caller's own record with user, contacts, licence, levels and empty lists", async () => {
    const clock = createTestClock('2026-11-22T09:00:00Z');
    const app = createApp({ db: database.db, config: { now: clock.now, logError: silentLogger } });
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
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
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
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const response = await request(app, 'GET', '/api/patient/999999', undefined, { token: success.token });
    expect(response.status).toBe(403);
  });
});

/** Gives Marco a row in every list the record answers, linked where links exist. */
async function fillEveryList(patientId: number, userId: number) {
  const db = database.db;
  const at = new Date('2026-11-20T10:00:00.123Z');
  const contact = (type: number, name: string, level: number) =>
    insertPatientContact(
      db,
      patientId,
      userId,
      {
        id_contatto_tipologia: type,
        contatto_nominativo: name,
        contatto_telefono: '333 1111111',
        id_livello_confidenzialita: level,
      },
      at,
    );
  await contact(10, 'Anna Rossi', 1);
  await contact(10, 'Zeno Rossi', 6);
  await contact(0, 'Luigi Neri', 4);
  await contact(-1, 'Contatto cancellato', 4);
  const [diagnosis] = await db.select().from(diagnoses).where(eq(diagnoses.id_paziente, patientId));
  const [doctor] = await db.select().from(careproviders).orderBy(careproviders.id_careprovider);
  const drug = '037374055';
  const linked = await insertTherapy(db, {
    id_paziente: patientId,
    id_livello_confidenzialita: 6,
    tipo_terapia: 1,
    id_farmaco_codifa: drug,
    data_inizio: '2026-11-01',
    id_diagnosi: diagnosis?.id_diagnosi ?? null,
    id_prescrittore: doctor?.id_careprovider ?? null,
    prescrittore: 'testo scritto',
    quantita_farmaceutica: '1',
    frequenza_farmaceutica: '2 al giorno',
    note: 'dopo i pasti',
  });
  await insertTherapy(db, {
    id_paziente: patientId,
    id_livello_confidenzialita: 3,
    tipo_terapia: 2,
    id_farmaco_codifa: drug,
    data_inizio: '2026-01-01',
    data_fine: '2026-02-01',
    prescrittore: 'Dott. Scritto',
  });
  await insertTherapy(db, {
    id_paziente: patientId,
    id_livello_confidenzialita: 1,
    tipo_terapia: 0,
    id_farmaco_codifa: drug,
    data_inizio: '2025-01-01',
  });
  const entry = (date: string, text: string) =>
    insertDiaryEntry(db, {
      id_paziente: patientId,
      author_id: userId,
      now: at,
      taccuino_data: date,
      taccuino_descrizione: text,
      id_livello_confidenzialita: 5,
    });
  await entry('2026-11-02', 'Mal di testa');
  await entry('2026-11-03', 'Febbre');
  const deleted = await entry('2026-11-04', 'Voce cancellata');
  await softDeleteDiaryEntryRow(db, deleted.id_taccuino, at);
  if (linked === undefined) throw new Error('therapy not inserted');
  await insertAdverseReaction(db, {
    ...adverseReactionBody(userId, linked.id_terapie, { address_care_provider: 'Via Roma 1' }),
    id_farmaco_codifa: linked.id_farmaco_codifa,
  });
}

describe('GET /api/patient/{id} with every list filled (one SQL statement)', () => {
  it('answers each list exactly as its own endpoint does, adverse reactions included', async () => {
    const clock = createTestClock('2026-11-22T09:00:00Z');
    const app = createApp({ db: database.db, config: { now: clock.now, logError: silentLogger } });
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const patientId = success.user.id_paziente;
    const userId = success.user.id_utente;
    if (patientId === null) throw new Error('Marco has no patient record');
    await fillEveryList(patientId, userId);
    const get = async (path: string) =>
      (await request(app, 'GET', path, undefined, { token: success.token })).json();

    const { data } = v.parse(PatientAnswerSchema, await get(`/api/patient/${patientId}`));

    expect(data.contattiemergenza.map((contact) => contact.contatto_nominativo)).toEqual([
      'Anna Rossi',
      'Zeno Rossi',
    ]);
    expect({ data: data.contattiemergenza }).toEqual(await get(`/api/emergenzaGet/${patientId}`));
    expect({ data: data.contattialtro }).toEqual(await get(`/api/moreContactsGet/${patientId}`));
    expect(data.tbl_terapie.map((therapy) => therapy.tipo_terapia)).toEqual([0, 1, 2]);
    expect(data.tbl_terapie[1]?.diagnosi).not.toBeNull();
    expect({ data: data.tbl_terapie }).toEqual(await get(`/api/getFarmaci/${patientId}/3`));
    expect(data.tbl_taccuinos.map((entry) => (entry as { taccuino_data: string }).taccuino_data)).toEqual([
      '2026-11-03',
      '2026-11-02',
    ]);
    expect({ data: data.tbl_taccuinos }).toEqual(await get(`/api/getTaccuinos/${patientId}`));
    expect(data.associated_doctors.length).toBeGreaterThan(0);
    expect({ data: data.associated_doctors }).toEqual(await get(`/api/getAscDoctors/${patientId}`));
    expect({ data: data.avalailable_doctors }).toEqual(await get(`/api/getNAdoctors/${patientId}`));
    expect(data.adverse_reactions).toHaveLength(1);
    expect({ data: data.adverse_reactions }).toEqual(await get(`/api/getAdverseReaction/${userId}`));
    expect(data.tbl_parametri_vitalis.length).toBeGreaterThan(0);
    expect({ data: data.tbl_parametri_vitalis }).toEqual(await get(`/api/rilevazioniPatient/${patientId}`));
    expect(data.pharmacovigilance_structures).toHaveLength(20);
    expect(data.pharmacovigilance_structures[11]).toEqual({
      id: 12,
      struttura: 'Centro Regionale di Farmacovigilanza - Lazio',
    });
    expect({ data: data.tag_medical_specialties }).toEqual(await get('/api/tagMedicalSpecialties'));
    expect(data.tag_medical_specialties.length).toBeGreaterThan(20);
    expect(data.esami.length).toBeGreaterThan(0);
    expect({ data: data.esami }).toEqual(await get(`/api/getEsami/${patientId}/3`));
    for (const empty of ['tbl_files', 'kardias', 'tbl_gravidanze', 'links'] as const) {
      expect(data[empty], empty).toEqual([]);
    }
    // Issue #24: the consents, treatment 14 given since registration.
    expect(data.consensi.map((row) => [row.Id_Trattamento, row.Consenso])).toEqual([
      [14, true],
      [15, false],
    ]);
    for (const [list, kind] of [
      ['centri_convenzionati_specialistici', 1],
      ['centri_convenzionati_radiologici', 2],
      ['centri_convenzionati_laboratory_analisi', 3],
    ] as const) {
      expect(data[list].length, list).toBeGreaterThanOrEqual(3);
      expect(data[list].every((centre) => centre.tipo === kind && !('email' in centre))).toBe(true);
    }
  });

  it("lists the patient's allergies and intolerances first-class, without excluded or deleted ones", async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'giulia.bianchi@example.org');
    const patientId = success.user.id_paziente;
    if (patientId === null) throw new Error('Giulia has no patient record');
    const allergy = (patologia: string, stato: number, deleted: boolean) => ({
      id_paziente: patientId,
      diagnosi_stato: stato,
      tipo_diagnosi: 'Intolleranza',
      diagnosi_patologia: patologia,
      diagnosi_inserimento: '2026-11-01',
      id_livello_confidenzialita: 6,
      ...(deleted ? { deleted_at: new Date('2026-11-02T08:00:00Z') } : {}),
    });
    await database.db
      .insert(diagnoses)
      .values([allergy('Lattosio', 1, false), allergy('Glutine', 2, false), allergy('Nichel', 0, true)]);
    const get = async (path: string) =>
      (await request(app, 'GET', path, undefined, { token: success.token })).json();

    const { data } = v.parse(PatientAnswerSchema, await get(`/api/patient/${patientId}`));

    const names = data.allergie.map((row) => row.diagnosi_patologia);
    expect(names).toContain('Allergia alla penicillina');
    expect(names).toContain('Lattosio');
    expect(names).not.toContain('Glutine');
    expect(names).not.toContain('Nichel');
    const listed = (await get(`/api/diagnosiPatient/${patientId}`)) as {
      data: { id_diagnosi: number; tipo_diagnosi: string; diagnosi_stato: number }[];
    };
    const expected = listed.data
      .filter((row) => row.tipo_diagnosi !== 'Diagnosi' && row.diagnosi_stato !== 2)
      .map((row) => row.id_diagnosi)
      .sort((a, b) => a - b);
    expect(data.allergie.map((row) => row.id_diagnosi).sort((a, b) => a - b)).toEqual(expected);
  });

  it('answers the licence through its last day and none the day after', async () => {
    const clock = createTestClock('2026-11-22T09:00:00Z');
    const app = createApp({ db: database.db, config: { now: clock.now, logError: silentLogger } });
    const { success } = await signIn(app, 'admin@example.org');
    const endsOn = (date: string) =>
      database.db
        .update(subscriptions)
        .set({ data_scadenza: date })
        .where(eq(subscriptions.id_utente, success.user.id_utente));
    const record = async () => {
      const path = `/api/patient/${success.user.id_paziente}`;
      const answer = await request(app, 'GET', path, undefined, { token: success.token });
      return v.parse(PatientAnswerSchema, await answer.json()).data;
    };
    await endsOn('2026-11-22');
    expect((await record()).sottoscrizione).not.toBeNull();
    await endsOn('2026-11-21');
    expect((await record()).sottoscrizione).toBeNull();
  });
});

/** Uploads a file of the files page as `session`, through POST /api/files. */
async function uploadFile(
  session: PatientSession,
  file: { bytes: Uint8Array; name: string; type: string },
  metadata: Record<string, unknown>,
) {
  const form = new FormData();
  form.set('metadata', JSON.stringify(metadata));
  form.set('file', new File([file.bytes], file.name, { type: file.type }));
  const response = await session.app.request('/api/files', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status).toBe(200);
  const saved = v.parse(FileSaveAnswerSchema, await response.json()).data;
  if (saved === null) throw new Error('the upload answered no file');
  return saved;
}

/** Adds a scheduled laboratory exam at an affiliated laboratory, linked to `diags`, through POST /api/esami. */
async function addScheduledExam(session: PatientSession, reason: string, diags: number[]) {
  const [investigation] = (
    await okAnswer(
      session,
      'POST',
      '/api/esamifilter',
      { search: 'creatinina', indagine_tipologia: 'Laboratori Analisi' },
      InvestigationSearchAnswerSchema,
    )
  ).data;
  const [laboratory] = (
    await okAnswer(session, 'GET', '/api/getCentriIndagini/3', undefined, CareCentreListAnswerSchema)
  ).data;
  const body = {
    id_indagine: 0,
    id_paziente: session.patientId,
    indagine_tipologia: 'Laboratori Analisi',
    id_livello_confidenzialita: 6,
    indagine_stato: 1,
    indagine_motivo: reason,
    indagine_data_display: '2026-11-10',
    id_diagn_investigations: investigation?.id,
    id_centro_indagine: laboratory?.id,
    diags,
  };
  return (await okAnswer(session, 'POST', '/api/esami', body, ExamSaveAnswerSchema)).data;
}

describe('GET /api/patient/{id}: exams, files and Kardia recordings', () => {
  const filled = useTestDatabase();

  it("answers the patient's own exams, files and Kardia recordings as their pages do, without a deleted exam or another patient's", async () => {
    const giulia = await signedInApp(filled.db, GIULIA_EMAIL);
    const marco = await signedInApp(filled.db, MARCO_EMAIL);
    const [diagnosis] = await filled.db
      .select()
      .from(diagnoses)
      .where(eq(diagnoses.id_paziente, giulia.patientId));
    if (diagnosis === undefined) throw new Error('Giulia has no seeded diagnosis');
    const exam = await addScheduledExam(giulia, 'Controllo della funzione renale', [diagnosis.id_diagnosi]);
    const gone = await addScheduledExam(giulia, 'Esame poi eliminato', []);
    expect((await requestAs(giulia, 'DELETE', `/api/esami/${gone.id_indagine}`)).status).toBe(200);
    const report = await uploadFile(
      giulia,
      { bytes: pdfBytes, name: 'referto.pdf', type: 'application/pdf' },
      { ...photoMetadata(giulia.patientId), type: 'documento' },
    );
    const kardia = await uploadFile(
      giulia,
      { bytes: pdfBytes, name: 'ECG 21-11.pdf', type: 'application/pdf' },
      { ...photoMetadata(giulia.patientId), type: 'kardia', data_rilievo: '2026-11-21' },
    );
    const marcoFile = await uploadFile(
      marco,
      { bytes: pdfBytes, name: 'di Marco.pdf', type: 'application/pdf' },
      { ...photoMetadata(marco.patientId), type: 'documento' },
    );
    const marcoExams = (
      await okAnswer(marco, 'GET', `/api/getEsami/${marco.patientId}/3`, undefined, ExamListAnswerSchema)
    ).data;
    expect(marcoExams.length).toBeGreaterThan(0);

    const { data } = await okAnswer(
      giulia,
      'GET',
      `/api/patient/${giulia.patientId}`,
      undefined,
      PatientAnswerSchema,
    );

    expect(data.esami).toContainEqual(
      expect.objectContaining({
        id_indagine: exam.id_indagine,
        indagine_stato: 1,
        indagine_descrizione: 'Creatinina',
        centro_nome: exam.centro_nome,
        diags: [diagnosis.id_diagnosi],
      }),
    );
    const examIds = data.esami.map((item) => item.id_indagine);
    expect(examIds).not.toContain(gone.id_indagine);
    for (const other of marcoExams) expect(examIds).not.toContain(other.id_indagine);
    expect({ data: data.esami }).toEqual(
      await okAnswer(giulia, 'GET', `/api/getEsami/${giulia.patientId}/3`, undefined, ExamListAnswerSchema),
    );
    expect(data.tbl_files.map((file) => file.id_file)).toEqual([report.id_file]);
    expect(data.kardias.map((file) => file.id_file)).toEqual([kardia.id_file]);
    expect([...data.tbl_files, ...data.kardias].map((file) => file.id_file)).not.toContain(marcoFile.id_file);
    const files = (
      await okAnswer(giulia, 'GET', `/api/getFiles/${giulia.patientId}`, undefined, FileListAnswerSchema)
    ).data;
    expect(data.tbl_files).toEqual(files.filter((file) => file.type !== 'kardia'));
    expect(data.kardias).toEqual(files.filter((file) => file.type === 'kardia'));
  });
});

describe('GET /api/statimatrimoniali', () => {
  it('lists the marital statuses in id order', async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const response = await request(app, 'GET', '/api/statimatrimoniali', undefined, { token: success.token });
    expect(response.status).toBe(200);
    const { data } = v.parse(MaritalStatusesAnswerSchema, await response.json());
    expect(data.map((status) => status.id_stato_matrimoniale)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data[1]).toEqual({ id_stato_matrimoniale: 2, stato_matrimoniale_nome: 'Coniugato/a' });
  });
});
