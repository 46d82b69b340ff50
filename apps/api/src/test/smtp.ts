import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createMailer } from '../mail/mailer.ts';

/** A message as the loopback SMTP server received it. */
export interface ReceivedMail {
  /** The envelope sender (MAIL FROM). */
  envelopeFrom: string;
  /** The envelope recipients (RCPT TO). */
  envelopeTo: string[];
  /** The raw message as it arrived. */
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port that keeps every message it receives, so a test
 * reads what a doctor's mail server would get (a send resolves once the message is kept). Authentication is accepted for user "cartella".
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // Loopback only: no reverse lookup of the client's address before each message.
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'cartella' && auth.password === 'secret') callback(null, { user: 'cartella' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const from = session.envelope.mailFrom;
            received.push({
              envelopeFrom: from === false ? '' : from.address,
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: raw.toString('utf8'),
              parsed,
            });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error('parse failed')));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://cartella:secret@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts a loopback SMTP server (startSmtpServer) before this file's tests and closes it after
 * them. Answers its address, the messages it received, and `mailer()`: a mailer that sends through
 * it as posta@cartella.example. All are read inside tests and hooks (the server starts before them).
 */
export function useSmtpServer() {
  let server: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (server === undefined) throw new Error('The SMTP server starts before the tests, not at import');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    mailer: () => createMailer({ kind: 'smtp', url: started().url, from: 'posta@cartella.example' }),
  };
}
