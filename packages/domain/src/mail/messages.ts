import type { Message } from '../shared/messages.ts';

/** POST /api/sendMail past the per-patient daily limit (429 `rate_limited`); {limit} is the limit. */
export const mailDailyLimitReached: Message = {
  id: 'error.mail_daily_limit',
  it: 'Hai già inviato {limit} messaggi nelle ultime 24 ore. Riprova tra {wait}.',
  en: 'You already sent {limit} messages in the last 24 hours. Try again in {wait}.',
};

/**
 * POST /api/sendMail to an address that is not one of the patient's associated doctors: the
 * server writes only to them (403 `forbidden` with this text).
 */
export const mailRecipientNotOwnDoctor: Message = {
  id: 'error.mail_recipient',
  it: 'Puoi scrivere solo ai tuoi dottori.',
  en: 'You can write only to your doctors.',
};

/**
 * POST /api/sendMail to a doctor the patient added whose address has not accepted yet (409
 * `conflict`; issue #34, T3a): the server writes only to addresses of the directory or confirmed by
 * their owner.
 */
export const mailDoctorNotConfirmed: Message = {
  id: 'error.mail_doctor_not_confirmed',
  it:
    "Il medico non ha ancora confermato l'indirizzo e-mail: potrai scrivergli quando avrà accettato " +
    'la richiesta che Cartella gli ha inviato. Dalla pagina Dottori puoi inviargliela di nuovo.',
  en:
    'The doctor has not confirmed the e-mail address yet: you can write once they accept the request ' +
    'Cartella sent them. You can send it again from the Doctors page.',
};

/** A patient's mail past a server-wide daily cap, per recipient or in total (429; issue #34, T3a). */
export const mailServerLimitReached: Message = {
  id: 'error.mail_server_limit',
  it: 'Oggi Cartella non può inviare altri messaggi a questo indirizzo. Riprova tra {wait}.',
  en: 'Cartella cannot send more messages to this address today. Try again in {wait}.',
};

/** A doctor's confirmation request asked again within the hour (429; issue #34, T3a). */
export const doctorConfirmationTooSoon: Message = {
  id: 'error.doctor_confirmation_too_soon',
  it: 'La richiesta di conferma è stata inviata da poco. Puoi inviarla di nuovo tra {wait}.',
  en: 'The confirmation request was sent a short while ago. You can send it again in {wait}.',
};

/** The answers of the doctor's confirmation (issue #34, T3a). */
export const doctorConfirmationMessages = {
  requestSent: {
    id: 'success.doctor_confirmation_sent',
    it: "Abbiamo chiesto al medico di confermare l'indirizzo e-mail.",
    en: 'We asked the doctor to confirm the e-mail address.',
  },
  confirmed: {
    id: 'success.doctor_confirmed',
    it: 'Grazie: da ora il paziente può scriverle tramite Cartella a questo indirizzo.',
    en: 'Thank you: from now on the patient can write to you at this address through Cartella.',
  },
} as const satisfies Record<string, Message>;
