import { ApiErrorBodySchema } from '@cartella/contract';
import { CareCentreListAnswerSchema, MailSentAnswerSchema } from '@cartella/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import { careCentres } from '../db/schemas/exams.ts';
import { type PatientSession as Session, signedInApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { createTestClock, requestAs } from '../test/http.ts';
import { useSmtpServer } from '../test/smtp.ts';

const database = useTestDatabase();
const smtp = useSmtpServer();

/** A patient signed in to an app that mails through this file's SMTP server; `config` adds settings. */
function signedIn(email: string, config: Partial<AppConfig> = {}) {
  return signedInApp(database.db, email, { config: { mailer: smtp.mailer(), ...config } });
}

async function firstCentre(session: Session, kind: number) {
  const response = await requestAs(session, 'GET', `/api/getCentriIndagini/${kind}`);
  const { data } = v.parse(CareCentreListAnswerSchema, await response.json());
  const [centre] = data;
  if (centre === undefined) throw new Error(`No demo centre of kind ${kind}`);
  return centre;
}

function mail(
  session: Session,
  centreId: number | string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return requestAs(session, 'POST', `/api/centriConvenzionati/${centreId}/mail`, body, { headers });
}

const question = {
  topic: 'Prenotazione di una visita cardiologica',
  text: 'Buongiorno,\nvorrei sapere i tempi di attesa per una visita.\nGrazie',
};

describe('POST /api/centriConvenzionati/{id}/mail', () => {
  it("delivers to the centre's stored address whatever the body names, with the patient in Reply-To", async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const centre = await firstCentre(giulia, 2);
    const [stored] = await database.db.select().from(careCentres).where(eq(careCentres.id, centre.id));
    const before = smtp.received.length;

    const response = await mail(giulia, centre.id, {
      ...question,
      to: 'attacker@example.net',
      from: 'chiunque@example.net',
    });
    expect(response.status).toBe(200);
    expect(v.parse(MailSentAnswerSchema, await response.json())).toEqual({ message: 'Messaggio inviato' });

    expect(smtp.received).toHaveLength(before + 1);
    const received = smtp.received.at(-1);
    expect(received?.envelopeTo).toEqual([stored?.email]);
    expect(received?.parsed.to).toMatchObject({
      value: [{ name: centre.centro_nome, address: stored?.email }],
    });
    expect(received?.parsed.replyTo?.value).toEqual([
      { name: 'Giulia Bianchi', address: 'giulia.bianchi@example.org' },
    ]);
    expect(received?.parsed.subject).toBe('Prenotazione di una visita cardiologica');
    expect(received?.parsed.text).toContain('vorrei sapere i tempi di attesa per una visita.');
    expect(received?.raw).not.toContain('attacker@example.net');
    expect(received?.raw).not.toContain('chiunque@example.net');
  });

  it('answers in English for a patient reading English', async () => {
    const marco = await signedIn('marco.rossi@example.org');
    const centre = await firstCentre(marco, 3);
    const response = await mail(marco, centre.id, question, { 'accept-language': 'en' });
    expect(v.parse(MailSentAnswerSchema, await response.json())).toEqual({ message: 'success' });
  });

  it('refuses an empty subject and a text past its limit with translated field issues', async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const centre = await firstCentre(giulia, 1);
    const before = smtp.received.length;
    const response = await mail(giulia, centre.id, { topic: '', text: 'x'.repeat(4001) });
    expect(response.status).toBe(400);
    const { error } = v.parse(ApiErrorBodySchema, await response.json());
    expect(error.fields).toEqual([
      { path: 'topic', code: 'required' },
      { path: 'text', code: 'too_long', params: { max: 4000 } },
    ]);
    expect(error.message).not.toBe('');
    expect((await mail(giulia, centre.id, 'not json')).status).toBe(400);
    expect(smtp.received).toHaveLength(before);
  });

  it('answers 404 for a centre that does not exist and 400 for an id that is not one', async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const before = smtp.received.length;
    expect((await mail(giulia, 999999, question)).status).toBe(404);
    expect((await mail(giulia, 'abc', question)).status).toBe(400);
    expect((await mail(giulia, '99999999999999', question)).status).toBe(400);
    expect(smtp.received).toHaveLength(before);
  });

  it('stops a patient at the limit and lets them write again 24 hours later', async () => {
    const clock = createTestClock('2027-09-01T08:00:00Z');
    const giulia = await signedIn('giulia.bianchi@example.org', { now: clock.now, mailDailyLimit: 2 });
    const centre = await firstCentre(giulia, 1);
    expect((await mail(giulia, centre.id, question)).status).toBe(200);
    expect((await mail(giulia, centre.id, question)).status).toBe(200);
    const before = smtp.received.length;
    const third = await mail(giulia, centre.id, question);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).not.toBeNull();
    expect(smtp.received).toHaveLength(before);
    expect(v.parse(ApiErrorBodySchema, await third.json()).error.message).toMatch(
      /^Hai già inviato 2 messaggi/,
    );
    clock.advanceMinutes(24 * 60 + 1);
    const nextDay = await signedIn('giulia.bianchi@example.org', { now: clock.now, mailDailyLimit: 2 });
    expect((await mail(nextDay, centre.id, question)).status).toBe(200);
  });
});

describe('centre websites', () => {
  it('lists the demo centres of all three kinds with http(s) websites only', async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    for (const kind of [1, 2, 3]) {
      const centre = await firstCentre(giulia, kind);
      expect(centre.table_data.sitoWeb).toMatch(/^https:\/\/example\.org\//);
    }
  });

  it('refuses to store a website that is not http or https', async () => {
    const [centre] = await database.db.select().from(careCentres).limit(1);
    if (centre === undefined) throw new Error('No demo centre');
    for (const site of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.org']) {
      await expect(
        database.db.update(careCentres).set({ sito_web: site }).where(eq(careCentres.id, centre.id)),
      ).rejects.toThrow();
    }
    const [after] = await database.db.select().from(careCentres).where(eq(careCentres.id, centre.id));
    expect(after?.sito_web).toBe(centre.sito_web);
  });
});
