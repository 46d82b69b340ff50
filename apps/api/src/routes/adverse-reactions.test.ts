import { ApiErrorBodySchema } from '@cartella/contract';
import { AdverseReactionListAnswerSchema, AdverseReactionSaveAnswerSchema } from '@cartella/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env.ts';
import { pdfText } from '../pdf/pdf-text.ts';
import { adverseReactionBody } from '../test/adverse-reaction.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { errorOf, request, signIn } from '../test/http.ts';
import { insertTestTherapy } from '../test/therapies.ts';

const database = useTestDatabase();

async function signedInWithTherapy(email: string) {
  const { app } = createTestApp(database.db);
  const { success } = await signIn(app, email);
  const patientId = success.user.id_paziente;
  if (patientId === null) throw new Error(`${email} has no patient record`);
  const therapy = await insertTestTherapy(database.db, patientId);
  return { app, token: success.token, userId: success.user.id_utente, therapyId: therapy.id_terapie };
}

/** Files an adverse-reaction report (`body`) in `app` with `token`. */
function fileReport(app: Hono<AppEnv>, token: string, body: unknown) {
  return request(app, 'POST', '/api/adverseReaction', body, { token });
}

function report(userId: number, therapyId: number) {
  return adverseReactionBody(userId, therapyId, { reaction: 'Eruzione cutanea pruriginosa' });
}
const femaleFields = { date_last_menstruation: '2026-11-01', pregnancy: 'Sconosciuta', nursing_mother: 0 };

describe('POST /api/adverseReaction', () => {
  it('files a report for a female patient and lists it afterwards with the drug name', async () => {
    const { app, token, userId, therapyId } = await signedInWithTherapy('giulia.bianchi@example.org');
    const response = await fileReport(app, token, { ...report(userId, therapyId), ...femaleFields });
    expect(response.status).toBe(200);
    const saved = v.parse(AdverseReactionSaveAnswerSchema, await response.json());
    const list = v.parse(
      AdverseReactionListAnswerSchema,
      await (await request(app, 'GET', `/api/getAdverseReaction/${userId}`, undefined, { token })).json(),
    );
    expect(list.data.find((item) => item.id === saved.id)).toMatchObject({
      farmaco: 'CLARITROMICINA EG',
      pregnancy: 'Sconosciuta',
      severity: 'Non grave',
    });
  });

  it('requires the menstruation and pregnancy fields only from female patients', async () => {
    const giulia = await signedInWithTherapy('giulia.bianchi@example.org');
    const missing = await fileReport(giulia.app, giulia.token, report(giulia.userId, giulia.therapyId));
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields?.map((field: { path: string }) => field.path).sort()).toEqual([
      'date_last_menstruation',
      'nursing_mother',
      'pregnancy',
    ]);
    const marco = await signedInWithTherapy('marco.rossi@example.org');
    const ok = await fileReport(marco.app, marco.token, report(marco.userId, marco.therapyId));
    expect(ok.status).toBe(200);
  });

  it('requires every field, puts the assumption order on the last date, and never echoes values', async () => {
    const { app, token, userId, therapyId } = await signedInWithTherapy('marco.rossi@example.org');
    const empty = await fileReport(app, token, {
      ...report(userId, therapyId),
      reaction: '',
      batch_number: ' ',
    });
    expect((await errorOf(empty)).fields).toEqual([
      { path: 'reaction', code: 'required' },
      { path: 'batch_number', code: 'required' },
    ]);
    const order = await fileReport(app, token, {
      ...report(userId, therapyId),
      first_assumption_date: '2026-11-10',
      reaction_affect: 11,
    });
    const text = await order.text();
    const paths = v
      .parse(ApiErrorBodySchema, JSON.parse(text))
      .error.fields?.map((field: { path: string; code: string }) => `${field.path}:${field.code}`);
    expect(paths).toContain('reaction_affect:out_of_range');
    expect(text).not.toContain('2026-11-10');
    const orderOnly = await fileReport(app, token, {
      ...report(userId, therapyId),
      first_assumption_date: '2026-11-10',
    });
    expect((await errorOf(orderOnly)).fields).toEqual([
      { path: 'last_assumption_date', code: 'first_assumption_after_last' },
    ]);
  });

  it("refuses another user's id, another patient's therapy and an unknown structure", async () => {
    const giulia = await signedInWithTherapy('giulia.bianchi@example.org');
    const marco = await signedInWithTherapy('marco.rossi@example.org');
    const spoofed = await fileReport(marco.app, marco.token, report(giulia.userId, giulia.therapyId));
    expect(spoofed.status).toBe(403);
    const foreignTherapy = await fileReport(marco.app, marco.token, report(marco.userId, giulia.therapyId));
    expect(foreignTherapy.status).toBe(404);
    const badStructure = await fileReport(marco.app, marco.token, {
      ...report(marco.userId, marco.therapyId),
      id_structure_pharmacovigilance: 99,
    });
    expect((await errorOf(badStructure)).fields).toEqual([
      { path: 'id_structure_pharmacovigilance', code: 'option_invalid' },
    ]);
    const list = await request(marco.app, 'GET', `/api/getAdverseReaction/${giulia.userId}`, undefined, {
      token: marco.token,
    });
    expect(list.status).toBe(403);
  });
});

