import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import {
  boundedText,
  firstIssueOnly,
  IdSchema,
  idSchema,
  NewOrIdSchema,
  requiredText,
  TEXT_LIMITS,
} from '../shared/limits.ts';
import { AllergyTargetSchema } from './allergy.ts';
import { type DiagnosisType, diagnosisStates, diagnosisTypes } from './codes.ts';
import { needsDoctor } from './licence.ts';

/** The fields of the add and edit bodies. */
const diagnosisEntries = {
  /** Diagnosis id; 0 when new. */
  id_diagnosi: NewOrIdSchema,
  /** Group: 0 confirmed, 1 suspected, 2 excluded (read on add; an edit keeps the group). */
  diagnosi_stato: v.picklist(diagnosisStates, 'option_invalid'),
  /** Type: Diagnosi, Allergia or Intolleranza. */
  tipo_diagnosi: v.picklist(diagnosisTypes, 'required'),
  /** Diagnosis text. */
  diagnosi_patologia: requiredText(TEXT_LIMITS.comment),
  /** Doctor's name; empty or absent for an allergy or intolerance the patient reports. */
  careprovider: v.optional(firstIssueOnly(boundedText(TEXT_LIMITS.name, 'required')), ''),
  /** The associated doctor chosen (id_careprovider), or null for 'Altro Medico'. */
  id_careprovider: v.nullish(idSchema('option_invalid')),
  /** Confidentiality level (6 for a new diagnosis, spec 001 section 9). */
  id_livello_confidenzialita: ConfidentialitySchema,
  /** What an allergy or intolerance is to; null or absent for none (ignored on a Diagnosi). */
  bersaglio: v.nullish(AllergyTargetSchema),
};

/** A Diagnosi needs its doctor ('Questo campo è obbligatorio!'); an allergy or intolerance may have none. */
function doctorGiven(input: { tipo_diagnosi: DiagnosisType; careprovider: string }): boolean {
  return !needsDoctor(input.tipo_diagnosi) || input.careprovider.trim().length > 0;
}

/**
 * Diagnosis add and edit (spec 001, section 5): type, text and doctor required, the same on
 * edit. The doctor is an associated doctor's name or, after 'Nuovo medico…', free text;
 * either way the form submits the name in `careprovider`, and the chosen doctor's id in
 * `id_careprovider` (null for a doctor typed by hand). An allergy or intolerance may have no doctor
 * (issue #37): `careprovider` empty or absent and `id_careprovider` null mean the patient reported it.
 */
export const DiagnosisSchema = v.pipe(
  v.object(diagnosisEntries),
  v.forward(v.partialCheck([['tipo_diagnosi'], ['careprovider']], doctorGiven, 'required'), ['careprovider']),
);

export type DiagnosisInput = v.InferInput<typeof DiagnosisSchema>;

/** The add body (POST /api/diagnosi): the form plus the patient it belongs to. */
export const DiagnosisCreateSchema = v.pipe(
  v.object({
    ...diagnosisEntries,
    /** Patient id (the caller's own). */
    id_paziente: IdSchema,
  }),
  v.forward(v.partialCheck([['tipo_diagnosi'], ['careprovider']], doctorGiven, 'required'), ['careprovider']),
);

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
