import * as v from 'valibot';
import { fileTypes } from '../file/codes.ts';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import { examStatuses, examTypes } from './codes.ts';

/** An exam as the API answers it (spec 000 section 3 "Exam"), in its list and in the record. */
export const ExamAnswerItemSchema = v.object({
  /** Exam id. */
  id_indagine: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Exam type. */
  indagine_tipologia: v.picklist(examTypes),
  /** The investigation picked from the catalogue, or null. */
  id_diagn_investigations: v.nullable(v.number()),
  /** The investigation's name (Cartella addition: what the list shows), or ''. */
  indagine_descrizione: v.string(),
  /** 0 requested, 1 scheduled, 2 completed (3 deleted is never listed). */
  indagine_stato: v.picklist(examStatuses),
  /** Reason. */
  indagine_motivo: v.string(),
  /** Exam date (YYYY-MM-DD) or null. */
  indagine_data_display: v.nullable(v.string()),
  /** The affiliated centre, or null. */
  id_centro_indagine: v.nullable(v.number()),
  /** The affiliated centre's name (Cartella addition), or ''. */
  centro_nome: v.string(),
  /** A centre typed by hand, or null. */
  altro_centro: v.nullable(v.string()),
  /** Requesting care provider, or null. */
  careprovider: v.nullable(v.string()),
  /** Linked diagnosis ids (the patient's own, not deleted). */
  diags: v.array(v.number()),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
});

/** The answer of GET /api/getEsami/{a}/{b} and POST /api/esamifilter/{id}: the exams. */
export const ExamListAnswerSchema = v.object({
  /** The exams, newest first. */
  data: v.array(ExamAnswerItemSchema),
});

/** The answer of the add, edit, move and lock calls: the message and the exam as stored. */
export const ExamSaveAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The saved exam. */
  data: ExamAnswerItemSchema,
});

/** The answer of DELETE /api/esami/{id}: status 3 with the deletion time. */
export const ExamDeleteAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The deleted exam. */
  data: v.object({ id_indagine: v.number(), indagine_stato: v.literal(3), deleted_at: v.string() }),
});

/** The answer of POST /api/esamifilter: catalogue investigations (spec: id, descrizione). */
export const InvestigationSearchAnswerSchema = v.object({
  /** At most 20 matches. */
  data: v.array(
    v.object({
      /** Investigation id. */
      id: v.number(),
      /** Name. */
      descrizione: v.string(),
      /** Exam type it belongs to. */
      tipologia: v.picklist(examTypes),
      /** Nomenclator code, or ''. */
      codice: v.string(),
    }),
  ),
});

/** An exam attachment as the API answers it (spec 000 section 3 "Exam file"), without its bytes. */
const ExamFileAnswerItemSchema = v.object({
  /** Attachment id. */
  id_file: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Author (account) id. */
  id_autore: v.number(),
  /** Exam id. */
  id_indagine: v.number(),
  /** File name as uploaded. */
  file_nome: v.string(),
  /** Media type, as sniffed from the bytes. */
  file_type: v.string(),
  /** Size in MB. */
  file_size: v.number(),
  /** Kind of file. */
  type: v.picklist(fileTypes),
  /** Comment, or null. */
  file_commento: v.nullable(v.string()),
  /** Survey date (YYYY-MM-DD). */
  created_at: v.string(),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
});

export type ExamFileAnswer = v.InferOutput<typeof ExamFileAnswerItemSchema>;

/** GET /api/esami/{id}/allegati: the exam's attachments, newest survey date first. */
export const ExamFileListAnswerSchema = v.object({
  /** The attachments. */
  data: v.array(ExamFileAnswerItemSchema),
});

/** Upload and delete of an attachment: the translated outcome and the attachment (null once deleted). */
export const ExamFileSaveAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The attachment as stored, or null after a deletion. */
  data: v.nullable(ExamFileAnswerItemSchema),
});
