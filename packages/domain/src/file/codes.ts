import { label } from '../shared/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { Message } from '../shared/messages.ts';

/** File types of the ordinary files form, by wire value. */
export const ordinaryFileTypes = [
  'foto',
  'Video',
  'registrazione',
  'esamistrumentali',
  'dicom',
  'documento',
] as const;

/** The only type of the Kardia form. */
export const kardiaFileTypes = ['kardia'] as const;

export const fileTypes = [...ordinaryFileTypes, ...kardiaFileTypes] as const;

export type FileType = (typeof fileTypes)[number];

export const fileTypeLabels = {
  foto: label('code.file_type.foto', 'Foto', 'Photo'),
  Video: label('code.file_type.video', 'Video', 'Video'),
  registrazione: label('code.file_type.registrazione', 'Registrazione', 'Recording'),
  esamistrumentali: label(
    'code.file_type.esamistrumentali',
    'Video Esami Strumentali',
    'Instrumental exam video',
  ),
  dicom: label('code.file_type.dicom', 'Immagine Dicom', 'DICOM image'),
  documento: label('code.file_type.documento', 'Documento', 'Document'),
  kardia: label('code.file_type.kardia', 'Kardia', 'Kardia'),
} as const satisfies Record<FileType, Message>;

/** Confidentiality of a new file or exam file. */
export const DEFAULT_CONFIDENTIALITY_NEW_FILE: ConfidentialityLevel = 1;

/** Audit-log id of a new file. */
export const NEW_FILE_AUDIT_LOG_ID = 132;

/** MIME type of a Kardia recording: only PDF is accepted. */
export const KARDIA_MIME_TYPE = 'application/pdf';
