import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp.ts';
import { createMailer } from './mailer.ts';

const patientToDoctor = {
  to: { name: 'Dott. Luca Bianchi', address: 'luca.bianchi@studio-medico.example' },
  replyTo: { name: 'Giulia Conti', address: 'giulia.conti@example.org' },
  template: 'patientToDoctor' as const,
  params: {
    patientName: 'Giulia Conti',
    doctorName: 'Dott. Luca Bianchi',
    topic: 'Richiesta di visita: dolore al ginocchio, è urgente?',
    text: 'Buongiorno dottore,\nposso prenotare una visita la settimana prossima?\nGrazie',
  },
};

describe('sending through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers the message to the SMTP server with the server as sender and the patient in Reply-To', async () => {
    const mailer = createMailer({ kind: 'smtp', url: smtp.url, from: 'posta@cartella.example' });
    await mailer.send({ ...patientToDoctor, locale: 'it' });

    const [mail] = smtp.received.slice(-1);
    expect(mail?.envelopeFrom).toBe('posta@cartella.example');
    expect(mail?.envelopeTo).toEqual(['luca.bianchi@studio-medico.example']);
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Cartella', address: 'posta@cartella.example' }]);
    expect(mail?.parsed.to).toMatchObject({
      value: [{ name: 'Dott. Luca Bianchi', address: 'luca.bianchi@studio-medico.example' }],
    });
    expect(mail?.parsed.replyTo?.value).toEqual([
      { name: 'Giulia Conti', address: 'giulia.conti@example.org' },
    ]);
    expect(mail?.parsed.headers.get('content-language')).toBe('it');
  });

  it('keeps accented letters of the subject and the body (UTF-8, encoded for the wire)', async () => {
    const mailer = createMailer({ kind: 'smtp', url: smtp.url, from: 'posta@cartella.example' });
    await mailer.send({ ...patientToDoctor, locale: 'it' });

    const [mail] = smtp.received.slice(-1);
    expect(mail?.parsed.subject).toBe('Richiesta di visita: dolore al ginocchio, è urgente?');
    // The raw header is encoded (RFC 2047), never 8-bit text.
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail?.parsed.text).toContain('Gentile Dott. Luca Bianchi,');
    expect(mail?.parsed.text).toContain('posso prenotare una visita la settimana prossima?');
    expect(mail?.parsed.text).toContain('Messaggio di Giulia Conti inviato tramite Cartella.');
  });

  it('writes the English template for an English-speaking patient', async () => {
    const mailer = createMailer({ kind: 'smtp', url: smtp.url, from: 'posta@cartella.example' });
    await mailer.send({ ...patientToDoctor, locale: 'en' });

    const [mail] = smtp.received.slice(-1);
    expect(mail?.parsed.text).toContain('Dear Dott. Luca Bianchi,');
    expect(mail?.parsed.text).toContain('Message from Giulia Conti sent through Cartella.');
    expect(mail?.parsed.headers.get('content-language')).toBe('en');
  });

  it('makes a subject one line, so a line break cannot add a header', async () => {
    const mailer = createMailer({ kind: 'smtp', url: smtp.url, from: 'posta@cartella.example' });
    const params = { ...patientToDoctor.params, topic: 'Ciao\r\nBcc: altro@example.org' };
    await mailer.send({ ...patientToDoctor, params, locale: 'it' });

    const [mail] = smtp.received.slice(-1);
    expect(mail?.parsed.subject).toBe('Ciao Bcc: altro@example.org');
    expect(mail?.parsed.bcc).toBeUndefined();
    expect(mail?.envelopeTo).toEqual(['luca.bianchi@studio-medico.example']);
  });

  it('rejects when the SMTP server refuses the credentials', async () => {
    const wrong = smtp.url.replace('secret', 'wrong');
    const mailer = createMailer({ kind: 'smtp', url: wrong, from: 'posta@cartella.example' });
    await expect(mailer.send({ ...patientToDoctor, locale: 'it' })).rejects.toThrow();
  });

  it('names the SMTP server in the banner without its password', () => {
    const mailer = createMailer({ kind: 'smtp', url: smtp.url, from: 'posta@cartella.example' });
    expect(mailer.description).toMatch(/^Mail: SMTP via 127\.0\.0\.1:\d+, from posta@cartella\.example\.$/);
    expect(mailer.description).not.toContain('secret');
  });
});

describe('sending without SMTP_URL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cartella-outbox-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file readable only by the server user, and says so', async () => {
    const dir = path.join(dataDir, 'outbox');
    const mailer = createMailer({ kind: 'outbox', dir, from: 'cartella@localhost' });
    expect(mailer.description).toBe(`Mail: no SMTP_URL, messages are written to ${dir} as .eml files.`);

    await mailer.send({ ...patientToDoctor, locale: 'it' });
    await mailer.send({ ...patientToDoctor, locale: 'en' });

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    expect((await stat(path.join(dir, files[0] ?? ''))).mode & 0o077).toBe(0);
    const parsed = await simpleParser(await readFile(path.join(dir, files[0] ?? '')));
    expect(parsed.subject).toBe('Richiesta di visita: dolore al ginocchio, è urgente?');
    expect(parsed.replyTo?.value).toEqual([{ name: 'Giulia Conti', address: 'giulia.conti@example.org' }]);
  });

  it("removes a forgotten person's messages, to them or from them, and keeps everyone else's (issue #34 T5)", async () => {
    const dir = path.join(dataDir, 'outbox-forget');
    const mailer = createMailer({ kind: 'outbox', dir, from: 'cartella@localhost' });
    await mailer.send({ ...patientToDoctor, locale: 'it' });
    await mailer.send({
      ...patientToDoctor,
      to: { name: 'Giulia', address: 'Giulia.Conti@example.org' },
      locale: 'it',
    });
    await mailer.send({
      ...patientToDoctor,
      replyTo: { name: 'Altro', address: 'altro@example.org' },
      locale: 'it',
    });
    expect(await readdir(dir)).toHaveLength(3);
    for (const file of await readdir(dir)) expect(file).not.toContain('giulia');

    await mailer.forget('giulia.conti@example.org');
    const left = await readdir(dir);
    expect(left).toHaveLength(1);
    const parsed = await simpleParser(await readFile(path.join(dir, left[0] ?? '')));
    expect(parsed.replyTo?.value).toEqual([{ name: 'Altro', address: 'altro@example.org' }]);
  });
});
