import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { IsoDate } from '../shared/dates.ts';
import type { DiagnosisState, DiagnosisType } from './codes.ts';

/** What an allergy or intolerance is to. */
export interface AllergyTarget {
  /** atc, principio_attivo, farmaco or testo. */
  tipo_bersaglio: 'atc' | 'principio_attivo' | 'farmaco' | 'testo';
  /** The ATC code, the active ingredient, the AIC or the text. */
  codice: string;
  /** What the patient reads. */
  descrizione: string;
}

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
  /** What an allergy or intolerance is to (issue #16), or null. */
  bersaglio?: AllergyTarget | null;
  /** Insertion date. */
  diagnosi_inserimento: IsoDate;
  /** Confidentiality level; 6 for a new diagnosis. */
  id_livello_confidenzialita: ConfidentialityLevel;
}
