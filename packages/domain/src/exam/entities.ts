import type { FileType } from '../file/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { DataUrl, IsoDate, IsoDateTime } from '../shared/dates.ts';
import type { ExamStatus, ExamType } from './codes.ts';

/** A diagnostic exam (indagine). */
export interface Exam {
  /** Exam id. */
  id_indagine: number;
  /** Patient id. Cartella addition (implied by the per-patient lists). */
  id_paziente?: number;
  /** Exam type. */
  indagine_tipologia: ExamType;
  /** Id of the diagnostic investigation picked from the suggestions. */
  id_diagn_investigations: number | null;
  /** 0 requested, 1 scheduled, 2 completed, 3 deleted. */
  indagine_stato: ExamStatus;
  /** Reason for the exam. */
  indagine_motivo: string;
  /** Date shown for the exam. */
  indagine_data_display: IsoDate | null;
  /** Affiliated centre where the exam takes place. */
  id_centro_indagine: number | null;
  /** Free-text centre when not affiliated. */
  altro_centro: string | null;
  /** Requesting care provider. */
  careprovider: string | null;
  /** Linked diagnosis ids. */
  diags: number[];
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Attachments. */
  allegati?: ExamFile[];
  /** Attachment ids. */
  id_allegati?: number[];
  /** Soft-delete timestamp. */
  deleted_at?: IsoDateTime | null;
}

/** A diagnostic investigation suggestion. */
export interface DiagnosticInvestigation {
  /** Investigation id. */
  id: number;
  /** Description. */
  descrizione: string;
}

/** A file attached to an exam (spec 000, section 3, "Exam file"). */
export interface ExamFile {
  /** File id. */
  id_file: number;
  /** Patient id. */
  id_paziente: number;
  /** Author id. */
  id_autore: number;
  /** Exam id. */
  id_indagine: number;
  /** File content as a data URL. */
  file: DataUrl;
  /** File name. */
  file_nome: string;
  /** File size in MB. */
  file_size: number;
  /** MIME type of the file. */
  file_type: string;
  /** Kind of file. */
  type: FileType;
  /** Comment. */
  file_commento: string | null;
  /** Survey date. */
  created_at: IsoDate;
  /** Specialty tag ids. */
  tags: number[];
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
}
