import * as v from 'valibot';
import { VaccinationAnswerItemSchema, VaccineSchema } from './entities.ts';

/** The answer of POST /api/farmaciVacciniFilter: at most 10 vaccines, best match first. */
export const VaccineSearchAnswerSchema = v.object({
  /** The matching vaccines. */
  data: v.array(VaccineSchema),
});

/** The answer of GET /api/getVaccinis/{patientId}: the live vaccinations, newest first. */
export const VaccinationListAnswerSchema = v.object({
  /** The vaccinations. */
  data: v.array(VaccinationAnswerItemSchema),
});

/** The answer of a vaccination save or confidentiality change: the vaccination as stored. */
export const VaccinationAnswerSchema = v.object({
  /** The saved vaccination. */
  data: VaccinationAnswerItemSchema,
});

/** The answer of DELETE /api/vaccinazioni/{id}: which vaccination was deleted, and when. */
export const VaccinationDeleteAnswerSchema = v.object({
  data: v.object({
    /** Vaccination id. */
    id_vaccinazione: v.number(),
    /** When it was deleted (ISO-8601). */
    deleted_at: v.string(),
  }),
});
