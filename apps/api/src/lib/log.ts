/**
 * What the server writes to its log. Nothing here may carry patient data: no request bodies, no
 * bound query values, no names, e-mails or free text. Security events name the kind of event, the
 * route and ids only, so an operator can see an attack without reading a record.
 */

/** The kinds of security event the API reports. */
export type SecurityEventKind =
  /** A signed-in caller touched a patient or an action that is not theirs (403). */
  | 'access_denied'
  /** A licence permission was missing (403 permission_denied). */
  | 'permission_denied'
  /** A sign-in attempt was refused by the throttle (429). */
  | 'login_throttled'
  /** A signed-in caller exceeded the write rate limit (429). */
  | 'rate_limited';

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** HTTP method of the request. */
  method: string;
  /** Route path as requested (ids only, never query strings or bodies). */
  path: string;
  /** The signed-in user, when there is one. */
  userId?: number;
}

/**
 * One JSON line on standard error (console.warn): easy to ship and to grep, never a value of a
 * request. Through the console so a test run shows it only beside a failing test.
 */
export function writeSecurityEvent(event: SecurityEvent): void {
  console.warn(JSON.stringify({ level: 'warn', type: 'security', at: new Date().toISOString(), ...event }));
}

/**
 * What the server logs about an unexpected error: where it happened and what kind of error it was,
 * never its message. A database error's message holds the query and every bound value (drizzle's
 * "Failed query: … params: …"), so neither the message nor the stack of any error in the chain is
 * written. `errorId` is also sent to the caller, so support can find the line.
 */
export interface ErrorLogEntry {
  /** Random id, answered in the 500 body as `error.id`. */
  errorId: string;
  /** HTTP method of the request. */
  method: string;
  /** The matched route pattern (e.g. /api/patient/:id), so no value of the request. */
  route: string;
  /** Constructor names of the error and its causes, outermost first (e.g. DrizzleQueryError, error). */
  names: string[];
  /** PostgreSQL SQLSTATE found on the error or a cause (e.g. 23505), if any. */
  sqlState?: string;
}

/** One JSON line on standard error (console.error), like the security events. */
export function writeErrorLog(message: string, entry: ErrorLogEntry): void {
  console.error(
    JSON.stringify({ level: 'error', type: 'error', at: new Date().toISOString(), message, ...entry }),
  );
}
