import * as v from 'valibot';
import {
  alcoholTypes,
  birthTimings,
  birthTypes,
  bowelHabits,
  developmentOutcomes,
  drugTypes,
  eatingHabits,
  educationLevels,
  feedingTypes,
  menopauseTypes,
  menstrualCycles,
  physicalActivityLevels,
  urinationHabits,
  yesNoAnswers,
} from './codes.ts';

/** A stored answer from a list: one of the options, empty, or null when never answered. */
const storedChoice = <const T extends readonly string[]>(options: T) =>
  v.nullable(v.union([v.literal(''), v.picklist(options)]));
const storedText = v.nullable(v.string());
const storedNumber = v.nullable(v.number());

/** One saved version of a section: when it was saved. */
const AnamnesisVersionSchema = v.object({
  /** Version id (the anamnesis log id). */
  id_anamnesi_log: v.number(),
  /** When this version was saved (ISO-8601 instant). */
  dataAggiornamento: v.string(),
});

export type AnamnesisVersion = v.InferOutput<typeof AnamnesisVersionSchema>;

const versionKeys = {
  /** Patient id. */
  id_paziente: v.number(),
  /** Version id of this text (the anamnesis log id). */
  id_anamnesi_log: v.number(),
  /** When this version was saved (ISO-8601 instant). */
  dataAggiornamento: v.string(),
};

/** A version of the family anamnesis (tbl_anamnesi_familiare). */
const FamilyAnamnesisItemSchema = v.object({
  ...versionKeys,
  /** Free text. */
  anamnesi_familiare_contenuto: v.string(),
});

/** A version of the remote pathological anamnesis (tbl_anamnesi_pt_remota). */
const RemoteAnamnesisItemSchema = v.object({
  ...versionKeys,
  /** Free text. */
  anamnesi_remota_contenuto: v.string(),
});

/** A version of the recent pathological anamnesis (tbl_anamnesi_pt_prossima). */
const RecentAnamnesisItemSchema = v.object({
  ...versionKeys,
  /** Free text. */
  anamnesi_prossima_contenuto: v.string(),
});

/** A version of the physiological anamnesis (tbl_anamnesi_fisiologica), as stored. */
export const PhysiologicalAnamnesisItemSchema = v.object({
  ...versionKeys,
  /** Birth timing. */
  tempoParto: storedChoice(birthTimings),
  /** Birth type. */
  tipoParto: storedChoice(birthTypes),
  /** Feeding as an infant. */
  allattamento: storedChoice(feedingTypes),
  /** Vegetative and relational development. */
  sviluppoVegRel: storedChoice(developmentOutcomes),
  /** Childhood notes. */
  noteInfanzia: storedText,
  /** Education level. */
  livelloScol: storedChoice(educationLevels),
  /** Physical activity level. */
  attivitaFisica: storedChoice(physicalActivityLevels),
  /** Eating habits. */
  abitudAlim: storedChoice(eatingHabits),
  /** Sleep-wake rhythm. */
  ritmoSV: storedText,
  /** Stress. */
  stress: storedChoice(yesNoAnswers),
  /** Smoking. */
  fumo: storedChoice(yesNoAnswers),
  /** Smoking dose (free text; '0' when not smoking). */
  dosiFumo: storedText,
  /** Smoking start date. */
  dataInizioFumo: storedText,
  /** Smoking end date. */
  dataFineFumo: storedText,
  /** Alcohol. */
  alcool: storedChoice(yesNoAnswers),
  /** Alcohol dose ('0' when not drinking). */
  dosiAlcool: storedText,
  /** Alcohol type (empty when not drinking). */
  tipoAlcool: storedChoice(alcoholTypes),
  /** Alcohol start date. */
  dataInizioAlcool: storedText,
  /** Alcohol end date. */
  dataFineAlcool: storedText,
  /** Recreational drugs. */
  droghe: storedChoice(yesNoAnswers),
  /** Drug dose ('0' when not using). */
  dosiDroghe: storedText,
  /** Drug type (empty when not using). */
  tipoDroghe: storedChoice(drugTypes),
  /** Drug use start date. */
  dataInizioDroghe: storedText,
  /** Drug use end date. */
  dataFineDroghe: storedText,
  /** Caffeine. */
  caffeina: storedChoice(yesNoAnswers),
  /** Caffeine dose ('0' when none). */
  dosiCaffeina: storedText,
  /** Lifestyle notes. */
  noteStileVita: storedText,
  /** Profession. */
  professione: storedText,
  /** Work notes. */
  noteAttLav: storedText,
  /** Bowel habit. */
  alvo: storedChoice(bowelHabits),
  /** Urination. */
  minzione: storedChoice(urinationHabits),
  /** Bowel and urination notes. */
  noteAlvoMinz: storedText,
  /** Menarche age (female patients only). */
  etaMenarca: storedNumber,
  /** Menstrual cycle (female patients only). */
  ciclo: storedChoice(menstrualCycles),
  /** Menopause age (female patients only). */
  etaMenopausa: storedNumber,
  /** Menopause type (female patients only). */
  menopausa: storedChoice(menopauseTypes),
  /** Menstrual-cycle notes (female patients only). */
  noteCicloMes: storedText,
});

export type PhysiologicalAnamnesisItem = v.InferOutput<typeof PhysiologicalAnamnesisItemSchema>;

/** A section's read: its newest version (null when never saved) and every version, newest first. */
function sectionAnswer<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    /** The newest version, or null when the section was never saved. */
    data: v.nullable(item),
    /** Every saved version, newest first (the first is `data`). */
    versioni: v.array(AnamnesisVersionSchema),
  });
}

/** The answer of GET /api/getAnamnesiFm/{id} and of the family section's save. */
export const FamilyAnamnesisAnswerSchema = sectionAnswer(FamilyAnamnesisItemSchema);
/** The answer of GET /api/getAnamnesiRm/{id} and of the remote section's save. */
export const RemoteAnamnesisAnswerSchema = sectionAnswer(RemoteAnamnesisItemSchema);
/** The answer of GET /api/getAnamnesiPr/{id} and of the recent section's save. */
export const RecentAnamnesisAnswerSchema = sectionAnswer(RecentAnamnesisItemSchema);
/** The answer of GET /api/getAnamnesiFisiologica/{id} and of the physiological section's save. */
export const PhysiologicalAnamnesisAnswerSchema = sectionAnswer(PhysiologicalAnamnesisItemSchema);

/** The answer of a version read: that one version of the section. */
export const FamilyAnamnesisVersionAnswerSchema = v.object({ data: FamilyAnamnesisItemSchema });
export const RemoteAnamnesisVersionAnswerSchema = v.object({ data: RemoteAnamnesisItemSchema });
export const RecentAnamnesisVersionAnswerSchema = v.object({ data: RecentAnamnesisItemSchema });
export const PhysiologicalAnamnesisVersionAnswerSchema = v.object({ data: PhysiologicalAnamnesisItemSchema });
