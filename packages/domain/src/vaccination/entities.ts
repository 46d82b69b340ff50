import * as v from 'valibot';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import { recallNumbers } from './codes.ts';

/**
 * A vaccine of the catalogue (apps/api/data/vaccini/SOURCE.md): one product authorised in Italy,
 * with the antigens it covers. Cartella addition: the spec's vaccines are drug codes only.
 */
export const VaccineSchema = v.object({
  /** Vaccine code: the first AIC pack code when one is known, else a project code 'V' + number. */
  id_vaccino: v.string(),
  /** Trade name. */
  descrizione_breve: v.string(),
  /** ATC code (J07…). */
  codice_atc: v.string(),
  /** Antigens covered, from the calendar's vocabulary (e.g. 'tetano', 'hpv'). */
  antigeni: v.array(v.string()),
  /** Kind of vaccine, as the source words it (Italian). */
  tipo: v.string(),
  /** Marketing authorisation holder; empty when not known. */
  titolare: v.string(),
  /** AIC pack codes known for the product. */
  aic_confezioni: v.array(v.string()),
});
export type Vaccine = v.InferOutput<typeof VaccineSchema>;

/** A vaccination as the API answers it (spec 001 section 3 "Vaccination"). */
export const VaccinationAnswerItemSchema = v.object({
  /** Vaccination id. */
  id_vaccinazione: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Id of the user who recorded it. */
  author_id: v.number(),
  /** Vaccine code. */
  id_vaccino: v.string(),
  /** The vaccine of the catalogue. */
  vaccinidetails: VaccineSchema,
  /** Vaccination date (YYYY-MM-DD). */
  vaccinazione_data: v.string(),
  /** Reactions. */
  vaccinazione_reazioni: v.string(),
  /** Recall number 1, 2 or 3. */
  vaccinazione_richiamo: v.picklist(recallNumbers),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
  /** When it was deleted (ISO-8601), or null. */
  deleted_at: v.nullable(v.string()),
});
export type VaccinationItem = v.InferOutput<typeof VaccinationAnswerItemSchema>;
