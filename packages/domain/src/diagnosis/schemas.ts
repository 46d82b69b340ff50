import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { NewOrIdSchema, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import { diagnosisStates, diagnosisTypes } from './codes.ts';

/**
 * Diagnosis add and edit (spec 001, section 5): type, text and doctor required, the same on
 * edit. The doctor is an associated doctor's name or, after 'Nuovo Careprovider..', free text;
 * either way the form submits the name in `careprovider`.
 */
export const DiagnosisSchema = v.object({
  /** Diagnosis id; 0 when new. */
  id_diagnosi: NewOrIdSchema,
  /** Group. */
  diagnosi_stato: v.picklist(diagnosisStates, 'option_invalid'),
  /** Type. */
  tipo_diagnosi: v.picklist(diagnosisTypes, 'required'),
  /** Diagnosis text. */
  diagnosi_patologia: requiredText(TEXT_LIMITS.comment),
  /** Doctor's name. */
  careprovider: requiredText(TEXT_LIMITS.name),
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
});

export type DiagnosisInput = v.InferInput<typeof DiagnosisSchema>;
