import type { IsoDate } from '../shared/dates.ts';

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
