import type { ShareContent, ShareLinkCreateSchema, ShareLinkItem } from '@cartella/domain';
import QRCode from 'qrcode';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { findPatientWithUser } from '../db/repositories/patients.ts';
import {
  clearPinFailures,
  findShareLink,
  findShareLinkByTokenHash,
  hasOpeningSince,
  insertPinFailure,
  insertShareLink,
  insertShareLinkOpening,
  listPinFailures,
  listShareLinkOpenings,
  listShareLinks,
  lockPinChecks,
  revokeShareLink,
  type ShareLinkOpeningRow,
  type ShareLinkRow,
} from '../db/repositories/share-links.ts';
import { ApiError } from '../lib/api-error.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { decideThrottle } from '../lib/throttle.ts';
import { newSessionToken, sha256Hex } from '../lib/tokens.ts';

type ShareLinkInput = v.InferOutput<typeof ShareLinkCreateSchema>;

/** Wrong PINs allowed without delay on one link; then 2, 4, 8 … s, at most 15 minutes. */
const PIN_FREE_FAILURES = 3;
const PIN_MAX_DELAY_SECONDS = 900;
/** Failures older than this no longer count. */
const PIN_FAILURE_WINDOW_MS = 24 * 3600 * 1000;

/**
 * What the emergency card's QR link stores as its recipient: a key, not words, so the share-links
 * list and the access log name it in the language of whoever reads them (issue #37).
 */
export const EMERGENCY_QR_RECIPIENT = 'cartella:qr-scheda-emergenza';

/** The key, and the words links made before it stored (in the language of the moment they were made). */
const emergencyQrRecipients: ReadonlySet<string> = new Set([
  EMERGENCY_QR_RECIPIENT,
  'Codice QR della scheda di emergenza',
  'QR code on the emergency card',
]);

/** A stored recipient as answered: the patient's words, or the emergency card's QR link. */
export function recipientAnswer(stored: string): { destinatario: string; qr_scheda: boolean } {
  return emergencyQrRecipients.has(stored)
    ? { destinatario: '', qr_scheda: true }
    : { destinatario: stored, qr_scheda: false };
}

function shareLinkState(row: ShareLinkRow, now: Date): ShareLinkItem['stato'] {
  if (row.revocato_il !== null) return 'revocato';
  if (row.scade_il !== null && row.scade_il.getTime() <= now.getTime()) return 'scaduto';
  return 'attivo';
}

function shareContentOf(value: string): ShareContent {
  return value === 'report' || value === 'fhir' ? value : 'emergenza';
}

function shareLinkAnswer(row: ShareLinkRow, openings: ShareLinkOpeningRow[], now: Date): ShareLinkItem {
  return {
    id_link: row.id_link,
    contenuto: shareContentOf(row.contenuto),
    livello: row.livello,
    ...recipientAnswer(row.destinatario),
    con_pin: row.pin_hash !== null,
    creato_il: row.creato_il.toISOString(),
    scade_il: row.scade_il?.toISOString() ?? null,
    revocato_il: row.revocato_il?.toISOString() ?? null,
    stato: shareLinkState(row, now),
    aperture: openings.map((opening) => ({
      aperto_il: opening.aperto_il.toISOString(),
      dispositivo: opening.dispositivo,
      indirizzo: opening.indirizzo,
    })),
  };
}

/** The address a doctor opens: the web app's page of the token. */
export function shareUrlOf(origin: string, token: string): string {
  return `${origin}/webui/condivisione/${token}`;
}

/**
 * Creates a link: a random token of 256 bits that only the answer ever holds (the database keeps
 * its SHA-256), the PIN hashed with argon2id.
 */
export async function createShareLink(db: Database, input: ShareLinkInput, origin: string, now: Date) {
  const token = newSessionToken();
  const row = await insertShareLink(db, {
    id_paziente: input.id_paziente,
    token_hash: sha256Hex(token),
    contenuto: input.contenuto,
    livello: input.livello,
    destinatario: input.destinatario?.trim() ?? '',
    pin_hash: input.pin ? await hashPassword(input.pin) : null,
    creato_il: now,
    scade_il: input.durata_ore === null ? null : new Date(now.getTime() + input.durata_ore * 3600 * 1000),
  });
  const url = shareUrlOf(origin, token);
  return {
    ...shareLinkAnswer(row, [], now),
    url,
    qr_svg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  };
}

