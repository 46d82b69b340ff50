import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { requiredPastDate, type TodayOptions } from '../shared/dates.ts';
import {
  boundedText,
  firstIssueOnly,
  IdSchema,
  NewOrIdSchema,
  optionalText,
  TEXT_LIMITS,
} from '../shared/limits.ts';
import { DiaryPainMarksSchema } from './entities.ts';

const dataUrlImage = firstIssueOnly(
  v.pipe(boundedText(TEXT_LIMITS.drawing), v.startsWith('data:image/', 'invalid_type')),
);

/**
 * Diary entry (spec 000, section 5 "Diary": default date today; other rules not shown). The date
 * is required and, like every clinical date in Cartella, not in the future.
 */
export function createDiaryEntrySchema(options: TodayOptions) {
  return v.object({
    /** Entry id; 0 when new. */
    id_taccuino: NewOrIdSchema,
    /** Entry date. */
    taccuino_data: requiredPastDate(options.today),
    /** Description. */
    taccuino_descrizione: optionalText(TEXT_LIMITS.clinical),
    /** Front drawing, PNG data URL. */
    taccuino_report_anteriore: v.nullish(dataUrlImage),
    /** Back drawing, PNG data URL. */
    taccuino_report_posteriore: v.nullish(dataUrlImage),
    /** Pain marks read from the drawings; absent keeps the stored ones (beyond the spec). */
    taccuino_zone: v.optional(DiaryPainMarksSchema),
    /** Confidentiality level. */
    id_livello_confidenzialita: ConfidentialitySchema,
  });
}

/** POST /api/taccuino: the diary form plus the patient the entry belongs to (spec 000 section 7). */
export function createDiaryEntryRequestSchema(options: TodayOptions) {
  return v.object({
    ...createDiaryEntrySchema(options).entries,
    /** Patient the entry belongs to (the caller's own). */
    id_paziente: IdSchema,
  });
}

/** The lock: only the confidentiality level of an entry changes. */
export const DiaryConfidentialityRequestSchema = v.object({
  /** New confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
});
