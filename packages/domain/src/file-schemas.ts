import * as v from 'valibot';
import { EmailSchema } from './account-schemas.ts';
import { kardiaFileTypes, ordinaryFileTypes, visibilityLevels } from './codes.ts';
import {
  boundedText,
  finiteNumber,
  firstIssueOnly,
  idListSchema,
  idSchema,
  NewOrIdSchema,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from './limits.ts';
import { ConfidentialitySchema, numberInRange, requiredPastDate, type TodayOptions } from './rules.ts';

/**
 * Files page, doctors and mail (spec 000, section 5 "File add" and "Doctor edit").
 */

/** The largest file size a file record states, MB (the upload itself is capped by the body limit). */
export const FILE_SIZE_MAX_MB = 1024;

/** MIME type of a Kardia recording: only PDF is accepted. */
export const KARDIA_MIME_TYPE = 'application/pdf';

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

/**
 * Doctor association edit (spec 000, section 5 "Doctor edit"): confidentiality and visibility
 * required; tags required only when visibility is 3 (otherwise `tagsForVisibility` resets them
 * to the full list).
 */
export const DoctorAssociationSchema = v.pipe(
  v.object({
    /** Association id; 0 when new. */
    id_cpp: NewOrIdSchema,
    /** Care provider id. */
    id_careprovider: idSchema('required'),
    /** Confidentiality assigned to the doctor. */
    assegnazione_confidenzialita: ConfidentialitySchema,
    /** Visibility. */
    visibility: v.picklist(visibilityLevels, 'required'),
    /** Specialty tag ids. */
    tags: idListSchema(),
    /** Save action. */
    status: v.optional(v.picklist(['add', 'update', 'delete'], 'option_invalid'), 'update'),
  }),
  v.forward(
    v.partialCheck(
      [['visibility'], ['tags']],
      (input) => input.visibility !== 3 || input.tags.length > 0,
      'required',
    ),
    ['tags'],
  ),
);
export type DoctorAssociationInput = v.InferInput<typeof DoctorAssociationSchema>;

/** Mail to a doctor or a centre (spec 000 and 001, section 3 "Mail payload"). */
export const MailSchema = v.object({
  /** Subject. */
  topic: requiredText(TEXT_LIMITS.short),
  /** Body. */
  text: requiredText(TEXT_LIMITS.clinical),
  /** Sender address (the signed-in user's; the API overrides it). */
  from: EmailSchema,
  /** Recipient address. */
  to: EmailSchema,
  /** Sender name. */
  name: firstIssueOnly(boundedText(TEXT_LIMITS.name, 'required')),
  /** Recipient name. */
  recName: firstIssueOnly(boundedText(TEXT_LIMITS.name, 'required')),
});
export type MailInput = v.InferInput<typeof MailSchema>;
