import * as v from 'valibot';

/** One registered passkey, as the account page lists it. */
const PasskeySchema = v.object({
  /** Passkey id. */
  id_passkey: v.number(),
  /** The patient's name for it. */
  nome: v.string(),
  /** When it was registered (ISO-8601). */
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  /** When it last signed in (ISO-8601), or null. */
  last_used_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type Passkey = v.InferOutput<typeof PasskeySchema>;

/** GET /api/user/secondFactor: what protects the caller's sign-in. */
export const SecondFactorStatusAnswerSchema = v.object({
  data: v.object({
    /** Whether codes from an authenticator app are asked at sign-in. */
    totp: v.boolean(),
    /** Recovery codes not used yet (0 without an app). */
    recovery_codes_left: v.number(),
    /** Registered passkeys, newest first. */
    passkeys: v.array(PasskeySchema),
    /** Whether this session passed a second factor (the admin area needs it). */
    sessione_verificata: v.boolean(),
  }),
});
export type SecondFactorStatus = v.InferOutput<typeof SecondFactorStatusAnswerSchema>['data'];

/** POST /api/user/totp/setup: a new secret for the app, not in force until confirmed. */
export const TotpSetupAnswerSchema = v.object({
  data: v.object({
    /** The secret in base32, for typing into the app by hand. */
    secret: v.string(),
    /** The otpauth:// address the QR code holds. */
    uri: v.string(),
    /** The QR code as an SVG document. */
    qr_svg: v.string(),
  }),
});
export type TotpSetup = v.InferOutput<typeof TotpSetupAnswerSchema>['data'];

/** POST /api/user/totp/confirm and /api/user/recoveryCodes: new recovery codes, shown once. */
export const RecoveryCodesAnswerSchema = v.object({
  data: v.object({
    /** Each signs in once in place of a code from the app (two groups of five, e.g. `7KQ2M-RT9XA`). */
    recovery_codes: v.array(v.string()),
  }),
});

/** POST /api/user/passkeys: the passkey just registered. */
export const PasskeyAnswerSchema = v.object({ data: PasskeySchema });

/**
 * WebAuthn options for the browser (`PublicKeyCredentialCreationOptionsJSON` or
 * `PublicKeyCredentialRequestOptionsJSON`), handed as they are to @simplewebauthn/browser.
 */
export const WebAuthnOptionsAnswerSchema = v.object({
  data: v.looseObject({
    /** The single-use challenge, base64url. */
    challenge: v.string(),
  }),
});

/** GET /api/user/oauth/links: the provider identities linked to the caller's account (issue #23). */
export const LinkedIdentityListAnswerSchema = v.object({
  data: v.array(
    v.object({
      /** Link id. */
      id: v.number(),
      /** The e-mail the provider reported when the link was made. */
      email: v.string(),
      /** When it was linked (ISO-8601). */
      created_at: v.pipe(v.string(), v.isoTimestamp()),
    }),
  ),
});
