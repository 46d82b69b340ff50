import * as v from 'valibot';
import { FILE_SIZE_MAX_MB, fileTypes } from '../file/codes.ts';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { optionalIsoDate, requiredIsoDate } from '../shared/dates.ts';
import {
  boundedText,
  finiteNumber,
  firstIssueOnly,
  IdSchema,
  idListSchema,
  NewOrIdSchema,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from '../shared/limits.ts';
import { numberInRange } from '../shared/numbers.ts';
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

/** Exam attachment upload (spec 000, section 5 "Exam file"): file, survey date, file type, confidentiality. */
export const ExamFileSchema = v.object({
  /** Exam id. */
  id_indagine: IdSchema,
  /** File content, a data URL. */
  file: requiredText(TEXT_LIMITS.fileContent),
  /** File name. */
  file_nome: optionalText(TEXT_LIMITS.fileName),
  /** MIME type. */
  file_type: requiredText(TEXT_LIMITS.mimeType),
  /** Size in MB. */
  file_size: v.nullish(v.pipe(finiteNumber(), numberInRange(0, FILE_SIZE_MAX_MB, 'invalid_type'))),
  /** Kind of file. */
  type: v.nullish(v.picklist(fileTypes, 'file_type_invalid')),
  /** Comment. */
  file_commento: optionalText(TEXT_LIMITS.comment),
  /** Survey date. */
  created_at: requiredIsoDate(),
  /** Specialty tag ids. */
  tags: idListSchema(),
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
});

export type ExamFileInput = v.InferInput<typeof ExamFileSchema>;
