import { DEFAULT_CONFIDENTIALITY_NEW_FILE, NEW_FILE_AUDIT_LOG_ID, ordinaryFileTypes } from './codes.ts';

/** A new file: confidentiality 1 and audit-log id 132. */
export function newFile() {
  return {
    id_file: 0,
    id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_FILE,
    id_audit_log: NEW_FILE_AUDIT_LOG_ID,
  };
}

/** Picking a non-PDF in the Kardia form clears the data (spec 000, section 5). */
export function acceptKardiaFile<T extends { type: string }>(
  file: T,
): { file: T; issue: null } | { file: null; issue: 'pdf_required' } {
  return file.type === 'application/pdf' ? { file, issue: null } : { file: null, issue: 'pdf_required' };
}

/** The ordinary file type a file's media type tells (issue #37: a PDF was saved as "Foto"). */
export function fileTypeForContent(mediaType: string): (typeof ordinaryFileTypes)[number] {
  const [top = ''] = mediaType.toLowerCase().split('/');
  if (mediaType.toLowerCase() === 'application/dicom') return 'dicom';
  if (top === 'image') return 'foto';
  if (top === 'video') return 'Video';
  if (top === 'audio') return 'registrazione';
  return 'documento';
}

/**
 * The type a file is kept as: the one the patient chose, unless its content says otherwise (a PDF
 * or a video is no photo); a type that fits any content (documento, kardia for a PDF) stays.
 */
export function fileTypeFittingContent<T extends string>(chosen: T, mediaType: string): T | OrdinaryFileType {
  const told = fileTypeForContent(mediaType);
  if (chosen === told || chosen === 'documento') return chosen;
  if (chosen === 'kardia') return mediaType === 'application/pdf' ? chosen : told;
  if (chosen === 'esamistrumentali') return told === 'Video' ? chosen : told;
  return ordinaryFileTypes.some((type) => type === chosen) ? told : chosen;
}

type OrdinaryFileType = (typeof ordinaryFileTypes)[number];
