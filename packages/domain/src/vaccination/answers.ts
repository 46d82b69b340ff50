import * as v from 'valibot';
import { dueStatuses } from './due.ts';
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

/** One recommended vaccination as GET /api/vaccinazioniRaccomandate/{patientId} answers it. */
const DueVaccinationSchema = v.object({
  /** Id of the calendar entry. */
  voce: v.string(),
  /** Name in the request's language (Italian as the calendar words it, or English). */
  nome: v.string(),
  /** Antigens a dose must cover. */
  antigeni: v.array(v.string()),
  /** overdue, due or done. */
  stato: v.picklist(dueStatuses),
  /** Since when it is due (YYYY-MM-DD); for a done periodic dose, when the next is due. */
  data: v.string(),
  /** Doses recorded that count. */
  dosi_registrate: v.number(),
  /** Doses that complete it, or null for a periodic dose. */
  dosi_previste: v.nullable(v.number()),
});
export type DueVaccinationItem = v.InferOutput<typeof DueVaccinationSchema>;

/**
 * The answer of GET /api/vaccinazioniRaccomandate/{patientId}: what the national calendar
 * recommends for the patient's age and sex, and how it looks from the record. Cartella addition.
 */
export const DueVaccinationsAnswerSchema = v.object({
  data: v.object({
    /** The calendar the rules transcribe, with its citation. */
    calendario: v.object({
      /** Version of the data file. */
      versione: v.string(),
      /** The calendar's name. */
      calendario: v.string(),
      /** The citation, in the request's language. */
      citazione: v.string(),
      /** The calendar's page. */
      url: v.string(),
      /** What the rules leave out. */
      nota: v.string(),
    }),
    /** False when the record has no birth date: nothing can be computed. */
    eta_nota: v.boolean(),
    /** False when the record's sex is unknown: rules for one sex are left out. */
    sesso_noto: v.boolean(),
    /** The recommended vaccinations, overdue first. */
    voci: v.array(DueVaccinationSchema),
  }),
});
