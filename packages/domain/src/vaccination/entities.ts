import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { IsoDate, IsoDateTime } from '../shared/dates.ts';
import type { RecallNumber } from './codes.ts';

/** A vaccination (tbl_vaccinaziones). */
export interface Vaccination {
  /** Vaccination id. */
  id_vaccinazione: number;
  /** Patient id. */
  id_paziente: number;
  /** Author id. */
  author_id: number;
  /** Vaccine drug code (an id_farmaco_codifa). */
  id_vaccino: string;
  /** Vaccine description. */
  vaccinidetails?: { descrizione_breve: string };
  /** Vaccination date. */
  vaccinazione_data: IsoDate;
  /** Reactions. */
  vaccinazione_reazioni: string;
  /** Recall number 1, 2 or 3. */
  vaccinazione_richiamo: RecallNumber;
  /** Confidentiality level; 6 for a new vaccination. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Soft-delete marker. */
  deleted_at?: IsoDate | IsoDateTime | null;
}
