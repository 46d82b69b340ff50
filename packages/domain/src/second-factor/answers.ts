import * as v from 'valibot';
import { LoginAnswerSchema } from '../auth/answers.ts';
import { secondFactorMethods } from './codes.ts';

/**
 * The login answer when the account has a second factor (issue #23): the password was right, the
 * session starts only after the second step. A browser's pending sign-in is an HttpOnly cookie.
 */
const SecondStepAnswerSchema = v.object({
  second_factor: v.object({
    /** The ways this account can pass the second step. */
    methods: v.array(v.picklist(secondFactorMethods)),
    /** When the second step must be done by (ISO-8601); then the password is asked again. */
    expires_at: v.pipe(v.string(), v.isoTimestamp()),
    /** API clients only (never to a browser): send it back with the second step. */
    token: v.optional(v.string()),
  }),
});
export type SecondStepAnswer = v.InferOutput<typeof SecondStepAnswerSchema>;

/** POST /api/user/login: a session, or (with a second factor) the second step to take. */
export const LoginResultSchema = v.union([LoginAnswerSchema, SecondStepAnswerSchema]);

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
    /** Each signs in once in place of a code from the app (`XXXXX-XXXXX`). */
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
