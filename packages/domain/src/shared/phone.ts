// The /min metadata on purpose: it is what `libphonenumber-js` (the UI's PhoneField) loads, so the
// web bundles one copy of it, and it knows every country's possible lengths, all this rule needs.
// /max adds full per-type patterns (about 140 kB more) that only isValid() by type would use.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as v from 'valibot';
import { boundedText, firstIssueOnly, TEXT_LIMITS } from './limits.ts';

/**
 * The phone rule (spec 000, section 5: "at least 7 digits, spaces or dashes with an optional
 * extension"; the input is international with default country IT). Numbers are read by
 * libphonenumber-js, never by a hand-written pattern, and only once the text is within
 * TEXT_LIMITS.phone.
 */

/** A phone number has at least this many digits. */
const PHONE_MIN_DIGITS = 7;

/** Default country of the international phone input. */
const DEFAULT_PHONE_COUNTRY = 'IT';

/**
 * Whether a phone number is valid: at most TEXT_LIMITS.phone characters, the whole text one
 * number (without a + prefix, an Italian one) of a possible length for its country, with at
 * least PHONE_MIN_DIGITS digits before any extension.
 */
export function isValidPhone(phone: string): boolean {
  if (phone.length > TEXT_LIMITS.phone) return false;
  const parsed = parsePhoneNumberFromString(phone.trim(), {
    defaultCountry: DEFAULT_PHONE_COUNTRY,
    extract: false,
  });
  if (parsed === undefined) return false;
  return parsed.isPossible() && parsed.nationalNumber.length >= PHONE_MIN_DIGITS;
}

/** A required, valid phone number: 'required', 'too_long' (30), or 'phone_invalid'. */
export const PhoneSchema = firstIssueOnly(
  v.pipe(
    boundedText(TEXT_LIMITS.phone, 'required'),
    v.check((phone) => phone.trim().length > 0, 'required'),
    v.check(isValidPhone, 'phone_invalid'),
  ),
);

/** An optional phone number: absent, null or empty, else valid like PhoneSchema. */
export const OptionalPhoneSchema = v.nullish(
  firstIssueOnly(
    v.pipe(
      boundedText(TEXT_LIMITS.phone, 'phone_invalid'),
      v.check((phone) => phone === '' || isValidPhone(phone), 'phone_invalid'),
    ),
  ),
);
