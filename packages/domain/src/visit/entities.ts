import type { IsoDate } from '../shared/dates.ts';

/** A visit. */
export interface Visit {
  /** Visit id. */
  id_visita: number;
  /** Patient id. */
  id_paziente: number;
  /** Visit date. */
  visita_data: IsoDate;
  /** Reason. */
  visita_motivazione: string;
  /** Observations. */
  visita_osservazioni: string;
  /** Conclusions. */
  visita_conclusioni: string;
}
