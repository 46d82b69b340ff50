import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { requiredPastDate, type TodayOptions } from '../shared/dates.ts';
import {
  boundedText,
  firstIssueOnly,
  IdSchema,
  NewOrIdSchema,
  requiredChoice,
  requiredText,
  TEXT_LIMITS,
} from '../shared/limits.ts';
import { recallNumbers, VACCINE_SEARCH_MIN_LENGTH } from './codes.ts';

/** Options of the vaccination schema. */
export interface VaccinationSchemaOptions extends TodayOptions {
  /** The confidentiality choice appears only for new records. */
  isNew: boolean;
}

/**
 * Vaccination (spec 001, section 5): vaccine, date, reactions, recall number and (new records)
 * confidentiality required; a future date is replaced by today with 'La data inserita non è
 * valida!' (see `checkDateNotInFuture`).
 */
export function createVaccinationSchema(options: VaccinationSchemaOptions) {
  return v.object({
    /** Vaccination id; 0 when new. */
    id_vaccinazione: NewOrIdSchema,
    /** Vaccine drug code. */
    id_vaccino: requiredText(TEXT_LIMITS.code),
    /** Date. */
    vaccinazione_data: requiredPastDate(options.today),
    /** Reactions. */
    vaccinazione_reazioni: requiredText(TEXT_LIMITS.comment),
    /** Dose number: 1 first dose, 2 second dose or first booster, 3 a later dose or booster. */
    vaccinazione_richiamo: requiredChoice(recallNumbers),
    /** Confidentiality level. */
    id_livello_confidenzialita: options.isNew ? ConfidentialitySchema : v.optional(ConfidentialitySchema),
  });
}

/**
 * Body of POST /api/farmaciVacciniFilter: {search} of at least 3 characters (spec 001 sections 5
 * and 9); the answer lists at most VACCINE_LIST_SIZE vaccines.
 */
export const VaccineSearchSchema = v.object({
  /** Text to find in the vaccine's name, kind, antigens or ATC code. */
  search: firstIssueOnly(
    v.pipe(
      boundedText(TEXT_LIMITS.search, 'required'),
      v.check((text) => text.trim().length >= VACCINE_SEARCH_MIN_LENGTH, 'invalid_type'),
    ),
  ),
});

/** Body of the vaccination lock action: the new confidentiality level. */
export const VaccinationConfidentialitySchema = v.object({
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
});

/**
 * The wire body that records a vaccination: the form of a new record, its confidentiality required,
 * plus the patient it belongs to (the caller's own).
 */
export function createVaccinationRequestSchema(options: TodayOptions) {
  return v.object({
    ...createVaccinationSchema({ ...options, isNew: true }).entries,
    /** Confidentiality level, chosen for new records only. */
    id_livello_confidenzialita: ConfidentialitySchema,
    /** Patient the vaccination belongs to. */
    id_paziente: IdSchema,
  });
}
