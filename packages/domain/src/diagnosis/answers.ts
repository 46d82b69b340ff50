import * as v from 'valibot';
import { confidentialityLevels } from '../shared/confidentiality.ts';
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
  /** Insertion date (YYYY-MM-DD). */
  diagnosi_inserimento: v.string(),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
});

/** The answer of GET /api/diagnosiPatient/{id}: the patient's diagnoses, allergies and intolerances. */
export const DiagnosisListAnswerSchema = v.object({
  /** The diagnoses. */
  data: v.array(DiagnosisAnswerItemSchema),
});
