import * as v from 'valibot';
import type { Sex } from './codes.ts';
import {
  examListStatuses,
  examTypes,
  fileTypes,
  pregnancyTrimesters,
  reactionOutcomes,
  reactionSeverities,
} from './codes.ts';
import { NOTE_MAX_LENGTH, REACTION_IMPACT_RANGE } from './constants.ts';
import { FILE_SIZE_MAX_MB } from './file-schemas.ts';
import {
  boundedText,
  finiteNumber,
  firstIssueOnly,
  IdSchema,
  idListSchema,
  idSchema,
  NewOrIdSchema,
  noNullCharacterPattern,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from './limits.ts';
import { PhoneSchema } from './phone.ts';
import {
  ConfidentialitySchema,
  numberInRange,
  optionalIsoDate,
  requiredIsoDate,
  requiredPastDate,
  type TodayOptions,
} from './rules.ts';

/**
 * Diary, exam, exam-file, therapy and adverse-reaction forms (spec 000, section 5).
 */

const dataUrlImage = firstIssueOnly(
  v.pipe(boundedText(TEXT_LIMITS.drawing), v.startsWith('data:image/', 'invalid_type')),
);

/**
 * Diary entry (spec 000, section 5 "Diary": default date today; other rules not shown). The date
 * is required and, like every clinical date in Cartella, not in the future.
 */
export function createDiaryEntrySchema(options: TodayOptions) {
  return v.object({
    /** Entry id; 0 when new. */
    id_taccuino: NewOrIdSchema,
    /** Entry date. */
    taccuino_data: requiredPastDate(options.today),
    /** Description. */
    taccuino_descrizione: optionalText(TEXT_LIMITS.clinical),
    /** Front drawing, PNG data URL. */
    taccuino_report_anteriore: v.nullish(dataUrlImage),
    /** Back drawing, PNG data URL. */
    taccuino_report_posteriore: v.nullish(dataUrlImage),
    /** Confidentiality level. */
    id_livello_confidenzialita: ConfidentialitySchema,
  });
}
export type DiaryEntryInput = v.InferInput<ReturnType<typeof createDiaryEntrySchema>>;

/**
 * Exam add and edit (spec 000, section 5 "Exam"): type and confidentiality required. The
 * defaults (4 on edit without a level, 6 when new) are applied by `newExam` and
 * `confidentialityForExamEdit` before the form opens.
 */
export const ExamSchema = v.object({
  /** Exam id; 0 when new. */
  id_indagine: NewOrIdSchema,
  /** Exam type. */
  indagine_tipologia: v.picklist(examTypes, 'required'),
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
  /** Status of the list it belongs to. */
  indagine_stato: v.picklist(examListStatuses, 'option_invalid'),
  /** Reason. */
  indagine_motivo: optionalText(TEXT_LIMITS.comment),
  /** Exam date. */
  indagine_data_display: optionalIsoDate(),
  /** Diagnostic investigation picked from the suggestions. */
  id_diagn_investigations: v.nullish(IdSchema),
  /** Affiliated centre. */
  id_centro_indagine: v.nullish(IdSchema),
  /** Free-text centre. */
  altro_centro: optionalText(TEXT_LIMITS.name),
  /** Requesting care provider. */
  careprovider: optionalText(TEXT_LIMITS.name),
  /** Linked diagnosis ids. */
  diags: idListSchema(),
});
export type ExamInput = v.InferInput<typeof ExamSchema>;
export type ExamOutput = v.InferOutput<typeof ExamSchema>;

/** Exam attachment upload (spec 000, section 5 "Exam file"): file, survey date, file type, confidentiality. */
export const ExamFileSchema = v.object({
  /** Exam id. */
  id_indagine: IdSchema,
  /** File content, a data URL. */
  file: requiredText(TEXT_LIMITS.fileContent),
  /** File name. */
  file_nome: optionalText(TEXT_LIMITS.fileName),
  /** MIME type. */
  file_type: requiredText(TEXT_LIMITS.mimeType),
  /** Size in MB. */
  file_size: v.nullish(v.pipe(finiteNumber(), numberInRange(0, FILE_SIZE_MAX_MB, 'invalid_type'))),
  /** Kind of file. */
  type: v.nullish(v.picklist(fileTypes, 'file_type_invalid')),
  /** Comment. */
  file_commento: optionalText(TEXT_LIMITS.comment),
  /** Survey date. */
  created_at: requiredIsoDate(),
  /** Specialty tag ids. */
  tags: idListSchema(),
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
});
export type ExamFileInput = v.InferInput<typeof ExamFileSchema>;

const noteSchema = v.nullish(
  firstIssueOnly(
    v.pipe(
      v.string('invalid_type'),
      v.maxLength(NOTE_MAX_LENGTH, 'note_too_long'),
      v.regex(noNullCharacterPattern, 'text_invalid_character'),
    ),
  ),
);

const therapyCommon = {
  /** Therapy id; 0 when new. */
  id_terapie: NewOrIdSchema,
  /** Drug code picked from the drug search. */
  id_farmaco_codifa: requiredText(TEXT_LIMITS.code),
  /** Prescriber id (an associated doctor), when picked from the list. */
  id_prescrittore: v.nullish(IdSchema),
  /** Prescriber name. */
  prescrittore: requiredText(TEXT_LIMITS.name),
  /** Start date. */
  data_inizio: requiredIsoDate('start_date_required'),
  /** End date. */
  data_fine: optionalIsoDate(),
  /** Dose. */
  quantita_farmaceutica: optionalText(TEXT_LIMITS.short),
  /** Frequency. */
  frequenza_farmaceutica: optionalText(TEXT_LIMITS.short),
  /** Linked diagnosis. */
  id_diagnosi: v.nullish(IdSchema),
  /** Notes, at most 100 characters. */
  note: noteSchema,
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
};

/**
 * Therapy add and edit (spec 000, section 5 "Therapy"): a forbidden drug needs drug, prescriber,
 * start date and a reason (the note); an ongoing therapy needs drug, prescriber, dose, frequency
 * and start date; a concluded one also an end date. The note is at most 100 characters and the
 * end date never precedes the start date (the UI resets it: see `checkEndNotBeforeStart`).
 */
export const TherapySchema = v.pipe(
  v.variant(
    'tipo_terapia',
    [
      v.object({
        ...therapyCommon,
        /** Forbidden drug. */
        tipo_terapia: v.literal(0),
        /** The reason the drug is forbidden. */
        note: firstIssueOnly(
          v.pipe(
            v.string('reason_required'),
            v.maxLength(NOTE_MAX_LENGTH, 'note_too_long'),
            v.regex(noNullCharacterPattern, 'text_invalid_character'),
            v.check((note) => note.trim().length > 0, 'reason_required'),
          ),
        ),
      }),
      v.object({
        ...therapyCommon,
        /** Ongoing therapy. */
        tipo_terapia: v.literal(1),
        quantita_farmaceutica: requiredText(TEXT_LIMITS.short),
        frequenza_farmaceutica: requiredText(TEXT_LIMITS.short),
      }),
      v.object({
        ...therapyCommon,
        /** Concluded therapy. */
        tipo_terapia: v.literal(2),
        quantita_farmaceutica: requiredText(TEXT_LIMITS.short),
        frequenza_farmaceutica: requiredText(TEXT_LIMITS.short),
        data_fine: requiredIsoDate(),
      }),
    ],
    'required',
  ),
  v.forward(
    v.partialCheck(
      [['data_inizio'], ['data_fine']],
      (input) => !input.data_fine || !input.data_inizio || input.data_fine >= input.data_inizio,
      'end_before_start',
    ),
    ['data_fine'],
  ),
);
export type TherapyInput = v.InferInput<typeof TherapySchema>;
export type TherapyOutput = v.InferOutput<typeof TherapySchema>;

const yesNoFlag = v.picklist([0, 1], 'required');

/** Options of the adverse-reaction schema. */
export interface AdverseReactionSchemaOptions extends TodayOptions {
  /** The patient's sex: menstruation, pregnancy and nursing fields exist only for female patients. */
  sex: Sex | 'unknown';
}

/**
 * Adverse-reaction report (spec 000, section 5): every field required; the first assumption
 * date must not be later than the last (issue on the last-assumption field); impact 1 to 10.
 * Beyond the spec, dates are not in the future and the care provider's phone must be valid.
 */
export function createAdverseReactionSchema(options: AdverseReactionSchemaOptions) {
  const female = options.sex === 'female';
  const notFuture = (code?: 'required') => requiredPastDate(options.today, code);
  return v.pipe(
    v.object({
      /** Therapy the report refers to. */
      id_terapie: idSchema('required'),
      /** Pharmacovigilance structure (region). */
      id_structure_pharmacovigilance: idSchema('required'),
      /** Last menstruation date (female patients only). */
      date_last_menstruation: female ? notFuture() : optionalText(TEXT_LIMITS.date),
      /** Pregnancy trimester (female patients only). */
      pregnancy: female
        ? v.picklist(pregnancyTrimesters, 'required')
        : v.nullish(v.picklist(pregnancyTrimesters)),
      /** Breastfeeding (female patients only). */
      nursing_mother: female ? yesNoFlag : v.nullish(yesNoFlag),
      reaction: requiredText(TEXT_LIMITS.clinical),
      date_reaction: notFuture(),
      severity: v.picklist(reactionSeverities, 'required'),
      reaction_affect: v.pipe(
        v.number('required'),
        numberInRange(REACTION_IMPACT_RANGE.min, REACTION_IMPACT_RANGE.max),
      ),
      reaction_duration: requiredText(TEXT_LIMITS.short),
      drugs_to_treat_reaction: requiredText(TEXT_LIMITS.comment),
      reaction_now: v.picklist(reactionOutcomes, 'required'),
      batch_number: requiredText(TEXT_LIMITS.short),
      prescribed_by_doctor: yesNoFlag,
      care_provider_warned: yesNoFlag,
      reason: requiredText(TEXT_LIMITS.comment),
      adverse_reaction_drug_suspended: yesNoFlag,
      first_assumption_date: notFuture(),
      last_assumption_date: notFuture(),
      how_many_times_day: requiredText(TEXT_LIMITS.short),
      how_drug_taken: requiredText(TEXT_LIMITS.short),
      drug_already_used: yesNoFlag,
      same_reaction: yesNoFlag,
      other_drugs_used: requiredText(TEXT_LIMITS.comment),
      other_diseases: requiredText(TEXT_LIMITS.comment),
      name_care_provider: requiredText(TEXT_LIMITS.name),
      contactable_care_provider: yesNoFlag,
      address_care_provider: requiredText(TEXT_LIMITS.address),
      phone_care_provider: PhoneSchema,
    }),
    v.forward(
      v.partialCheck(
        [['first_assumption_date'], ['last_assumption_date']],
        (input) => input.first_assumption_date <= input.last_assumption_date,
        'first_assumption_after_last',
      ),
      ['last_assumption_date'],
    ),
  );
}
export type AdverseReactionInput = v.InferInput<ReturnType<typeof createAdverseReactionSchema>>;
