import type { IsoDate } from '../shared/dates.ts';
import type { BabySex, PregnancyOutcome } from './codes.ts';

/** A pregnancy (tbl_gravidanze). */
export interface Pregnancy {
  /** Pregnancy id. */
  id_gravidanza: number;
  /** Patient id. */
  id_paziente: number;
  /** Mother's age at the pregnancy, at least 12. */
  eta: number;
  /** Start date. */
  inizio_gravidanza: IsoDate;
  /** End date. */
  fine_gravidanza: IsoDate | null;
  /** Outcome. */
  esito: PregnancyOutcome | null;
  /** Baby's sex. */
  sesso_bambino: BabySex | null;
  /** Notes. */
  note_gravidanza: string | null;
}
