/**
 * The second factor's constants (issue #23, beyond the spec): time-based one-time codes as the
 * authenticator apps make them (RFC 6238, 30 seconds, 6 digits, SHA-1), recovery codes, passkeys.
 */
export const TOTP = {
  /** Digits of a code. */
  digits: 6,
  /** Seconds a code lasts. */
  periodSeconds: 30,
  /** The HMAC every authenticator app supports. */
  algorithm: 'SHA1',
  /** Codes one step before or after now are accepted too (a phone's clock a little off). */
  window: 1,
} as const;

/** Recovery codes made at once; each signs in once in place of a code. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits of a recovery code: no 0/O, 1/I/L, so that it can be read aloud. */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A recovery code is two groups of this many characters joined by a hyphen, e.g. `7KQ2M-RT9XA`. */
export const RECOVERY_CODE_GROUP = 5;

/** Minutes a sign-in waits for its second step after the password. */
export const SECOND_STEP_MINUTES = 5;

/** Wrong codes one sign-in may try before the password must be entered again. */
export const SECOND_STEP_MAX_ATTEMPTS = 5;

/** Passkeys one account may register. */
export const MAX_PASSKEYS = 10;

/** Characters of a passkey's name (e.g. "Telefono di Giulia"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