/** The patient's links with their openings, newest first. */
export async function shareLinksOf(db: Database, patientId: number, now: Date) {
  const rows = await listShareLinks(db, patientId);
  const openings = await listShareLinkOpenings(
    db,
    rows.map((row) => row.id_link),
  );
  return rows.map((row) =>
    shareLinkAnswer(
      row,
      openings.filter((opening) => opening.id_link === row.id_link),
      now,
    ),
  );
}

/** The link behind an id, whoever owns it, revoked or not (the route checks the owner). */
export function shareLinkById(db: Database, linkId: number) {
  return findShareLink(db, linkId);
}

/** Revokes a link (once: a revoked link keeps its first date) and answers the patient's links. */
export async function revokeOwnShareLink(db: Database, link: ShareLinkRow, now: Date) {
  if (link.revocato_il === null) await revokeShareLink(db, link.id_link, now);
  return shareLinksOf(db, link.id_paziente, now);
}

/**
 * The live link behind a token: unknown tokens answer 404, revoked or expired ones 410 (the
 * doctor's page says so plainly).
 */
export async function liveShareLink(db: Database, token: string, now: Date) {
  // Tokens are 43 base64url characters; anything else is not one of ours.
  const row = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await findShareLinkByTokenHash(db, sha256Hex(token))
    : undefined;
  if (row === undefined) throw new ApiError('not_found');
  if (shareLinkState(row, now) !== 'attivo') throw new ApiError('gone');
  const owner = await findPatientWithUser(db, row.id_paziente);
  if (owner === undefined) throw new ApiError('not_found');
  return { link: row, owner };
}

/** Minutes within which openings of a link from one address are recorded once (issue #34 T7). */
const OPENING_FOLD_MINUTES = 10;

/**
 * Records an opening for the patient's list, unless the same address opened the link in the last
 * OPENING_FOLD_MINUTES: a doctor reloading, or a flood, shows once.
 */
export async function recordShareOpening(
  db: Database,
  linkId: number,
  opening: { now: Date; address: string; device: string },
) {
  const since = new Date(opening.now.getTime() - OPENING_FOLD_MINUTES * 60_000);
  if (await hasOpeningSince(db, linkId, opening.address, since)) return;
  await insertShareLinkOpening(db, {
    id_link: linkId,
    aperto_il: opening.now,
    dispositivo: opening.device,
    indirizzo: opening.address,
  });
}

/**
 * Checks the PIN of a link, if it has one. Wrong PINs are counted per link with growing delays
 * (lib/throttle.ts, as the login does): past the free ones, the next guess waits, 429. Deciding
 * and recording a failure are one transaction under the link's lock, before the slow argon2
 * check (issue #34 T6): a guess sent in parallel waits, then sees the ones before it; a right
 * PIN then clears the failures.
 */
export async function checkSharePin(
  db: Database,
  link: ShareLinkRow,
  pin: string | null | undefined,
  now: Date,
) {
  if (link.pin_hash === null) return;
  const decision = await db.transaction(async (tx) => {
    await lockPinChecks(tx, link.id_link);
    const failures = await listPinFailures(tx, link.id_link, new Date(now.getTime() - PIN_FAILURE_WINDOW_MS));
    const decided = decideThrottle(failures, PIN_FREE_FAILURES, PIN_MAX_DELAY_SECONDS, now);
    if (!decided.blocked) await insertPinFailure(tx, link.id_link, now);
    return decided;
  });
  if (decision.blocked)
    throw new ApiError('too_many_attempts', {
      retryAfterSeconds: decision.retryAfterSeconds,
      message: {
        id: 'error.share_pin_throttled',
        it: 'Troppi PIN errati. Riprova tra {wait}.',
        en: 'Too many wrong PINs. Try again in {wait}.',
      },
    });
  if (pin && (await verifyPassword(link.pin_hash, pin))) {
    await clearPinFailures(db, link.id_link);
    return;
  }
  throw new ApiError('validation_failed', {
    fields: [{ path: 'pin', code: pin ? 'pin_wrong' : 'required' }],
  });
}
