import type { IsoDateTime } from '../shared/dates.ts';
import type { ScoreName } from './codes.ts';

/** Body of POST /api/score. */
export interface ScoreSavePayload {
  /** Patient id. */
  id_paziente: number;
  /** Score name. */
  nome_score: ScoreName;
  /** Score value. */
  valore_score: number;
  /** Second value (CHA2DS2-VASc only: stroke/TIA/embolism risk). */
  additional_score?: number | null;
}

/** A saved score in the history table. */
export interface ScoreHistoryRow {
  /** Row id. */
  id: number;
  /** Save time. */
  created_at: IsoDateTime;
  /** Score value. */
  valore_score: number;
  /** Second value (CHA2DS2-VASc only). */
  additional_score: number | null;
}

/** A criterion of a score page. */
export interface CriterionItem {
  /** Criterion id. */
  id: number;
  /** Title, e.g. 'Età'. */
  title: string;
  /** Description. */
  description: string;
  /** First option label (no). */
  option1: string;
  /** Second option label (yes). */
  option2: string;
  /** Third option label (CHA2DS2-VASc age: worth double). */
  option3: string | null;
  /** Points for a yes. */
  score: number;
  /** '0' or '1' as the spec writes it. */
  isSelected: '0' | '1';
}

/** A row of the HAS-BLED combination table. */
export interface HasBledCombinationRow {
  /** Row id. */
  id: number;
  /** Total score the row applies to (the spec's spelling). */
  puntegio_totale: number;
  /** Bleeding risk, percent (the spec's spelling). */
  richio_sanguinamento: number;
  /** Description. */
  description: string;
}

/** A row of the CHA2DS2-VASc combination table. */
export interface ChaDsVascCombinationRow extends HasBledCombinationRow {
  /** Stroke/TIA/embolism risk, percent. */
  richio_sanguinamento_additional: number;
}
