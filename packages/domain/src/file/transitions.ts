import { DEFAULT_CONFIDENTIALITY_NEW_FILE, NEW_FILE_AUDIT_LOG_ID } from './codes.ts';

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
