import * as v from 'valibot';
import { AssociatedDoctorAnswerSchema, CareProviderAnswerSchema, SpecialtyTagSchema } from './entities.ts';

/** The answer of GET /api/getAscDoctors/{id}: the doctors associated with the patient. */
export const AssociatedDoctorListAnswerSchema = v.object({
  /** The associations. */
  data: v.array(AssociatedDoctorAnswerSchema),
});

/** The answer of GET /api/getNAdoctors/{id}: the doctors the patient may still associate. */
export const CareProviderListAnswerSchema = v.object({
  /** The doctors. */
  data: v.array(CareProviderAnswerSchema),
});

/**
 * The answer of POST /api/associatedCareProviders and POST /api/dottori: the spec's message, and
 * the association as saved (null after a delete).
 */
export const AssociationSaveAnswerSchema = v.object({
  /** 'Hai aggiunto un dottore!', 'Hai rimosso con successo il medico associato!' or the update text. */
  message: v.string(),
  /** The association, or null when it was removed. */
  data: v.nullable(AssociatedDoctorAnswerSchema),
});

/** The answer of GET /api/tagMedicalSpecialties: every specialty tag, by name. */
export const SpecialtyTagListAnswerSchema = v.object({
  /** The tags. */
  data: v.array(SpecialtyTagSchema),
});
