import * as v from 'valibot';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import type { DataUrl, IsoDate, IsoDateTime } from '../shared/dates.ts';

/** A pain-diary entry with front and back body drawings. */
export interface DiaryEntry {
  /** Entry id; 0 means new. */
  id_taccuino: number;
  /** Patient id. */
  id_paziente: number;
  /** Author id (the patient). */
  author_id: number;
  /** Always 1: the drawing is 2-D. */
  taccuino_2d_drawn: 1;
  /** Entry date. */
  taccuino_data: IsoDate;
  /** Description of the pain or symptom. */
  taccuino_descrizione: string;
  /** Front body drawing, a PNG data URL. */
  taccuino_report_anteriore?: DataUrl;
  /** Back body drawing, a PNG data URL. */
  taccuino_report_posteriore?: DataUrl;
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Soft-delete marker; the original sets the fixed date 2012-12-20. */
  deleted_at?: IsoDate | IsoDateTime | null;
}

/** A diary entry without its drawings: a list row (spec 000 section 3 "Diary entry"). */
export const DiaryEntrySummarySchema = v.object({
  /** Entry id. */
  id_taccuino: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Author id (the patient). */
  author_id: v.number(),
  /** Always 1: the drawing is 2-D. */
  taccuino_2d_drawn: v.literal(1),
  /** Entry date (YYYY-MM-DD). */
  taccuino_data: v.string(),
  /** Description of the pain or symptom. */
  taccuino_descrizione: v.string(),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
  /** When the entry was deleted (ISO-8601), or null. */
  deleted_at: v.nullable(v.string()),
});
