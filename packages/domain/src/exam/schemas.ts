import * as v from 'valibot';
import { ordinaryFileTypes } from '../file/codes.ts';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { type IsoDate, optionalIsoDate, requiredPastDate } from '../shared/dates.ts';
import {
  boundedText,
  firstIssueOnly,
  IdSchema,
  idListSchema,
  NewOrIdSchema,
  optionalText,
  TEXT_LIMITS,
} from '../shared/limits.ts';
import {
  EXAM_SEARCH_MIN_LENGTH,
  examListStatuses,
  examTypes,
  INVESTIGATION_SEARCH_MIN_LENGTH,
} from './codes.ts';

/**
 * Exam add and edit (spec 000, section 5 "Exam"): type and confidentiality required. The
 * defaults (4 on edit without a level, 6 when new) are applied by `newExam` and
 * `confidentialityForExamEdit` before the form opens.
 */
export const ExamSchema = v.object({
  /** Exam id; 0 when new. */
  id_indagine: NewOrIdSchema,
  /** Exam type. */
  indagine_tipologia: v.picklist(examTypes, 'required'),
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
  /** Status of the list it belongs to. */
  indagine_stato: v.picklist(examListStatuses, 'option_invalid'),
  /** Reason. */
  indagine_motivo: optionalText(TEXT_LIMITS.comment),
  /** Exam date. */
  indagine_data_display: optionalIsoDate(),
  /** Diagnostic investigation picked from the suggestions. */
  id_diagn_investigations: v.nullish(IdSchema),
  /** Affiliated centre. */
  id_centro_indagine: v.nullish(IdSchema),
  /** Free-text centre. */
  altro_centro: optionalText(TEXT_LIMITS.name),
  /** Requesting care provider. */
  careprovider: optionalText(TEXT_LIMITS.name),
  /** Linked diagnosis ids. */
  diags: idListSchema(),
});

export type ExamInput = v.InferInput<typeof ExamSchema>;

/** The add body (POST /api/esami): the form plus the patient it belongs to. */
export const ExamCreateSchema = v.object({
  ...ExamSchema.entries,
  /** Patient id (the caller's own). */
  id_paziente: IdSchema,
});

/** The move body (spec 000 section 4): any list other than the current one. */
export const ExamMoveSchema = v.object({
  /** Target list: 0 requested, 1 scheduled, 2 completed. */
  indagine_stato: v.picklist(examListStatuses, 'option_invalid'),
});

/** The lock body: the new confidentiality level. */
export const ExamConfidentialitySchema = v.object({
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
});

function searchOf(minLength: number) {
  return firstIssueOnly(
    v.pipe(
      boundedText(TEXT_LIMITS.search, 'required'),
      v.check((text) => text.trim().length >= minLength, 'invalid_type'),
    ),
  );
}

/** The exam search body (POST /api/esamifilter/{id}): at least 3 characters. */
export const ExamSearchSchema = v.object({
  /** The text typed. */
  search: searchOf(EXAM_SEARCH_MIN_LENGTH),
});

/** The investigation search body (POST /api/esamifilter): more than 2 characters. */
export const InvestigationSearchSchema = v.object({
  /** The text typed. */
  search: searchOf(INVESTIGATION_SEARCH_MIN_LENGTH),
  /** Only this exam type's investigations, when given. */
  indagine_tipologia: v.nullish(v.picklist(examTypes, 'option_invalid')),
});

export type ExamOutput = v.InferOutput<typeof ExamSchema>;

/**
 * The described part of an exam attachment upload (spec 000, section 5 "Exam file"), sent as the
 * `metadata` field of a multipart/form-data body beside the `file` itself (the spec's data URL is
 * replaced by the bytes: docs/spec-deviations/exams.md). Survey date (not in the future), file type
 * and confidentiality are required; the media type and size are read from the bytes by the server.
 */
export function createExamFileSchema(options: { today: IsoDate }) {
  return v.object({
    /** Exam id (the caller's own exam). */
    id_indagine: IdSchema,
    /** Kind of file. */
    type: v.picklist(ordinaryFileTypes, 'file_type_invalid'),
    /** Survey date. */
    created_at: requiredPastDate(options.today, 'required', 'survey_date_in_future'),
    /** Comment. */
    file_commento: optionalText(TEXT_LIMITS.comment),
    /** Confidentiality level (1 by default in the form). */
    id_livello_confidenzialita: ConfidentialitySchema,
  });
}

export type ExamFileMetadata = v.InferOutput<ReturnType<typeof createExamFileSchema>>;
