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
  /**
   * Issue #34 (T3a): asks a doctor a patient added to accept the patient's mail at this address. It
   * carries nothing the patient typed (no name, no text): only the account's verified address.
   */
  doctorConfirmation: { patientEmail: string; link: string; days: number };
  /**
   * Issue #23: the link that verifies a new registration's address (24 hours, single use). It greets
   * neutrally: anyone may type any address and any name, so nothing typed rides on our mail (#34, T3b).
   */
  verifyRegistration: { link: string };
  /** Issue #23: someone registered with an address that already has an account. */
  accountExists: { loginLink: string; resetLink: string };
  /** Issue #23: the link to choose a new password (30 minutes, single use). */
  passwordReset: { link: string };
  /** Issue #23: the link that confirms a new sign-in address (24 hours, single use). */
  verifyEmailChange: { link: string };
  /** Issue #23: to the old address, when a change is asked for. */
  emailChangeRequested: { newEmail: string };
  /** Issue #23: to the old address, when the change is done. */
  emailChanged: { newEmail: string };
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
  verifyEmailChange: {
    it: ({ link }) => ({
      subject: 'Conferma il nuovo indirizzo e-mail per Cartella',
      text: [
        'Per usare questo indirizzo per accedere a Cartella apri questo link entro 24 ore (vale una sola volta):',
        link,
        '',
        "Se non l'hai chiesto tu, ignora questa e-mail.",
      ].join('\n'),
    }),
    en: ({ link }) => ({
      subject: 'Confirm the new e-mail address for Cartella',
      text: [
        'To sign in to Cartella with this address open this link within 24 hours (it works once):',
        link,
        '',
        'If you did not ask for it, ignore this e-mail.',
      ].join('\n'),
    }),
  },
  emailChangeRequested: {
    it: ({ newEmail }) => ({
      subject: "Richiesta di cambio dell'indirizzo e-mail di Cartella",
      text: [
        `È stato chiesto di usare ${newEmail} per accedere al tuo account Cartella.`,
        'Il cambio avviene solo se il link inviato al nuovo indirizzo viene aperto entro 24 ore.',
        '',
        'Se non sei stato tu, cambia la password e chiudi le sessioni aperte dalla pagina Account.',
      ].join('\n'),
    }),
    en: ({ newEmail }) => ({
      subject: 'Request to change the e-mail address of Cartella',
      text: [
        `Someone asked to use ${newEmail} to sign in to your Cartella account.`,
        'The change happens only if the link sent to the new address is opened within 24 hours.',
        '',
        'If it was not you, change the password and end the open sessions from the Account page.',
      ].join('\n'),
    }),
  },
  emailChanged: {
    it: ({ newEmail }) => ({
      subject: "L'indirizzo e-mail di Cartella è cambiato",
      text: [
        `Da ora per accedere al tuo account Cartella si usa ${newEmail}.`,
        '',
        'Se non sei stato tu, rivolgiti subito a chi gestisce questa installazione di Cartella.',
      ].join('\n'),
    }),
    en: ({ newEmail }) => ({
      subject: 'The e-mail address of Cartella has changed',
      text: [
        `From now on your Cartella account signs in with ${newEmail}.`,
        '',
        'If it was not you, contact whoever runs this Cartella installation at once.',
      ].join('\n'),
    }),
  },
  verifyRegistration: {
    it: ({ link }) => ({
      subject: 'Conferma il tuo indirizzo e-mail per Cartella',
      text: [
        'Gentile utente,',
        '',
        'per attivare il tuo account Cartella apri questo link entro 24 ore (vale una sola volta):',
        link,
        '',
        "Se non ti sei registrato tu, ignora questa e-mail: senza conferma l'account non viene creato.",
      ].join('\n'),
    }),
    en: ({ link }) => ({
      subject: 'Confirm your e-mail address for Cartella',
      text: [
        'Dear user,',
        '',
        'to activate your Cartella account open this link within 24 hours (it works once):',
        link,
        '',
        'If you did not register, ignore this e-mail: without confirmation no account is created.',
      ].join('\n'),
    }),
  },
  accountExists: {
    it: ({ loginLink, resetLink }) => ({
      subject: 'Hai già un account Cartella',
      text: [
        'Qualcuno ha chiesto di registrarsi a Cartella con questo indirizzo, che ha già un account.',
        '',
        `Per accedere: ${loginLink}`,
        `Se hai dimenticato la password: ${resetLink}`,
        '',
        'Se non sei stato tu, ignora questa e-mail: il tuo account non è cambiato.',
      ].join('\n'),
    }),
    en: ({ loginLink, resetLink }) => ({
      subject: 'You already have a Cartella account',
      text: [
        'Someone asked to register with Cartella using this address, which already has an account.',
        '',
        `To sign in: ${loginLink}`,
        `If you forgot the password: ${resetLink}`,
        '',
        'If it was not you, ignore this e-mail: your account has not changed.',
      ].join('\n'),
    }),
  },
  passwordReset: {
    it: ({ link }) => ({
      subject: 'Scegli una nuova password per Cartella',
      text: [
        'Per scegliere una nuova password apri questo link entro 30 minuti (vale una sola volta):',
        link,
        '',
        'Con la nuova password tutte le sessioni aperte verranno chiuse.',
        'Se non hai chiesto tu di cambiare la password, ignora questa e-mail.',
      ].join('\n'),
    }),
    en: ({ link }) => ({
      subject: 'Choose a new password for Cartella',
      text: [
        'To choose a new password open this link within 30 minutes (it works once):',
        link,
        '',
        'With the new password every open session will be ended.',
        'If you did not ask to change the password, ignore this e-mail.',
      ].join('\n'),
    }),
  },
  doctorConfirmation: {
    it: ({ patientEmail, link, days }) => ({
      subject: 'Un paziente vorrebbe scriverle tramite Cartella',
      text: [
        'Gentile dottoressa, gentile dottore,',
        '',
        `un paziente che usa Cartella (account ${patientEmail}) ha indicato questo indirizzo come quello del suo medico e vorrebbe scriverle tramite Cartella.`,
        `Se accetta, apra questo link entro ${days} giorni e prema Accetto (vale una sola volta):`,
        link,
        '',
        'Se non conosce questa persona o non vuole ricevere messaggi, ignori questa e-mail: senza la sua conferma Cartella non le invierà nessun messaggio del paziente.',
      ].join('\n'),
    }),
    en: ({ patientEmail, link, days }) => ({
      subject: 'A patient would like to write to you through Cartella',
      text: [
        'Dear doctor,',
        '',
        `a patient who uses Cartella (account ${patientEmail}) gave this address as their doctor's and would like to write to you through Cartella.`,
        `If you accept, open this link within ${days} days and press Accept (it works once):`,
        link,
        '',
        'If you do not know this person or do not want their messages, ignore this e-mail: without your confirmation Cartella sends you no message of the patient.',
      ].join('\n'),
    }),
  },
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
