import * as v from 'valibot';
import { recordActions } from '../shared/codes.ts';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { optionalIsoDate, requiredIsoDate } from '../shared/dates.ts';
import {
  firstIssueOnly,
  IdSchema,
  idSchema,
  NewOrIdSchema,
  NOTE_MAX_LENGTH,
  noNullCharacterPattern,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from '../shared/limits.ts';
import { therapyTypes } from './codes.ts';

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

/**
 * POST /api/farmaci, what the server reads first (spec 000 sections 4, 5 and 7): the rest of the
 * body depends on `status` and on the stored therapy (an edit is read with TherapySchema, a move
 * reads tipo_terapia and motivo, the lock reads the confidentiality level), so unknown keys stay.
 */
export const TherapySaveRequestSchema = v.looseObject({
  /** add, update or delete. */
  status: v.picklist(recordActions, 'required'),
  /** Patient the therapy belongs to (the caller's own). */
  id_paziente: idSchema('required'),
  /** Therapy id; 0 or absent when new. */
  id_terapie: NewOrIdSchema,
  /** List (0 forbidden, 1 ongoing, 2 concluded); absent for the lock. */
  tipo_terapia: v.optional(v.picklist(therapyTypes, 'option_invalid')),
});
