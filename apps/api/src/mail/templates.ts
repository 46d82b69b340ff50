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
