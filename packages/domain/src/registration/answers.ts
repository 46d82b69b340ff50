import * as v from 'valibot';

/** The answer of registration, reset request and verification: one translated sentence. */
export const IdentityMessageAnswerSchema = v.object({
  /** What happened, in the caller's language; never whether an address is registered. */
  message: v.string(),
});

/** One open session of the caller (the account page's list). */
const OpenSessionSchema = v.object({
  /** Session id. */
  id_sessione: v.number(),
  /** Device summary at sign-in (e.g. "Chrome 156 su Linux"). */
  dispositivo: v.string(),
  /** Client address at sign-in. */
  audit_ip: v.string(),
  /** When it started (ISO-8601). */
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  /** When it was last used (ISO-8601). */
  last_used_at: v.pipe(v.string(), v.isoTimestamp()),
  /** Whether this is the session of the request. */
  corrente: v.boolean(),
});
export type OpenSession = v.InferOutput<typeof OpenSessionSchema>;

/** GET /api/user/sessions: the caller's open sessions, most recently used first. */
export const SessionListAnswerSchema = v.object({
  /** The open sessions (not ended, not expired, not idle past the limit). */
  data: v.array(OpenSessionSchema),
});
