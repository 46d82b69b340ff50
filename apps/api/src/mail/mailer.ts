import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@cartella/domain';
import { createTransport } from 'nodemailer';
import { type MailTemplateName, type MailTemplates, renderMail } from './templates.ts';

/** A name and an address, as a header shows them ("Name" <address>). */
interface MailAddress {
  name: string;
  address: string;
}

/** One message to send: a template in a language, with its parameters. */
export interface OutgoingMail<Name extends MailTemplateName = MailTemplateName> {
  to: MailAddress;
  /** Where an answer goes (the patient who wrote); the sender stays the server's address. */
  replyTo?: MailAddress;
  locale: Locale;
  template: Name;
  params: MailTemplates[Name];
}

/**
 * How the server sends mail (apps/api/README.md "Mail"): through SMTP when `SMTP_URL` is set,
 * otherwise into `.eml` files under `DATA_DIR/outbox/`.
 */
export type MailSettings =
  | { kind: 'smtp'; url: string; from: string }
  | { kind: 'outbox'; dir: string; from: string };

/** The one way Cartella sends mail. */
export interface Mailer {
  /** Sends one message; rejects when the SMTP server refuses it or cannot be reached. */
  send<Name extends MailTemplateName>(mail: OutgoingMail<Name>): Promise<void>;
  /** One line for the startup banner; never the SMTP credentials. */
  description: string;
  /**
   * Removes what this server still holds of the messages to or from an address (the outbox's
   * files, issue #34 T5: a deleted person's mail does not stay on disk). SMTP keeps nothing.
   */
  forget(address: string): Promise<void>;
}

/** Display name of the server's address in From. */
const SENDER_NAME = 'Cartella';

/** An SMTP server that does not answer within these times fails the send instead of hanging it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function messageOf<Name extends MailTemplateName>(mail: OutgoingMail<Name>, from: string) {
  const { subject, text } = renderMail(mail.template, mail.locale, mail.params);
  return {
    from: { name: SENDER_NAME, address: from },
    to: mail.to,
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    subject,
    text,
    headers: { 'Content-Language': mail.locale },
  };
}

/** Where an SMTP URL points, without user and password. */
function describeSmtp(url: string): string {
  const parsed = new URL(url);
  return `SMTP ${parsed.protocol === 'smtps:' ? 'over TLS ' : ''}via ${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`;
}

/**
 * The key of an address in outbox file names: the start of its SHA-256, lower case, so a file
 * names no one and the files of a deleted person can be found without reading any.
 */
function addressKey(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * A unique, sortable file name for a message written to the outbox, with the keys of its
 * recipient and, when there is one, of its Reply-To (the patient who wrote).
 */
function outboxFileName(now: Date, mail: OutgoingMail): string {
  const keys = [mail.to, mail.replyTo].flatMap((who) => (who === undefined ? [] : [addressKey(who.address)]));
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}-${keys.join('-')}.eml`;
}

export function createMailer(settings: MailSettings): Mailer {
  if (settings.kind === 'smtp') {
    const transport = createTransport({ url: settings.url, ...SMTP_TIMEOUTS });
    return {
      description: `Mail: ${describeSmtp(settings.url)}, from ${settings.from}.`,
      async send(mail) {
        await transport.sendMail(messageOf(mail, settings.from));
      },
      forget: async () => undefined,
    };
  }
  // The same message composer as SMTP, writing the raw message instead of sending it.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `Mail: no SMTP_URL, messages are written to ${settings.dir} as .eml files.`,
    async send(mail) {
      const info = await transport.sendMail(messageOf(mail, settings.from));
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer answered no message');
      await mkdir(settings.dir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(settings.dir, outboxFileName(new Date(), mail)), info.message, {
        mode: 0o600,
        flag: 'wx',
      });
    },
    async forget(address) {
      const key = `-${addressKey(address)}`;
      const files = await readdir(settings.dir).catch(() => []);
      await Promise.all(
        files
          .filter((file) => file.endsWith('.eml') && file.slice(0, -'.eml'.length).includes(key))
          .map((file) => rm(path.join(settings.dir, file), { force: true })),
      );
    },
  };
}

/**
 * What an app built without mail settings uses (tests; `main.ts` always configures SMTP or the
 * outbox): every message is composed as for real, so a template's error still shows, then dropped.
 */
export function discardingMailer(): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true });
  return {
    description: 'Mail: messages are composed and discarded.',
    async send(mail) {
      await transport.sendMail(messageOf(mail, 'cartella@localhost'));
    },
    forget: async () => undefined,
  };
}
