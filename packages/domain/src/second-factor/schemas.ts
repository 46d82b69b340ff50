import * as v from 'valibot';
import { boundedText, firstIssueOnly, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import { PASSKEY_NAME_MAX_LENGTH, RECOVERY_CODE_GROUP, TOTP } from './codes.ts';

/** A base64url text (WebAuthn's binary fields as JSON), at most `max` characters. */
function base64url(max: number) {
  return v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*$/));
}

/** The limit of a credential id in base64url (WebAuthn: at most 1023 bytes). */
const CREDENTIAL_ID_MAX = 1366;
/** The limit of the other binary fields of a WebAuthn answer (attestations carry certificates). */
const WEBAUTHN_BLOB_MAX = 65_536;

/** A six-digit code from the authenticator app. */
const totpCodeSchema = firstIssueOnly(
  v.pipe(
    boundedText(TEXT_LIMITS.code, 'required'),
    v.trim(),
    v.nonEmpty('required'),
    v.regex(new RegExp(`^\\d{${TOTP.digits}}$`), 'totp_code_format'),
  ),
);

/**
 * A code of the second step: six digits from the app, or a recovery code (e.g. `7KQ2M-RT9XA`, the
 * hyphen and the case optional). One anchored alternation of fixed-length groups: no backtracking.
 */
const secondStepCodeSchema = firstIssueOnly(
  v.pipe(
    boundedText(TEXT_LIMITS.code, 'required'),
    v.trim(),
    v.nonEmpty('required'),
    v.regex(
      new RegExp(
        `^(\\d{${TOTP.digits}}|[A-Za-z0-9]{${RECOVERY_CODE_GROUP}}-?[A-Za-z0-9]{${RECOVERY_CODE_GROUP}})$`,
      ),
      'second_factor_code_format',
    ),
  ),
);

/**
 * The pending sign-in a second step belongs to: API clients send the token the login answered;
 * a browser sends nothing here, its pending sign-in is an HttpOnly cookie.
 */
const pendingTokenSchema = v.optional(base64url(200));

/** POST /api/user/login/totp: the second step with a code from the app or a recovery code. */
export const SecondStepCodeSchema = v.object({
  /** Six digits from the authenticator app, or one of the recovery codes. */
  codice: secondStepCodeSchema,
  /** API clients only: the `token` of the login answer's `second_factor`. */
  token: pendingTokenSchema,
});

/** POST /api/user/login/passkey/options: a passkey challenge, for the second step or alone. */
export const PasskeyOptionsRequestSchema = v.object({
  /** API clients only: the pending sign-in's token; without one the passkey signs in alone. */
  token: pendingTokenSchema,
});

/** POST /api/user/totp/confirm: the first code the app shows, proving it holds the secret. */
export const TotpConfirmSchema = v.object({
  /** Six digits from the authenticator app. */
  codice: totpCodeSchema,
});

/**
 * Calls that change what protects the sign-in, confirmed with the current password: turning app
 * codes on (POST /api/user/totp/setup) or off (/api/user/totp/disable), new recovery codes
 * (/api/user/recoveryCodes) and a new passkey (/api/user/passkeys/options). A stolen session alone
 * cannot add a factor of its own.
 */
export const SecondFactorPasswordSchema = v.object({
  /** Current password. */
  current_password: firstIssueOnly(
    v.pipe(boundedText(TEXT_LIMITS.password, 'required'), v.nonEmpty('required')),
  ),
});

/**
 * A destructive action confirmed (deleting the account, PUT /api/destroyUser/{id_utente}, issue #34
 * T4; undoing an import, issue #37): what changing the account's security
 * asks for, and, when app codes are on, a code from the app or a recovery code. An account whose
 * only second factor is a passkey confirms with the password alone (the session already passed
 * the passkey; docs/spec-deviations/account.md).
 */
export const DestructiveConfirmationSchema = v.object({
  ...SecondFactorPasswordSchema.entries,
  /** With app codes on: six digits from the app or a recovery code; otherwise left out. */
  codice: v.optional(secondStepCodeSchema),
});

/** What a browser's `navigator.credentials.create()` answered, as JSON (WebAuthn Level 3). */
const RegistrationResponseSchema = v.object({
  /** Credential id, base64url. */
  id: base64url(CREDENTIAL_ID_MAX),
  /** The same id as the browser's raw bytes, base64url. */
  rawId: base64url(CREDENTIAL_ID_MAX),
  /** Always 'public-key'. */
  type: v.literal('public-key'),
  /** The authenticator's answer. */
  response: v.object({
    /** The client data the browser signed, base64url. */
    clientDataJSON: base64url(WEBAUTHN_BLOB_MAX),
    /** The attestation object (CBOR), base64url. */
    attestationObject: base64url(WEBAUTHN_BLOB_MAX),
    /** How the authenticator can be reached ('internal', 'hybrid', 'usb', ...). */
    transports: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(10))),
  }),
  /** 'platform' (this device) or 'cross-platform' (a key or a phone). */
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  /** Extension outputs (e.g. credProps). */
  clientExtensionResults: v.record(v.string(), v.unknown()),
});

/** What a browser's `navigator.credentials.get()` answered, as JSON (WebAuthn Level 3). */
const AuthenticationResponseSchema = v.object({
  /** Credential id, base64url. */
  id: base64url(CREDENTIAL_ID_MAX),
  /** The same id as the browser's raw bytes, base64url. */
  rawId: base64url(CREDENTIAL_ID_MAX),
  /** Always 'public-key'. */
  type: v.literal('public-key'),
  /** The authenticator's answer. */
  response: v.object({
    /** The client data the browser signed, base64url. */
    clientDataJSON: base64url(WEBAUTHN_BLOB_MAX),
    /** The authenticator data, base64url. */
    authenticatorData: base64url(WEBAUTHN_BLOB_MAX),
    /** The signature over both, base64url. */
    signature: base64url(WEBAUTHN_BLOB_MAX),
    /** The account the passkey belongs to (discoverable passkeys), base64url. */
    userHandle: v.optional(base64url(200)),
  }),
  /** 'platform' (this device) or 'cross-platform' (a key or a phone). */
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  /** Extension outputs. */
  clientExtensionResults: v.record(v.string(), v.unknown()),
});

/** A passkey's name, as the account page's form checks it before asking the browser. */
export const PasskeyNameSchema = v.object({
  /** A name to tell the passkeys apart (e.g. "Telefono"). */
  nome: requiredText(PASSKEY_NAME_MAX_LENGTH),
});

/** POST /api/user/passkeys: a new passkey, named by the patient. */
export const PasskeyRegistrationSchema = v.object({
  ...PasskeyNameSchema.entries,
  /** The browser's answer to the registration options. */
  risposta: RegistrationResponseSchema,
});

/** POST /api/user/login/passkey: a signed challenge, as the second step or to sign in alone. */
export const PasskeySignInSchema = v.object({
  /** The browser's answer to the authentication options. */
  risposta: AuthenticationResponseSchema,
  /** API clients only: the pending sign-in's token, when the passkey is the second step. */
  token: pendingTokenSchema,
});
