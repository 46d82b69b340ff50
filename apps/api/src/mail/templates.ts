import type { Locale } from '@cartella/domain';

/**
 * The messages Cartella sends, each in Italian and English. A template turns its parameters into a
 * subject and a plain-text body; every later sender (password reset, e-mail verification, share
 * links, centres) adds its template here and sends through `Mailer.send` (mailer.ts).
 */
export interface MailTemplates {
  /**
   * A patient writes to one of their associated doctors (spec 000 section 7, POST /api/sendMail).
   * The patient's own subject is kept; the body says who wrote and how to answer.
   */
  patientToDoctor: { patientName: string; doctorName: string; topic: string; text: string };
  /** An admin started a password reset for an account (issue 25): the link and its lifetime. */
  adminPasswordReset: { accountName: string; link: string; hours: number };
}

export type MailTemplateName = keyof MailTemplates;

interface RenderedMail {
  subject: string;
  text: string;
}

type Renderers = {
  [Name in MailTemplateName]: Record<Locale, (params: MailTemplates[Name]) => RenderedMail>;
};

const renderers: Renderers = {
  patientToDoctor: {
    it: ({ patientName, doctorName, topic, text }) => ({
      subject: topic,
      text: [
        `Gentile ${doctorName},`,
        '',
        text,
        '',
        '--',
        `Messaggio di ${patientName} inviato tramite Cartella.`,
        `Per rispondere a ${patientName} rispondi a questa e-mail.`,
      ].join('\n'),
    }),
    en: ({ patientName, doctorName, topic, text }) => ({
      subject: topic,
      text: [
        `Dear ${doctorName},`,
        '',
        text,
        '',
        '--',
        `Message from ${patientName} sent through Cartella.`,
        `To answer ${patientName}, reply to this e-mail.`,
      ].join('\n'),
    }),
  },
  adminPasswordReset: {
    it: ({ accountName, link, hours }) => ({
      subject: 'Cartella: reimposta la password',
      text: [
        `Gentile ${accountName},`,
        '',
        "l'amministrazione di Cartella ha avviato la reimpostazione della tua password.",
        `Per scegliere una nuova password apri questo collegamento entro ${hours} ore:`,
        link,
        '',
        'Se non hai chiesto tu la reimpostazione, ignora questa e-mail: la password attuale resta valida.',
      ].join('\n'),
    }),
    en: ({ accountName, link, hours }) => ({
      subject: 'Cartella: reset your password',
      text: [
        `Dear ${accountName},`,
        '',
        'the Cartella administration started a reset of your password.',
        `To choose a new password, open this link within ${hours} hours:`,
        link,
        '',
        'If you did not ask for it, ignore this e-mail: your current password stays valid.',
      ].join('\n'),
    }),
  },
};

/** Line breaks and other control characters would end a header line: a subject is one line. */
function oneLine(text: string): string {
  let line = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    line += code < 0x20 || code === 0x7f ? ' ' : character;
  }
  return line.replace(/ {2,}/g, ' ').trim();
}

/** The subject and body of a template in a language. */
export function renderMail<Name extends MailTemplateName>(
  name: Name,
  locale: Locale,
  params: MailTemplates[Name],
): RenderedMail {
  const rendered = renderers[name][locale](params);
  return { subject: oneLine(rendered.subject), text: rendered.text };
}
