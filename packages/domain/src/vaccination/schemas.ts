import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { requiredPastDate, type TodayOptions } from '../shared/dates.ts';
import { NewOrIdSchema, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import { recallNumbers } from './codes.ts';

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
    /** Recall number. */
    vaccinazione_richiamo: v.picklist(recallNumbers, 'required'),
    /** Confidentiality level. */
    id_livello_confidenzialita: options.isNew ? ConfidentialitySchema : v.optional(ConfidentialitySchema),
  });
}

export type VaccinationInput = v.InferInput<ReturnType<typeof createVaccinationSchema>>;
