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
