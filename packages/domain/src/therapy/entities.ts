import * as v from 'valibot';
import type { RecordAction } from '../shared/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import type { IsoDate } from '../shared/dates.ts';
import type { TherapyType } from './codes.ts';
import { therapyTypes } from './codes.ts';

/** A therapy or forbidden drug (tbl_terapie). */
export interface Therapy {
  /** Therapy id. */
  id_terapie: number;
  /** Patient id. */
  id_paziente: number;
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** State of the record as the server keeps it. */
  terapie_stato?: number | null;
  /** 0 forbidden drug, 1 ongoing, 2 concluded. */
  tipo_terapia: TherapyType;
  /** The drug's description and route. */
  farmaco?: { descrizione_breve: string; somministrazione: string };
  /** Drug code. */
  id_farmaco_codifa: string;
  /** Display text of the therapy dates. */
  terapie_dates?: string;
  /** Dose (free text, e.g. '1 compressa'). */
  quantita_farmaceutica: string | null;
  /** Frequency (free text, e.g. '2 volte al giorno'). */
  frequenza_farmaceutica: string | null;
  /** Start date. */
  data_inizio: IsoDate;
  /** End date. */
  data_fine: IsoDate | null;
  /** Linked diagnosis id. */
  id_diagnosi: number | null;
  /** Prescriber id (an associated doctor). */
  id_prescrittore: number | null;
  /** Prescriber name. */
  prescrittore: string | null;
  /** Care provider display name. */
  cp_display?: string;
  /** Linked diagnosis text. */
  diagnosi?: { diagnosi_patologia: string } | null;
  /** Notes; for forbidden drugs, the reason (at most 100 characters). */
  note: string | null;
  /** Save action. */
  status?: RecordAction;
}

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
