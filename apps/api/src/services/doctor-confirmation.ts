import { doctorConfirmationTooSoon, type Locale, mailServerLimitReached } from '@cartella/domain';
import type { AppConfig } from '../config.ts';
import { findLoginProfile } from '../db/repositories/access.ts';
import {
  consumeDoctorConfirmationLink,
  deleteOutgoingMail,
  findCareProviderForPatient,
  findPatientCareprovider,
  reserveOutgoingMail,
  type ServerMailCaps,
  setDoctorConfirmationLink,
} from '../db/repositories/doctors.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { appLink } from '../lib/app-link.ts';
import { fieldError } from '../lib/request-body.ts';
import { newSessionToken, sha256Hex } from '../lib/tokens.ts';

/*
 * A doctor a patient added (not in the directory) receives the patient's mail only once the owner
 * of the address accepted it (issue #34, T3a): a neutral request with a single-use link goes first,
 * carrying nothing the patient typed. Doctors of the directory need no confirmation.
 */

/** A confirmation link is valid 7 days. */
const CONFIRMATION_DAYS = 7;
/** A new request for the same doctor waits an hour. */
const RESEND_WAIT_MINUTES = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The wait a server-wide cap answers with (the caps are over 24 hours; an hour frees some). */
const SERVER_CAP_RETRY_SECONDS = 60 * 60;

/** The server-wide daily caps of patient-caused mail at `now` (MAIL_RECIPIENT_DAILY_LIMIT, MAIL_SERVER_DAILY_LIMIT). */
export function serverMailCaps(config: AppConfig, now: Date): ServerMailCaps {
  return {
    since: new Date(now.getTime() - DAY_MS),
    perRecipient: config.mailRecipientDailyLimit,
    total: config.mailServerDailyLimit,
  };
}

/** How the server-wide log knows a recipient: the SHA-256 of the lower-case address. */
export function recipientHash(address: string): string {
  return sha256Hex(address.trim().toLowerCase());
}

/** The 429 of a server-wide cap. */
export function serverCapReached(): never {
  throw new ApiError('rate_limited', {
    message: mailServerLimitReached,
    retryAfterSeconds: SERVER_CAP_RETRY_SECONDS,
  });
}

/**
 * Mails the doctor `careProviderId` (one the patient added) a link to accept the patient's mail.
 * At most one request an hour per doctor (429), under the server-wide caps (429); 502 `mail_failed`
 * when the mail server refuses it. `not_own`: not a doctor this patient added.
 */
export async function requestDoctorConfirmation(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  caller: { userId: number; locale: Locale },
  careProviderId: number,
): Promise<'sent' | 'not_own' | 'already_confirmed'> {
  const profile = await findLoginProfile(db, caller.userId);
  const own = await findPatientCareprovider(db, careProviderId);
  if (profile?.id_paziente == null || own?.id_paziente !== profile.id_paziente) return 'not_own';
  if (own.email_confermata_il !== null) return 'already_confirmed';
  const now = config.now();
  const waitUntil = (own.conferma_richiesta_il?.getTime() ?? 0) + RESEND_WAIT_MINUTES * 60_000;
  if (waitUntil > now.getTime()) {
    throw new ApiError('rate_limited', {
      message: doctorConfirmationTooSoon,
      retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000)),
    });
  }
  const provider = await findCareProviderForPatient(db, profile.id_paziente, careProviderId);
  if (provider?.email == null) return 'not_own';
  const address = provider.email.trim();
  const logged = await reserveOutgoingMail(db, recipientHash(address), now, serverMailCaps(config, now));
  if ('capReached' in logged) serverCapReached();
  const token = newSessionToken();
  try {
    await config.mailer.send({
      to: { name: '', address },
      locale: caller.locale,
      template: 'doctorConfirmation',
      params: {
        patientEmail: profile.email,
        link: appLink(config, 'medico/conferma', token),
        days: CONFIRMATION_DAYS,
      },
    });
  } catch {
    // Not sent: it does not count. The error itself may carry addresses.
    await deleteOutgoingMail(db, logged.logId);
    throw new ApiError('mail_failed');
  }
  // Stored once sent, so a request that failed can be asked again at once.
  await setDoctorConfirmationLink(db, careProviderId, {
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + CONFIRMATION_DAYS * DAY_MS),
    requestedAt: now,
  });
  return 'sent';
}

/**
 * POST /api/dottori/conferma: the doctor's link, followed once within 7 days, lets the patient's
 * mail reach the address. Any other token is 400 `link_invalid` on `token`.
 */
export async function confirmDoctorEmail({ db, config }: Pick<RouteDeps, 'db' | 'config'>, token: string) {
  const confirmed = await consumeDoctorConfirmationLink(db, sha256Hex(token), config.now());
  if (confirmed === undefined) fieldError('token', 'link_invalid');
}
