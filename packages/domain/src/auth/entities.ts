import type { IsoDate, IsoDateTime } from '../shared/dates.ts';

/** One login. */
export interface LoginLog {
  /** Audit id. */
  id_audit: number;
  /** Date. */
  audit_data: IsoDate;
  /** Time, HH:MM:SS. */
  audit_time: string;
  /** Device description. */
  dispositivo: string;
  /** IP address. */
  audit_ip: string;
  /** Whether the attempt succeeded. Cartella addition: failed attempts are shown too. */
  esito?: 'success' | 'failure';
}

/** Login result (spec 000, section 7; spec 001, section 3). */
export interface LoginResult {
  success: {
    /** Bearer token. */
    token: string;
    /** The user. */
    user: { id_utente: number };
    /** Session expiry. */
    expires_at: IsoDateTime;
  };
}
