import * as v from 'valibot';
import type { IsoDate } from '../shared/dates.ts';
import type { PregnancyTrimester, ReactionOutcome, ReactionSeverity } from './codes.ts';
import { pregnancyTrimesters, reactionOutcomes, reactionSeverities } from './codes.ts';

/** A pharmacovigilance structure (region) for adverse-reaction reports. */
export interface PharmacovigilanceStructure {
  /** Structure id. */
  id: number;
  /** Structure (regional centre) name. */
  struttura: string;
}

/** An adverse-reaction report. Every field is required by the form (spec 000, section 5). */
export interface AdverseReactionReport {
  /** Report id. Cartella addition. */
  id?: number;
  /** User id of the reporter. */
  id_utente: number;
  /** Therapy the reaction refers to; null once that therapy is deleted (the report stays). */
  id_terapie: number | null;
  /** Pharmacovigilance structure (region). */
  id_structure_pharmacovigilance: number;
  /** Date of the last menstruation (female patients only). */
  date_last_menstruation: IsoDate | null;
  /** Pregnancy trimester (female patients only). */
  pregnancy: PregnancyTrimester | null;
  /** Breastfeeding: 1 yes, 0 no (female patients only). */
  nursing_mother: 0 | 1 | null;
  /** Description of the reaction. */
  reaction: string;
  /** Date of the reaction. */
  date_reaction: IsoDate;
  /** Severity. */
  severity: ReactionSeverity;
  /** Impact on daily life, 1 to 10. */
  reaction_affect: number;
  /** Duration of the reaction (free text). */
  reaction_duration: string;
  /** Drugs used to treat the reaction. */
  drugs_to_treat_reaction: string;
  /** Current outcome. */
  reaction_now: ReactionOutcome;
  /** Batch number of the drug. */
  batch_number: string;
  /** Whether a doctor prescribed the drug (1 yes, 0 no). */
  prescribed_by_doctor: 0 | 1;
  /** Whether the care provider was told (1 yes, 0 no). */
  care_provider_warned: 0 | 1;
  /** Why the drug was taken. */
  reason: string;
  /** Whether the drug was suspended after the reaction (1 yes, 0 no). */
  adverse_reaction_drug_suspended: 0 | 1;
  /** First intake date. */
  first_assumption_date: IsoDate;
  /** Last intake date. */
  last_assumption_date: IsoDate;
  /** Intakes per day. */
  how_many_times_day: string;
  /** How the drug was taken. */
  how_drug_taken: string;
  /** Whether the drug had been used before (1 yes, 0 no). */
  drug_already_used: 0 | 1;
  /** Whether the same reaction happened before (1 yes, 0 no). */
  same_reaction: 0 | 1;
  /** Other drugs in use. */
  other_drugs_used: string;
  /** Other diseases. */
  other_diseases: string;
  /** Care provider name. */
  name_care_provider: string;
  /** Whether the care provider may be contacted (1 yes, 0 no). */
  contactable_care_provider: 0 | 1;
  /** Care provider address. */
  address_care_provider: string;
  /** Care provider phone. */
  phone_care_provider: string;
}

/** 1 yes, 0 no. */
const yesNo = v.picklist([0, 1]);

/** An adverse-reaction report as the API answers it (spec 000 section 3), with its drug's name. */
export const AdverseReactionItemSchema = v.object({
  /** Report id. Cartella addition. */
  id: v.number(),
  /** User id of the reporter. */
  id_utente: v.number(),
  /** Null once the patient deleted the therapy: the report stays (docs/spec-deviations/api.md). */
  id_terapie: v.nullable(v.number()),
  /** The drug's code. */
  id_farmaco_codifa: v.string(),
  /** Dose of the therapy, free text. */
  quantita_farmaceutica: v.nullable(v.string()),
  /** The drug's name. */
  farmaco: v.string(),
  /** When the report was made (ISO-8601). */
  created_at: v.string(),
  /** Pharmacovigilance structure (region). */
  id_structure_pharmacovigilance: v.number(),
  /** Date of the last menstruation (female patients only). */
  date_last_menstruation: v.nullable(v.string()),
  /** Pregnancy trimester (female patients only). */
  pregnancy: v.nullable(v.picklist(pregnancyTrimesters)),
  /** Breastfeeding: 1 yes, 0 no (female patients only). */
  nursing_mother: v.nullable(yesNo),
  /** Description of the reaction. */
  reaction: v.string(),
  /** Date of the reaction. */
  date_reaction: v.string(),
  /** Severity. */
  severity: v.picklist(reactionSeverities),
  /** Impact on daily life, 1 to 10. */
  reaction_affect: v.number(),
  /** Duration of the reaction (free text). */
  reaction_duration: v.string(),
  /** Drugs used to treat the reaction. */
  drugs_to_treat_reaction: v.string(),
  /** Current outcome. */
  reaction_now: v.picklist(reactionOutcomes),
  /** Batch number of the drug. */
  batch_number: v.string(),
  prescribed_by_doctor: yesNo,
  care_provider_warned: yesNo,
  /** Why the drug was taken. */
  reason: v.string(),
  adverse_reaction_drug_suspended: yesNo,
  /** First intake date. */
  first_assumption_date: v.string(),
  /** Last intake date. */
  last_assumption_date: v.string(),
  /** Intakes per day. */
  how_many_times_day: v.string(),
  /** How the drug was taken. */
  how_drug_taken: v.string(),
  drug_already_used: yesNo,
  same_reaction: yesNo,
  /** Other drugs in use. */
  other_drugs_used: v.string(),
  /** Other diseases. */
  other_diseases: v.string(),
  /** Care provider name. */
  name_care_provider: v.string(),
  contactable_care_provider: yesNo,
  /** Care provider address. */
  address_care_provider: v.string(),
  /** Care provider phone. */
  phone_care_provider: v.string(),
});
