import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { requiredPastDate, type TodayOptions } from '../shared/dates.ts';
import {
  finiteNumber,
  firstIssueOnly,
  idListSchema,
  NewOrIdSchema,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from '../shared/limits.ts';
import { numberInRange } from '../shared/numbers.ts';
import { FILE_SIZE_MAX_MB, KARDIA_MIME_TYPE, kardiaFileTypes, ordinaryFileTypes } from './codes.ts';

/** Whether a picked file is acceptable as a Kardia recording (by MIME type or .pdf name). */
export function isKardiaPdf(file: { type: string; name?: string }): boolean {
  return (
    file.type === KARDIA_MIME_TYPE || (file.type === '' && (file.name ?? '').toLowerCase().endsWith('.pdf'))
  );
}

/** Options of the file schemas. */
export interface FileSchemaOptions extends TodayOptions {
  /** Ordinary file list or Kardia list. */
  variant: 'ordinary' | 'kardia';
  /** New files choose a confidentiality level; edits keep theirs. */
  isNew: boolean;
}

/**
 * File add and edit (spec 000, section 5 "File add"): file, survey date and type required (type
 * gives 'Seleziona un tipo di file valido.'); Kardia accepts PDF only; the survey date is not in
 * the future (reset to today, also on edit); confidentiality is chosen only on new files.
 */
export function createFileSchema(options: FileSchemaOptions) {
  const types = options.variant === 'kardia' ? kardiaFileTypes : ordinaryFileTypes;
  return v.object({
    /** File id; 0 when new. */
    id_file: NewOrIdSchema,
    /** Base64 content: required when new, absent on edit. */
    file: options.isNew ? requiredText(TEXT_LIMITS.fileContent) : optionalText(TEXT_LIMITS.fileContent),
    /** File name. */
    file_nome: options.isNew ? requiredText(TEXT_LIMITS.fileName) : optionalText(TEXT_LIMITS.fileName),
    /** MIME type; a Kardia file must be a PDF. */
    file_type:
      options.variant === 'kardia' && options.isNew
        ? firstIssueOnly(
            v.pipe(
              v.string('pdf_required'),
              v.maxLength(TEXT_LIMITS.mimeType, 'pdf_required'),
              v.check((type) => type === KARDIA_MIME_TYPE, 'pdf_required'),
            ),
          )
        : optionalText(TEXT_LIMITS.mimeType),
    /** Size in MB. */
    file_size: v.nullish(v.pipe(finiteNumber(), numberInRange(0, FILE_SIZE_MAX_MB, 'invalid_type'))),
    /** Kind of file. */
    type: v.picklist(types, 'file_type_invalid'),
    /** Survey date. */
    data_rilievo: requiredPastDate(options.today, 'required', 'survey_date_in_future'),
    /** Comment. */
    file_commento: optionalText(TEXT_LIMITS.comment),
    /** Specialty tag ids. */
    tags: idListSchema(),
    /** Confidentiality: required on new files, unchanged on edit. */
    id_livello_confidenzialita: options.isNew ? ConfidentialitySchema : v.optional(ConfidentialitySchema),
  });
}

export type FileInput = v.InferInput<ReturnType<typeof createFileSchema>>;
