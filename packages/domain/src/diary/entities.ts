import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
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