describe('GET /api/adverseReaction/{id}/pdf', () => {
  it('lays the caller’s report out like the citizen form, with the patient, reaction, drug and centre', async () => {
    const { app, token, userId, therapyId } = await signedInWithTherapy('giulia.bianchi@example.org');
    const saved = v.parse(
      AdverseReactionSaveAnswerSchema,
      await (await fileReport(app, token, { ...report(userId, therapyId), ...femaleFields })).json(),
    );
    const response = await request(app, 'GET', `/api/adverseReaction/${saved.id}/pdf`, undefined, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`segnalazione-${saved.id}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Scheda di segnalazione di sospetta reazione avversa');
    expect(text).toContain('Giulia Bianchi');
    for (const heading of [
      '1. Informazioni sul paziente',
      '2. Informazioni sulla reazione avversa',
      '3. Informazioni sul farmaco sospetto',
      '4. Altri farmaci e altre malattie',
      '5. Informazioni sul segnalatore (il paziente)',
    ])
      expect(text).toContain(heading);
    for (const value of [
      'Eruzione cutanea pruriginosa',
      'CLARITROMICINA EG',
      'AB123',
      'Dott. Verdi',
      'Sconosciuta',
    ])
      expect(text).toContain(value);
    expect(text).toMatch(/Centro Regionale di Farmacovigilanza - \S/);
  });

  it('leaves the female-only lines out of a male patient’s form', async () => {
    const { app, token, userId, therapyId } = await signedInWithTherapy('marco.rossi@example.org');
    const saved = v.parse(
      AdverseReactionSaveAnswerSchema,
      await (await fileReport(app, token, report(userId, therapyId))).json(),
    );
    const response = await request(app, 'GET', `/api/adverseReaction/${saved.id}/pdf`, undefined, { token });
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Marco Rossi');
    expect(text).not.toContain('Gravidanza');
  });

  it("answers 404 for another user's report and an unknown one, and 400 for a malformed id", async () => {
    const giulia = await signedInWithTherapy('giulia.bianchi@example.org');
    const marco = await signedInWithTherapy('marco.rossi@example.org');
    const saved = v.parse(
      AdverseReactionSaveAnswerSchema,
      await (
        await fileReport(giulia.app, giulia.token, {
          ...report(giulia.userId, giulia.therapyId),
          ...femaleFields,
        })
      ).json(),
    );
    const foreign = await request(marco.app, 'GET', `/api/adverseReaction/${saved.id}/pdf`, undefined, {
      token: marco.token,
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('Giulia');
    const unknown = await request(marco.app, 'GET', '/api/adverseReaction/999999/pdf', undefined, {
      token: marco.token,
    });
    expect(unknown.status).toBe(404);
    const malformed = await request(marco.app, 'GET', '/api/adverseReaction/x/pdf', undefined, {
      token: marco.token,
    });
    expect(malformed.status).toBe(400);
  });
});

describe('given a report about a therapy the patient later deletes', () => {
  it('keeps the report in the list, with its drug, and its PDF still downloads', async () => {
    const { app, token, userId, therapyId } = await signedInWithTherapy('marco.rossi@example.org');
    const filed = await fileReport(app, token, report(userId, therapyId));
    const saved = v.parse(AdverseReactionSaveAnswerSchema, await filed.json());
    const { success } = await signIn(app, 'marco.rossi@example.org');
    const deleted = await request(
      app,
      'POST',
      '/api/farmaci',
      { status: 'delete', id_paziente: success.user.id_paziente, id_terapie: therapyId },
      { token },
    );
    expect(deleted.status).toBe(200);

    const list = v.parse(
      AdverseReactionListAnswerSchema,
      await (await request(app, 'GET', `/api/getAdverseReaction/${userId}`, undefined, { token })).json(),
    );
    expect(list.data.find((item) => item.id === saved.id)).toMatchObject({
      id_terapie: null,
      farmaco: 'CLARITROMICINA EG',
      reaction: 'Eruzione cutanea pruriginosa',
    });
    const pdf = await request(app, 'GET', `/api/adverseReaction/${saved.id}/pdf`, undefined, { token });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('CLARITROMICINA EG');
    expect(text).toContain('Eruzione cutanea pruriginosa');
  });
});
