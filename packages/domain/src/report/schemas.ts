import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { IdSchema, optionalText, TEXT_LIMITS } from '../shared/limits.ts';

/** What a share link shows (issue #22): the emergency card, the clinical report or the FHIR export. */
export const shareContents = ['emergenza', 'report', 'fhir'] as const;
export type ShareContent = (typeof shareContents)[number];

/** A share link lives 1 hour to 30 days; only the emergency card may be permanent (issue #22). */
const SHARE_HOURS_MIN = 1;
const SHARE_HOURS_MAX = 720;

/** The lifetimes the page offers, in hours; null is permanent. */
export const shareLifetimes = [1, 24, 168, 720, null] as const;

/** The fewest digits of the PIN of a link that never expires (the emergency card's). */
const PERMANENT_LINK_PIN_MIN_DIGITS = 6;

/** The optional PIN: 4 to 8 digits (a short text first, so the pattern never sees a long one). */
const PinSchema = v.pipe(
  v.string('pin_invalid'),
  v.maxLength(8, 'pin_invalid'),
  v.regex(/^\d{4,8}$/, 'pin_invalid'),
);

/** The body of POST /api/condivisioni: a new share link. */
export const ShareLinkCreateSchema = v.pipe(
  v.object({
    /** The patient whose record is shared (the caller's own). */
    id_paziente: IdSchema,
    /** What the doctor sees. */
    contenuto: v.picklist(shareContents, 'option_invalid'),
    /** Lifetime in hours, 1 to 720; null for a permanent emergency card. */
    durata_ore: v.nullable(
      v.pipe(
        v.number('invalid_type'),
        v.integer('invalid_type'),
        v.minValue(SHARE_HOURS_MIN, 'option_invalid'),
        v.maxValue(SHARE_HOURS_MAX, 'option_invalid'),
      ),
    ),
    /** Optional PIN the doctor types before seeing anything. */
    pin: v.nullish(PinSchema),
    /** Items above this confidentiality level are left out; 6 (or absent) shares everything. */
    livello: v.optional(ConfidentialitySchema, 6),
    /** Who the link is for, to recognise it in the list (optional). */
    destinatario: optionalText(TEXT_LIMITS.name),
  }),
  v.forward(
    v.check((body) => body.durata_ore !== null || body.contenuto === 'emergenza', 'option_invalid'),
    ['durata_ore'],
  ),
  // Issue #34 T6: a link that never expires can be guessed at for ever, about a hundred PINs a day
  // past the throttle's growing delays: 4 digits would fall in months, 6 take decades.
  v.forward(
    v.check(
      (body) => body.durata_ore !== null || !body.pin || body.pin.length >= PERMANENT_LINK_PIN_MIN_DIGITS,
      'pin_permanent_short',
    ),
    ['pin'],
  ),
);
export type ShareLinkCreate = v.InferInput<typeof ShareLinkCreateSchema>;

/** The body of POST /api/condivisione/{token}/apri: the PIN when the link has one. */
export const ShareLinkOpenSchema = v.object({
  /** The PIN the doctor typed. */
  pin: v.nullish(PinSchema),
});

/**
 * The body of POST /api/downloadEmergenza/{id} (issue #22, beyond the spec): the emergency card with
 * a QR code. The call creates a permanent emergency-card share link without a PIN (a rescuer could
 * not know it), listed and revocable with the others, and puts its address in the QR code.
 */
export const EmergencyCardWithQrSchema = v.object({
  /** Items above this confidentiality level are left out of the card and of the link; 6 (or absent) keeps everything. */
  livello: v.optional(ConfidentialitySchema, 6),
});
