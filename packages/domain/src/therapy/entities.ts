import type { RecordAction } from '../shared/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { IsoDate } from '../shared/dates.ts';
import type { TherapyType } from './codes.ts';

/** A therapy or forbidden drug (tbl_terapie). */
export interface Therapy {
  /** Therapy id. */
  id_terapie: number;
  /** Patient id. */
  id_paziente: number;
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** State of the record as the server keeps it. */
  terapie_stato?: number | null;
  /** 0 forbidden drug, 1 ongoing, 2 concluded. */
  tipo_terapia: TherapyType;
  /** The drug's description and route. */
  farmaco?: { descrizione_breve: string; somministrazione: string };
  /** Drug code. */
  id_farmaco_codifa: string;
  /** Display text of the therapy dates. */
  terapie_dates?: string;
  /** Dose (free text, e.g. '1 compressa'). */
  quantita_farmaceutica: string | null;
  /** Frequency (free text, e.g. '2 volte al giorno'). */
  frequenza_farmaceutica: string | null;
  /** Start date. */
  data_inizio: IsoDate;
  /** End date. */
  data_fine: IsoDate | null;
  /** Linked diagnosis id. */
  id_diagnosi: number | null;
  /** Prescriber id (an associated doctor). */
  id_prescrittore: number | null;
  /** Prescriber name. */
  prescrittore: string | null;
  /** Care provider display name. */
  cp_display?: string;
  /** Linked diagnosis text. */
  diagnosi?: { diagnosi_patologia: string } | null;
  /** Notes; for forbidden drugs, the reason (at most 100 characters). */
  note: string | null;
  /** Save action. */
  status?: RecordAction;
}
