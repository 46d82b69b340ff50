import * as v from 'valibot';
import { DiaryEntrySummarySchema } from './entities.ts';

export type DiaryEntrySummary = v.InferOutput<typeof DiaryEntrySummarySchema>;

/** The answer of GET /api/getTaccuinos/{id}: the patient's live entries, without drawings. */
export const DiaryListAnswerSchema = v.object({
  /** The entries, newest first. */
  data: v.array(DiaryEntrySummarySchema),
});

/** The answer of a diary save or confidentiality change: the entry as stored, without drawings. */
export const DiaryEntryAnswerSchema = v.object({
  /** The saved entry. */
  data: DiaryEntrySummarySchema,
});

/** A body drawing: a PNG data URL, or null when none was drawn. */
const nullableDrawing = v.nullable(v.string());

/** The answer of GET /api/taccuino/{id}/Images: an entry's two drawings. */
export const DiaryImagesAnswerSchema = v.object({
  data: v.object({
    /** Front body drawing. */
    taccuino_report_anteriore: nullableDrawing,
    /** Back body drawing. */
    taccuino_report_posteriore: nullableDrawing,
  }),
});
export type DiaryImages = v.InferOutput<typeof DiaryImagesAnswerSchema>['data'];

/** The answer of DELETE /api/taccuino/{id}: which entry was deleted, and when. */
export const DiaryDeleteAnswerSchema = v.object({
  data: v.object({
    /** Entry id. */
    id_taccuino: v.number(),
    /** When it was deleted (ISO-8601). */
    deleted_at: v.string(),
  }),
});
