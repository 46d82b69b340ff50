import * as v from 'valibot';
import { kardiaFileTypes, ordinaryFileTypes, visibilityLevels } from './codes.ts';
import {
  ConfidentialitySchema,
  notAfterToday,
  optionalText,
  requiredIsoDate,
  requiredText,
  type TodayOptions,
} from './rules.ts';

/**
 * Files page, doctors and mail (spec 000, section 5 "File add" and "Doctor edit").
 */

/** MIME type of a Kardia recording: only PDF is accepted. */
export const KARDIA_MIME_TYPE = 'application/pdf';

/** Whether a picked file is acceptable as a Kardia recording (by MIME type or .pdf name). */
export function isKardiaPdf(file: { type: string; name?: string }): boolean {
  return file.type === KARDIA_MIME_TYPE || (file.type === '' && /\.pdf$/i.test(file.name ?? ''));
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
    id_file: v.optional(v.number('invalid_type'), 0),
    /** Base64 content: required when new, absent on edit. */
    file: options.isNew ? requiredText() : v.nullish(v.string('invalid_type')),
    /** File name. */
    file_nome: options.isNew ? v.pipe(requiredText(), v.maxLength(255, 'too_long')) : optionalText(255),
    /** MIME type; a Kardia file must be a PDF. */
    file_type:
      options.variant === 'kardia' && options.isNew
        ? v.pipe(
            v.string('pdf_required'),
            v.check((type) => type === KARDIA_MIME_TYPE, 'pdf_required'),
          )
        : v.nullish(v.string('invalid_type')),
    /** Size in MB. */
    file_size: v.nullish(v.pipe(v.number('invalid_type'), v.minValue(0, 'invalid_type'))),
    /** Kind of file. */
    type: v.picklist(types, 'file_type_invalid'),
    /** Survey date. */
    data_rilievo: v.pipe(requiredIsoDate(), notAfterToday(options.today, 'survey_date_in_future')),
    /** Comment. */
    file_commento: optionalText(2000),
    /** Specialty tag ids. */
    tags: v.optional(v.array(v.number('invalid_type'), 'invalid_type'), []),
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
    id_cpp: v.optional(v.number('invalid_type'), 0),
    /** Care provider id. */
    id_careprovider: v.number('required'),
    /** Confidentiality assigned to the doctor. */
    assegnazione_confidenzialita: ConfidentialitySchema,
    /** Visibility. */
    visibility: v.picklist(visibilityLevels, 'required'),
    /** Specialty tag ids. */
    tags: v.optional(v.array(v.number('invalid_type'), 'invalid_type'), []),
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
  topic: v.pipe(requiredText(), v.maxLength(200, 'too_long')),
  /** Body. */
  text: v.pipe(requiredText(), v.maxLength(10_000, 'too_long')),
  /** Sender address (the signed-in user's; the API overrides it). */
  from: v.pipe(v.string('required'), v.nonEmpty('required'), v.email('email_invalid')),
  /** Recipient address. */
  to: v.pipe(v.string('required'), v.nonEmpty('required'), v.email('email_invalid')),
  /** Sender name. */
  name: v.pipe(v.string('required'), v.maxLength(200, 'too_long')),
  /** Recipient name. */
  recName: v.pipe(v.string('required'), v.maxLength(200, 'too_long')),
});
export type MailInput = v.InferInput<typeof MailSchema>;
