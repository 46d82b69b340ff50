import * as v from 'valibot';

/** The answer of POST /api/sendMail: the translated success text. */
export const MailSentAnswerSchema = v.object({
  /** 'Messaggio inviato' (spec 000 section 8 quotes 'success'). */
  message: v.string(),
});

/** One mail the patient sent, as listed (the text is not kept). */
const SentMailSchema = v.object({
  /** Mail id. */
  id_mail: v.number(),
  /** When it was sent, ISO 8601. */
  inviata_il: v.string(),
  /** The doctor's name. */
  destinatario_nome: v.string(),
  /** The doctor's e-mail. */
  destinatario_email: v.string(),
  /** Subject. */
  oggetto: v.string(),
});

/** The answer of GET /api/sentMails/{id}: the patient's sent mail, newest first. */
export const SentMailListAnswerSchema = v.object({
  /** The mails. */
  data: v.array(SentMailSchema),
});
