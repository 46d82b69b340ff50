import * as v from 'valibot';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import { therapyTypes } from './codes.ts';

/** A therapy as the API answers it (spec 000 section 3 "Therapy"). */
export const TherapyAnswerItemSchema = v.object({
  /** Therapy id. */
  id_terapie: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Confidentiality level. */
  id_livello_confidenzialita: v.picklist(confidentialityLevels),
  /** Which list the therapy is on (current, past, forbidden drugs). */
  tipo_terapia: v.picklist(therapyTypes),
  /** The drug's short description and route of administration. */
  farmaco: v.object({ descrizione_breve: v.string(), somministrazione: v.string() }),
  /** The drug's code. */
  id_farmaco_codifa: v.string(),
  /** The period as displayed. */
  terapie_dates: v.string(),
  /** Dose, free text. */
  quantita_farmaceutica: v.nullable(v.string()),
  /** Frequency, free text. */
  frequenza_farmaceutica: v.nullable(v.string()),
  /** Start date (YYYY-MM-DD). */
  data_inizio: v.string(),
  /** End date (YYYY-MM-DD), or null while ongoing. */
  data_fine: v.nullable(v.string()),
  /** The diagnosis the therapy treats, or null. */
  id_diagnosi: v.nullable(v.number()),
  /** The prescribing care provider, or null. */
  id_prescrittore: v.nullable(v.number()),
  /** The prescriber's name as typed, or null. */
  prescrittore: v.nullable(v.string()),
  /** The prescriber as displayed. */
  cp_display: v.string(),
  /** The diagnosis' name, or null. */
  diagnosi: v.nullable(v.object({ diagnosi_patologia: v.string() })),
  /** Notes, or null. */
  note: v.nullable(v.string()),
});
