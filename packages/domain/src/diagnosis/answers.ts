import * as v from 'valibot';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import { AllergyTargetAnswerSchema } from './allergy.ts';
import { diagnosisStates, diagnosisTypes } from './codes.ts';

/** A diagnosis, allergy or intolerance as the API answers it (spec 001 section 3). */
const DiagnosisAnswerItemSchema = v.object({
  /** Diagnosis id. */
  id_diagnosi: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** 0 confirmed, 1 suspected, 2 excluded. */
  diagnosi_stato: v.picklist(diagnosisStates),
  /** Diagnosi, Allergia or Intolleranza. */
  tipo_diagnosi: v.picklist(diagnosisTypes),
  /** Diagnosis text. */
  diagnosi_patologia: v.string(),
  /** Doctor who made the diagnosis. */
  diagnosiDetails: v.object({ careprovider: v.string() }),
  /** The associated doctor linked (id_careprovider), or null for a doctor typed by hand. */
  id_careprovider: v.nullable(v.number()),
  /** Insertion date (YYYY-MM-DD). */
  diagnosi_inserimento: v.string(),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
  /** What an allergy or intolerance is to, or null. */
  bersaglio: v.nullable(AllergyTargetAnswerSchema),
});

/** The answer of GET /api/diagnosiPatient/{id}: the patient's diagnoses, allergies and intolerances. */
export const DiagnosisListAnswerSchema = v.object({
  /** The diagnoses. */
  data: v.array(DiagnosisAnswerItemSchema),
});

/** The answer of the add, edit, move and lock calls: the outcome message and the diagnosis as stored. */
export const DiagnosisSaveAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The saved diagnosis. */
  data: DiagnosisAnswerItemSchema,
});

/** The answer of DELETE /api/diagnosi/{id} (spec 001 section 7: status 200 means success). */
export const DiagnosisDeleteAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The deleted diagnosis id. */
  data: v.object({ id_diagnosi: v.number() }),
});
