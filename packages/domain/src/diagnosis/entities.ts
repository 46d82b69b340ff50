import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { IsoDate } from '../shared/dates.ts';
import type { DiagnosisState, DiagnosisType } from './codes.ts';

/** A diagnosis, allergy or intolerance. */
export interface Diagnosis {
  /** Diagnosis id. */
  id_diagnosi: number;
  /** Patient id. */
  id_paziente: number;
  /** 0 confirmed, 1 suspected, 2 excluded. */
  diagnosi_stato: DiagnosisState;
  /** Diagnosi, Allergia or Intolleranza. */
  tipo_diagnosi: DiagnosisType;
  /** Diagnosis text. */
  diagnosi_patologia: string;
  /** Doctor who made the diagnosis. */
  diagnosiDetails?: { careprovider: string };
  /** The associated doctor linked, or null for a doctor typed by hand. */
  id_careprovider?: number | null;
  /** Insertion date. */
  diagnosi_inserimento: IsoDate;
  /** Confidentiality level; 6 for a new diagnosis. */
  id_livello_confidenzialita: ConfidentialityLevel;
}
