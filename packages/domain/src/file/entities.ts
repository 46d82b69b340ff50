import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { IsoDate, IsoDateTime } from '../shared/dates.ts';
import type { FileType } from './codes.ts';

/** A file of the files page, ordinary or Kardia. */
export interface FileRecord {
  /** File id. */
  id_file: number;
  /** Patient id. */
  id_paziente: number;
  /** Author id. */
  id_autore: number;
  /** Audit-log id; 132 for a new file (spec 000, section 9). */
  id_audit_log: number;
  /** File name. */
  file_nome: string;
  /** MIME type. */
  file_type: string;
  /** Size in MB. */
  file_size: number;
  /** Base64 content (only on upload). */
  file?: string;
  /** Kind of file. */
  type: FileType;
  /** Survey date. */
  data_rilievo: IsoDate;
  /** Registration (upload) date. */
  data_reg: IsoDateTime;
  /** Display date. */
  date_display?: string;
  /** Comment. */
  file_commento: string | null;
  /** Specialty tag ids. */
  tags: number[];
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
}
