import { MailSentAnswerSchema, SentMailListAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { ApiErrorBodySchema } from '../openapi.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestClock, request, signInPatient, silentLogger } from '../test/http.ts';
import { startSmtpServer } from '../test/smtp.ts';

let handle: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});

type Session = Awaited<ReturnType<typeof signInPatient>>;

function signedIn(email: string, config: Partial<AppConfig> = {}) {
  const mailer = createMailer({ kind: 'smtp', url: smtp.url, from: 'posta@cartella.example' });
  return signInPatient(
    createApp({
      db: handle.db,
      config: { logError: silentLogger, logSecurityEvent: silentLogger, mailer, ...config },
    }),
    email,
  );
}

function send(session: Session, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return request(session.app, 'POST', '/api/sendMail', body, { token: session.token, headers });
}

async function sent(session: Session, patientId = session.patientId) {
  const response = await request(session.app, 'GET', `/api/sentMails/${patientId}`, undefined, {
    token: session.token,
  });
  return response;
}

const toLauraNeri = {
  topic: 'Esami del sangue: quando li ripeto? È urgente',
  text: 'Buongiorno dottoressa,\nho ricevuto i risultati. Quando devo ripeterli?\nGiulia',
  from: 'chiunque@example.net',
  to: 'laura.neri@example.org',
  name: 'Qualcun altro',
  recName: 'Nome inventato',
};

describe('POST /api/sendMail', () => {
  it("delivers to the patient's doctor from the server's address, with the patient in Reply-To, and lists it", async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const before = smtp.received.length;

    const response = await send(giulia, toLauraNeri);
    expect(response.status).toBe(200);
    expect(v.parse(MailSentAnswerSchema, await response.json())).toEqual({ message: 'Messaggio inviato' });

    expect(smtp.received).toHaveLength(before + 1);
    const [mail] = smtp.received.slice(-1);
    expect(mail?.envelopeFrom).toBe('posta@cartella.example');
    expect(mail?.envelopeTo).toEqual(['laura.neri@example.org']);
    // The stored doctor's name and the signed-in patient's address, not what the body claimed.
    expect(mail?.parsed.to).toMatchObject({
      value: [{ name: 'Dott.ssa Laura Neri', address: 'laura.neri@example.org' }],
    });
    expect(mail?.parsed.replyTo?.value).toEqual([
      { name: 'Giulia Bianchi', address: 'giulia.bianchi@example.org' },
    ]);
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Cartella', address: 'posta@cartella.example' }]);
    expect(mail?.parsed.subject).toBe('Esami del sangue: quando li ripeto? È urgente');
    expect(mail?.parsed.text).toContain('ho ricevuto i risultati. Quando devo ripeterli?');
    expect(mail?.parsed.text).toContain('Messaggio di Giulia Bianchi inviato tramite Cartella.');
    expect(mail?.raw).not.toContain('chiunque@example.net');

    const list = await sent(giulia);
    expect(list.status).toBe(200);
    const { data } = v.parse(SentMailListAnswerSchema, await list.json());
    expect(data[0]).toMatchObject({
      destinatario_nome: 'Dott.ssa Laura Neri',
      destinatario_email: 'laura.neri@example.org',
      oggetto: 'Esami del sangue: quando li ripeto? È urgente',
    });
  });

  it('writes in English for a patient reading English', async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const response = await send(giulia, toLauraNeri, { 'accept-language': 'en' });
    expect(v.parse(MailSentAnswerSchema, await response.json())).toEqual({ message: 'success' });
    expect(smtp.received.at(-1)?.parsed.text).toContain('Message from Giulia Bianchi sent through Cartella.');
  });

  it("refuses an address that is not one of the caller's doctors: never an open relay", async () => {
    const marco = await signedIn('marco.rossi@example.org');
    const before = smtp.received.length;
    for (const to of ['laura.neri@example.org', 'someone@example.net', 'marco.rossi@example.org']) {
      const response = await send(marco, { ...toLauraNeri, to });
      expect(response.status).toBe(403);
      expect(v.parse(ApiErrorBodySchema, await response.json()).error.message).toBe(
        'Puoi scrivere solo ai tuoi dottori.',
      );
    }
    expect(smtp.received).toHaveLength(before);
    const list = await sent(marco);
    expect(v.parse(SentMailListAnswerSchema, await list.json()).data).toEqual([]);
  });

  it("finds the doctor whatever the case of the address, and refuses Giulia's list to Marco", async () => {
    const marco = await signedIn('marco.rossi@example.org');
    const giulia = await signedIn('giulia.bianchi@example.org');
    const response = await send(marco, { ...toLauraNeri, to: 'Paolo.Ferri@Example.org' });
    expect(response.status).toBe(200);
    expect(smtp.received.at(-1)?.envelopeTo).toEqual(['paolo.ferri@example.org']);
    expect((await sent(marco, giulia.patientId)).status).toBe(403);
  });

  it('refuses an empty subject and a text past its limit', async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const response = await send(giulia, { ...toLauraNeri, topic: '', text: 'x'.repeat(4001) });
    expect(response.status).toBe(400);
    expect(v.parse(ApiErrorBodySchema, await response.json()).error.fields).toEqual([
      { path: 'topic', code: 'required' },
      { path: 'text', code: 'too_long', params: { max: 4000 } },
    ]);
  });

  it('stops a patient at the daily limit and lets them write again 24 hours after', async () => {
    // Months after the other tests' mails, so only this test's count.
    const clock = createTestClock('2027-06-01T08:00:00Z');
    const config = { now: clock.now, mailDailyLimit: 2 };
    const toFerri = { ...toLauraNeri, to: 'paolo.ferri@example.org' };
    const marco = await signedIn('marco.rossi@example.org', config);
    expect((await send(marco, toFerri)).status).toBe(200);
    clock.advanceMinutes(60);
    const later = await signedIn('marco.rossi@example.org', config);
    expect((await send(later, toFerri)).status).toBe(200);
    const refused = await send(later, toFerri);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(23 * 3600));
    expect(v.parse(ApiErrorBodySchema, await refused.json()).error.message).toMatch(
      /^Hai già inviato 2 messaggi nelle ultime 24 ore\. Riprova tra /,
    );
    clock.advanceMinutes(23 * 60);
    const nextDay = await signedIn('marco.rossi@example.org', config);
    expect((await send(nextDay, toFerri)).status).toBe(200);
  });

  it('answers 502 with a readable message when the mail server refuses, and does not list the mail', async () => {
    const broken = createMailer({
      kind: 'smtp',
      url: smtp.url.replace('secret', 'wrong'),
      from: 'posta@cartella.example',
    });
    const giulia = await signedIn('giulia.bianchi@example.org', { mailer: broken });
    const before = v.parse(SentMailListAnswerSchema, await (await sent(giulia)).json()).data.length;
    const response = await send(giulia, toLauraNeri);
    expect(response.status).toBe(502);
    expect(v.parse(ApiErrorBodySchema, await response.json()).error).toMatchObject({
      code: 'mail_failed',
      message:
        'Il messaggio non è stato inviato: il server di posta non risponde o lo ha rifiutato. Riprova più tardi.',
    });
    expect(v.parse(SentMailListAnswerSchema, await (await sent(giulia)).json()).data).toHaveLength(before);
  });
});
