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

/** One JSON line on standard error: easy to ship and to grep, never a value of a request. */
export function writeSecurityEvent(event: SecurityEvent): void {
  process.stderr.write(
    `${JSON.stringify({ level: 'warn', type: 'security', at: new Date().toISOString(), ...event })}\n`,
  );
}
