import { ApiErrorBodySchema } from '@cartella/contract';
import {
  AssociationSaveAnswerSchema,
  MailSentAnswerSchema,
  SentMailListAnswerSchema,
  SpecialtyTagListAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import { type PatientSession as Session, signedInApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { createTestClock, request, requestAs } from '../test/http.ts';
import { useSmtpServer } from '../test/smtp.ts';

const database = useTestDatabase();
const smtp = useSmtpServer();

/** A patient signed in to an app that mails through this file's SMTP server; `config` adds settings. */
function signedIn(email: string, config: Partial<AppConfig> = {}) {
  return signedInApp(database.db, email, { config: { mailer: smtp.mailer(), ...config } });
}

function send(session: Session, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return requestAs(session, 'POST', '/api/sendMail', body, { headers });
}

async function sent(session: Session, patientId = session.patientId) {
  const response = await requestAs(session, 'GET', `/api/sentMails/${patientId}`);
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

describe('mail to a doctor the patient added (issue #34, T3a)', () => {
  /** Marco, on a clock of this test's own, adds a doctor who is not in the directory. */
  async function marcoAddsDoctor(start: string, config: Partial<AppConfig> = {}) {
    const clock = createTestClock(start);
    const marco = await signedIn('marco.rossi@example.org', {
      now: clock.now,
      publicUrl: 'https://cartella.example',
      ...config,
    });
    const email = `medico.${Math.random().toString(36).slice(2, 10)}@studio.example`;
    const tags = await requestAs(marco, 'GET', '/api/tagMedicalSpecialties');
    const [tag] = v.parse(SpecialtyTagListAnswerSchema, await tags.json()).data;
    const added = await requestAs(marco, 'POST', '/api/dottori', {
      id_paziente: marco.patientId,
      fullname: 'Premio: clicca https://example.com',
      id_tag: tag?.id,
      email,
    });
    expect(added.status).toBe(200);
    const { data } = v.parse(AssociationSaveAnswerSchema, await added.json());
    return { marco, clock, email, doctorId: data?.id_careprovider ?? 0, answer: data };
  }

  function confirmationTo(email: string) {
    const mail = smtp.received.findLast((received) => received.envelopeTo.includes(email));
    if (mail === undefined) throw new Error(`No confirmation request reached ${email}`);
    const text = mail.parsed.text ?? '';
    const link = text
      .slice(text.indexOf('https://cartella.example/webui/medico/conferma?token='))
      .split(/\s/)[0];
    return { mail, token: new URL(link ?? '').searchParams.get('token') ?? '' };
  }

  it('writes only once the doctor accepted through the mailed link, which carries nothing the patient typed', async () => {
    const { marco, email, answer } = await marcoAddsDoctor('2028-03-01T08:00:00Z');
    expect(answer?.care_provider).toMatchObject({ aggiunto_dal_paziente: true, email_confermata: false });
    const { mail, token } = confirmationTo(email);
    expect(mail.parsed.subject).toBe('Un paziente vorrebbe scriverle tramite Cartella');
    expect(mail.parsed.text).toContain('account marco.rossi@example.org');
    expect(mail.parsed.text).not.toMatch(/Premio|clicca/);

    const before = smtp.received.length;
    const refused = await send(marco, { ...toLauraNeri, to: email });
    expect(refused.status).toBe(409);
    expect(v.parse(ApiErrorBodySchema, await refused.json()).error.message).toMatch(
      /^Il medico non ha ancora confermato l'indirizzo e-mail/,
    );
    expect(smtp.received).toHaveLength(before);

    const confirm = (body: unknown) => request(marco.app, 'POST', '/api/dottori/conferma', body);
    expect((await confirm({ token })).status).toBe(200);
    expect((await confirm({ token })).status).toBe(400);

    expect((await send(marco, { ...toLauraNeri, to: email })).status).toBe(200);
    expect(smtp.received.at(-1)?.envelopeTo).toEqual([email]);
    expect(smtp.received.at(-1)?.parsed.text).toContain('ho ricevuto i risultati');
  });

  it('sends the request again at most once an hour, and refuses a doctor the caller did not add', async () => {
    const { marco, clock, email, doctorId } = await marcoAddsDoctor('2028-04-01T08:00:00Z');
    const again = (session: Session) => requestAs(session, 'POST', `/api/dottori/${doctorId}/conferma`);
    const tooSoon = await again(marco);
    expect(tooSoon.status).toBe(429);
    expect(v.parse(ApiErrorBodySchema, await tooSoon.json()).error.message).toMatch(
      /^La richiesta di conferma è stata inviata da poco/,
    );
    clock.advanceMinutes(61);
    const before = smtp.received.length;
    expect((await again(await signedIn('marco.rossi@example.org', { now: clock.now }))).status).toBe(200);
    expect(smtp.received.slice(before).map((received) => received.envelopeTo)).toEqual([[email]]);
    expect((await again(await signedIn('giulia.bianchi@example.org', { now: clock.now }))).status).toBe(403);
  });

  it('caps the mail to one address in a day for the whole server, doctors of the directory included', async () => {
    const clock = createTestClock('2028-05-01T08:00:00Z');
    const config = { now: clock.now, mailRecipientDailyLimit: 2 };
    const toFerri = { ...toLauraNeri, to: 'paolo.ferri@example.org' };
    const marco = await signedIn('marco.rossi@example.org', config);
    expect((await send(marco, toFerri)).status).toBe(200);
    expect((await send(marco, toFerri)).status).toBe(200);
    const refused = await send(marco, toFerri);
    expect(refused.status).toBe(429);
    expect(v.parse(ApiErrorBodySchema, await refused.json()).error.message).toMatch(
      /^Oggi Cartella non può inviare altri messaggi a questo indirizzo/,
    );
    clock.advanceMinutes(24 * 60 + 1);
    expect((await send(await signedIn('marco.rossi@example.org', config), toFerri)).status).toBe(200);
  });

  it('caps the mail patients cause in a day on the whole server', async () => {
    const clock = createTestClock('2028-06-01T08:00:00Z');
    const config = { now: clock.now, mailServerDailyLimit: 1 };
    const marco = await signedIn('marco.rossi@example.org', config);
    expect((await send(marco, { ...toLauraNeri, to: 'paolo.ferri@example.org' })).status).toBe(200);
    const giulia = await signedIn('giulia.bianchi@example.org', config);
    expect((await send(giulia, toLauraNeri)).status).toBe(429);
  });
});
