import * as v from 'valibot';

/**
 * The signed-in user as the login and GET /api/user/session answer it (spec part 2, section 3
 * "Login result").
 */
const SessionUserSchema = v.object({
  /** User id. */
  id_utente: v.number(),
  /** The user's own patient record id; null for an account without one. */
  id_paziente: v.nullable(v.number()),
  /** Sign-in e-mail. */
  email: v.string(),
  /** Display name of the user. */
  utente_nome: v.string(),
  /** Patient first name, when the account has a record. */
  paziente_nome: v.nullable(v.string()),
  /** Patient last name, when the account has a record. */
  paziente_cognome: v.nullable(v.string()),
  /** Role names in force today (e.g. 'patient', 'admin'). */
  roles: v.array(v.string()),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** The signed-in user and when the session ends: the answer of GET /api/user/session. */
export const SessionAnswerSchema = v.object({
  success: v.object({
    /** The signed-in user. */
    user: SessionUserSchema,
    /** When the session ends at the latest (ISO-8601). */
    expires_at: v.pipe(v.string(), v.isoTimestamp()),
  }),
});
export type SessionAnswer = v.InferOutput<typeof SessionAnswerSchema>;

/** The login answer: the session answer plus, for API clients only, the bearer token. */
export const LoginAnswerSchema = v.object({
  success: v.object({
    /** Absent when a browser signed in: its session is the HttpOnly cookie, never script-readable. */
    token: v.optional(v.string()),
    /** The signed-in user. */
    user: SessionUserSchema,
    /** When the session ends at the latest (ISO-8601). */
    expires_at: v.pipe(v.string(), v.isoTimestamp()),
  }),
});
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;

/** The answer of GET /api/user/logout: the session is revoked and its cookie cleared. */
export const LogoutAnswerSchema = v.object({
  /** Always true. */
  success: v.literal(true),
});

/** The answer of POST /api/user/loginOAuth, once a provider is configured (501 until then). */
export const LoginOAuthAnswerSchema = v.object({});

/** GET /api/user/oauth: the OpenID provider of 'sign in with', or null when none is configured. */
export const OidcProviderAnswerSchema = v.object({
  /** The provider's name for the button, or null: then the login page shows no button. */
  data: v.nullable(v.object({ label: v.string() })),
});

/** One sign-in attempt of the access log. */
const LoginLogSchema = v.object({
  /** Audit id. */
  id_audit: v.number(),
  /** Date, Europe/Rome (YYYY-MM-DD). */
  audit_data: v.pipe(v.string(), v.isoDate()),
  /** Time, Europe/Rome (HH:MM:SS). */
  audit_time: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}:\d{2}$/)),
  /** Device description. */
  dispositivo: v.string(),
  /** IP address. */
  audit_ip: v.string(),
  /** Whether the attempt succeeded. Cartella addition: failed attempts are shown too. */
  esito: v.picklist(['success', 'failure']),
});
export type LoginLog = v.InferOutput<typeof LoginLogSchema>;

/** Issue #22: one opening of one of the patient's share links, in the access log. */
const ShareOpeningLogSchema = v.object({
  /** When, ISO 8601. */
  aperto_il: v.string(),
  /** What the link shows: emergenza, report or fhir. */
  contenuto: v.picklist(['emergenza', 'report', 'fhir']),
  /** Whom the patient made the link for ('' for the emergency card's QR link). */
  destinatario: v.string(),
  /** Whether the link is the one the emergency card's QR code opens (named by the app in the reader's language). */
  qr_scheda: v.boolean(),
  /** The device, as its browser describes itself. */
  dispositivo: v.string(),
  /** The network address it came from. */
  indirizzo: v.string(),
});
export type ShareOpeningLog = v.InferOutput<typeof ShareOpeningLogSchema>;

/** The answer of GET /api/fetchSecuritySettings/{id}: the caller's sign-in attempts, newest first. */
export const SecuritySettingsAnswerSchema = v.object({
  data: v.object({
    /** The newest attempts on the account, successful or not. */
    loginLogs: v.array(LoginLogSchema),
    /** Issue #22: the newest openings of the patient's share links. */
    apertureLink: v.optional(v.array(ShareOpeningLogSchema)),
  }),
});
