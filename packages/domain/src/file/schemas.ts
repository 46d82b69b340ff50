import * as v from 'valibot';
import { ConfidentialitySchema, confidentialityLevels } from '../shared/confidentiality.ts';
import { requiredPastDate, type TodayOptions } from '../shared/dates.ts';
import { IdSchema, idListSchema, optionalText, TEXT_LIMITS } from '../shared/limits.ts';
import type { IssueCode } from '../shared/messages.ts';
import { fileTypes, KARDIA_MIME_TYPE, kardiaFileTypes, ordinaryFileTypes } from './codes.ts';

/** Whether a picked file is acceptable as a Kardia recording (by MIME type or .pdf name). */
export function isKardiaPdf(file: { type: string; name?: string }): boolean {
  return (
    file.type === KARDIA_MIME_TYPE || (file.type === '' && (file.name ?? '').toLowerCase().endsWith('.pdf'))
  );
}

/**
 * The issue of the file picked in the add form (spec 000 section 5 "File add"): none picked is
 * 'required'; in the Kardia form anything but a PDF is 'pdf_required' (and the form clears it).
 */
export function pickedFileIssue(
  file: { type: string; name: string } | null,
  variant: 'ordinary' | 'kardia',
): IssueCode | null {
  if (file === null) return 'required';
  if (variant === 'kardia' && !isKardiaPdf(file)) return 'pdf_required';
  return null;
}

/** Options of the file schemas. */
export interface FileSchemaOptions extends TodayOptions {
  /** Ordinary file list or Kardia list. */
  variant: 'ordinary' | 'kardia';
  /** New files choose a confidentiality level; edits keep theirs. */
  isNew: boolean;
}

/**
 * The described part of a file add or edit (spec 000 section 5 "File add"); the bytes travel
 * beside it as the `file` part of a multipart upload (docs/spec-deviations/files.md). The type is
 * required ('Seleziona un tipo di file valido.'); the survey date is not in the future (also on
 * edit); confidentiality is chosen only on new files.
 */
export function createFileSchema(options: FileSchemaOptions) {
  const types = options.variant === 'kardia' ? kardiaFileTypes : ordinaryFileTypes;
  return v.object({
    /** The caller's patient id. */
    id_paziente: IdSchema,
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

/** PUT /api/files/{id_file} without `type`: only the confidentiality changes (the lock). */
export const FileConfidentialityRequestSchema = v.object({
  /** The caller's patient id. */
  id_paziente: IdSchema,
  /** The new confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
});

/**
 * A file as the API answers it (spec 000 section 3 "File (files page)"), without its bytes, in its
 * list and in the record.
 */
export const FileRecordSchema = v.object({
  /** File id. */
  id_file: IdSchema,
  /** Patient id. */
  id_paziente: IdSchema,
  /** Author (account) id. */
  id_autore: IdSchema,
  /** Audit-log id; 132 for a new file (spec 000 section 9). */
  id_audit_log: v.number(),
  /** File name as uploaded. */
  file_nome: v.string(),
  /** Media type, as sniffed from the bytes. */
  file_type: v.string(),
  /** Size in MB. */
  file_size: v.number(),
  /** Kind of file. */
  type: v.picklist(fileTypes),
  /** Survey date. */
  data_rilievo: v.string(),
  /** Registration (upload) date and time, ISO. */
  data_reg: v.string(),
  /** Comment. */
  file_commento: v.nullable(v.string()),
  /** Specialty tag ids. */
  tags: v.array(v.number()),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
});

export type FileRecordAnswer = v.InferOutput<typeof FileRecordSchema>;

/** GET /api/getFiles/{patientId}: every file of the patient, newest survey date first. */
export const FileListAnswerSchema = v.object({
  /** Ordinary and Kardia files; `type` tells them apart. */
  data: v.array(FileRecordSchema),
});

/** POST, PUT and DELETE /api/files: the translated outcome and the file (null after a deletion). */
export const FileSaveAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The file as stored, or null after a deletion. */
  data: v.nullable(FileRecordSchema),
});

/** GET /api/getDRoute/{id}: a short-lived download address bound to the caller. */
export const DownloadLinkAnswerSchema = v.object({
  /** Relative URL to open in a new tab (valid for the caller only, for a short time). */
  data: v.string(),
});
