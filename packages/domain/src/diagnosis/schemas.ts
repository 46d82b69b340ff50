import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { IdSchema, idSchema, NewOrIdSchema, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import { AllergyTargetSchema } from './allergy.ts';
import { diagnosisStates, diagnosisTypes } from './codes.ts';

/**
 * Diagnosis add and edit (spec 001, section 5): type, text and doctor required, the same on
 * edit. The doctor is an associated doctor's name or, after 'Nuovo Careprovider..', free text;
 * either way the form submits the name in `careprovider`, and the chosen doctor's id in
 * `id_careprovider` (null for a doctor typed by hand).
 */
export const DiagnosisSchema = v.object({
  /** Diagnosis id; 0 when new. */
  id_diagnosi: NewOrIdSchema,
  /** Group: 0 confirmed, 1 suspected, 2 excluded (read on add; an edit keeps the group). */
  diagnosi_stato: v.picklist(diagnosisStates, 'option_invalid'),
  /** Type: Diagnosi, Allergia or Intolleranza. */
  tipo_diagnosi: v.picklist(diagnosisTypes, 'required'),
  /** Diagnosis text. */
  diagnosi_patologia: requiredText(TEXT_LIMITS.comment),
  /** Doctor's name. */
  careprovider: requiredText(TEXT_LIMITS.name),
  /** The associated doctor chosen (id_careprovider), or null for 'Altro Medico'. */
  id_careprovider: v.nullish(idSchema('option_invalid')),
  /** Confidentiality level (6 for a new diagnosis, spec 001 section 9). */
  id_livello_confidenzialita: ConfidentialitySchema,
  /** What an allergy or intolerance is to; null or absent for none (ignored on a Diagnosi). */
  bersaglio: v.nullish(AllergyTargetSchema),
});

export type DiagnosisInput = v.InferInput<typeof DiagnosisSchema>;

/** The add body (POST /api/diagnosi): the form plus the patient it belongs to. */
export const DiagnosisCreateSchema = v.object({
  ...DiagnosisSchema.entries,
  /** Patient id (the caller's own). */
  id_paziente: IdSchema,
});

/** The move body (spec 001 section 4): the target group, confirmed (0) or excluded (2) only. */
export const DiagnosisMoveSchema = v.object({
  /** Target group. */
  diagnosi_stato: v.picklist(diagnosisStates, 'option_invalid'),
});

/** The lock body: the new confidentiality level. */
export const DiagnosisConfidentialitySchema = v.object({
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
});
