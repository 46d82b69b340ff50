import * as v from 'valibot';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import type { DataUrl, IsoDate, IsoDateTime } from '../shared/dates.ts';
import { bodyRegions, bodyViews, DIARY_MARKS_MAX, markedPainLevels } from './marks.ts';

/**
 * Where the patient marked pain and how strongly (beyond the spec, issue #26): the strongest
 * level per body region and view, read from the drawing by the painter when the entry is saved.
 */
export const DiaryPainMarkSchema = v.object({
  /** Which drawing: front or back. */
  vista: v.picklist(bodyViews, 'invalid_type'),
  /** Body region. */
  zona: v.picklist(bodyRegions, 'invalid_type'),
  /** Strongest pain level drawn there. */
  livello: v.picklist(markedPainLevels, 'invalid_type'),
});

export type DiaryPainMark = v.InferOutput<typeof DiaryPainMarkSchema>;

/** An entry's marks, one per region and view at most. */
export const DiaryPainMarksSchema = v.pipe(
  v.array(DiaryPainMarkSchema),
  v.maxLength(DIARY_MARKS_MAX, 'too_long'),
);

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
  /** Pain marks read from the drawings (beyond the spec). */
  taccuino_zone: DiaryPainMark[];
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
  /** Pain marks read from the drawings: region, view and strongest level (beyond the spec). */
  taccuino_zone: DiaryPainMarksSchema,
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
  /** When the entry was deleted (ISO-8601), or null. */
  deleted_at: v.nullable(v.string()),
});
