import type { IsoDateTime } from '../shared/dates.ts';

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
