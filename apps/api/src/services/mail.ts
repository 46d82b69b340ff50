import { type CentreMailSchema, type Locale, type MailSchema, mailDailyLimitReached } from '@cartella/domain';
import type * as v from 'valibot';
import { findLoginProfile } from '../db/repositories/access.ts';
import {
  deleteOutgoingMail,
  deleteSentMail,
  findAssociationByEmail,
  findPatientCareprovider,
  listSentMails,
  reserveSentMail,
} from '../db/repositories/doctors.ts';
import { findCentre } from '../db/repositories/exams.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { recipientHash, serverCapReached, serverMailCaps } from './doctor-confirmation.ts';

/** The window of the per-patient mail limit. */
const DAY_MS = 24 * 60 * 60 * 1000;

type MailBody = v.InferOutput<typeof MailSchema>;
type CentreMailBody = v.InferOutput<typeof CentreMailSchema>;

type LoginProfile = NonNullable<Awaited<ReturnType<typeof findLoginProfile>>>;

/**
 * Sends one patient's mail to a recipient the server chose: the subject is reserved among the
 * patient's sent mail under the per-patient limit (`mailDailyLimit` in 24 hours, 429 past it) and
 * the server-wide caps per recipient and in total (issue #34, T3a; 429 past them), the mail leaves with the patient in Reply-To, and a mail that did not leave is not counted or
 * listed. The text is never kept or logged.
 */
async function sendPatientMail(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  from: { profile: LoginProfile; patientId: number; locale: Locale },
  to: { name: string; address: string; id_careprovider: number | null },
  body: { topic: string; text: string },
): Promise<'sent'> {
  const now = config.now();
  const subject = body.topic.trim();
  const reserved = await reserveSentMail(
    db,
    {
      id_paziente: from.patientId,
      id_careprovider: to.id_careprovider,
      destinatario_nome: to.name,
      destinatario_email: to.address,
      oggetto: subject,
      inviata_il: now,
    },
    { since: new Date(now.getTime() - DAY_MS), limit: config.mailDailyLimit },
    { recipientHash: recipientHash(to.address), caps: serverMailCaps(config, now) },
  );
  if ('capReached' in reserved) serverCapReached();
  if ('oldest' in reserved) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((reserved.oldest.getTime() + DAY_MS - now.getTime()) / 1000),
    );
    throw new ApiError('rate_limited', {
      message: mailDailyLimitReached,
      params: { limit: config.mailDailyLimit },
      retryAfterSeconds,
    });
  }

  const { profile } = from;
  const patientName = [profile.paziente_nome, profile.paziente_cognome].filter(Boolean).join(' ').trim();
  const displayName = patientName || profile.utente_nome || profile.email;
  try {
    await config.mailer.send({
      to: { name: to.name, address: to.address },
      replyTo: { name: displayName, address: profile.email },
      locale: from.locale,
      template: 'patientToDoctor',
      params: { patientName: displayName, doctorName: to.name, topic: subject, text: body.text },
    });
  } catch {
    // Not sent: it does not count, and is not listed. The error itself may carry addresses.
    await deleteSentMail(db, reserved.id);
    await deleteOutgoingMail(db, reserved.logId);
    throw new ApiError('mail_failed');
  }
  return 'sent';
}

/**
 * POST /api/sendMail (spec 000 section 7, issue 18). The server decides the recipient: `to` must be
 * the e-mail of one of the caller's associated doctors, whose stored name and address are used;
 * `from`, `name` and `recName` of the body are not trusted. The sender is the server's address and
 * the patient's account address goes in Reply-To. At most `mailDailyLimit` mails in 24 hours.
 * Answers `not_own_doctor` for any other address (the route answers 403), and `not_confirmed` for
 * a doctor the patient added whose address has not accepted yet (issue #34, T3a; 409).
 */
export async function sendMailToDoctor(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  caller: { userId: number; locale: Locale },
  body: MailBody,
): Promise<'sent' | 'not_own_doctor' | 'not_confirmed'> {
  const profile = await findLoginProfile(db, caller.userId);
  const patientId = profile?.id_paziente ?? null;
  if (profile === undefined || patientId === null) return 'not_own_doctor';
  const doctor = await findAssociationByEmail(db, patientId, body.to);
  if (doctor?.email == null) return 'not_own_doctor';
  // A doctor of the directory is written to as is; one the patient added, once the address accepted.
  const own = await findPatientCareprovider(db, doctor.id_careprovider);
  if (own !== undefined && own.email_confermata_il === null) return 'not_confirmed';
  return sendPatientMail(
    { db, config },
    { profile, patientId, locale: caller.locale },
    { name: doctor.fullname, address: doctor.email, id_careprovider: doctor.id_careprovider },
    body,
  );
}

/** The patient's sent mail in its wire shape, newest first. */
export async function sentMailsOf(db: RouteDeps['db'], patientId: number) {
  const rows = await listSentMails(db, patientId);
  return rows.map((row) => ({
    id_mail: row.id_mail,
    inviata_il: row.inviata_il.toISOString(),
    destinatario_nome: row.destinatario_nome,
    destinatario_email: row.destinatario_email,
    oggetto: row.oggetto,
  }));
}

/**
 * Issue #19: an e-mail from the patient to an affiliated centre. The recipient is the stored
 * address of the centre `centreId` (nothing of the request names it); Reply-To is the patient's
 * account address (verified at registration); the same per-patient limit as mail to doctors
 * (`mailDailyLimit` in 24 hours, shared). The text is not kept or logged; the subject is listed
 * among the patient's sent mail as for doctors. Answers `unknown_centre` for an id with no centre.
 */
export async function sendMailToCentre(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  caller: { userId: number; locale: Locale },
  centreId: number,
  body: CentreMailBody,
): Promise<'sent' | 'unknown_centre' | 'no_patient'> {
  const centre = await findCentre(db, centreId);
  if (centre === undefined || !centre.attivo || centre.email === '') return 'unknown_centre';
  const profile = await findLoginProfile(db, caller.userId);
  const patientId = profile?.id_paziente ?? null;
  if (profile === undefined || patientId === null) return 'no_patient';
  return sendPatientMail(
    { db, config },
    { profile, patientId, locale: caller.locale },
    { name: centre.centro_nome, address: centre.email, id_careprovider: null },
    body,
  );
}
