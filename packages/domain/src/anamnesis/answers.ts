import * as v from 'valibot';
import { physiologicalChoices } from './codes.ts';

/** A stored answer from a list: one of the field's options, empty, or null when never answered. */
const storedChoice = <const TField extends keyof typeof physiologicalChoices>(field: TField) =>
  v.nullable(v.union([v.literal(''), v.picklist(physiologicalChoices[field])]));
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
  tempoParto: storedChoice('tempoParto'),
  /** Birth type. */
  tipoParto: storedChoice('tipoParto'),
  /** Feeding as an infant. */
  allattamento: storedChoice('allattamento'),
  /** Vegetative and relational development. */
  sviluppoVegRel: storedChoice('sviluppoVegRel'),
  /** Childhood notes. */
  noteInfanzia: storedText,
  /** Education level. */
  livelloScol: storedChoice('livelloScol'),
  /** Physical activity level. */
  attivitaFisica: storedChoice('attivitaFisica'),
  /** Eating habits. */
  abitudAlim: storedChoice('abitudAlim'),
  /** Sleep-wake rhythm. */
  ritmoSV: storedText,
  /** Stress. */
  stress: storedChoice('stress'),
  /** Smoking. */
  fumo: storedChoice('fumo'),
  /** Smoking dose (free text; '0' when not smoking). */
  dosiFumo: storedText,
  /** Smoking start date. */
  dataInizioFumo: storedText,
  /** Smoking end date. */
  dataFineFumo: storedText,
  /** Alcohol. */
  alcool: storedChoice('alcool'),
  /** Alcohol dose ('0' when not drinking). */
  dosiAlcool: storedText,
  /** Alcohol type (empty when not drinking). */
  tipoAlcool: storedChoice('tipoAlcool'),
  /** Alcohol start date. */
  dataInizioAlcool: storedText,
  /** Alcohol end date. */
  dataFineAlcool: storedText,
  /** Recreational drugs. */
  droghe: storedChoice('droghe'),
  /** Drug dose ('0' when not using). */
  dosiDroghe: storedText,
  /** Drug type (empty when not using). */
  tipoDroghe: storedChoice('tipoDroghe'),
  /** Drug use start date. */
  dataInizioDroghe: storedText,
  /** Drug use end date. */
  dataFineDroghe: storedText,
  /** Caffeine. */
  caffeina: storedChoice('caffeina'),
  /** Caffeine dose ('0' when none). */
  dosiCaffeina: storedText,
  /** Lifestyle notes. */
  noteStileVita: storedText,
  /** Profession. */
  professione: storedText,
  /** Work notes. */
  noteAttLav: storedText,
  /** Bowel habit. */
  alvo: storedChoice('alvo'),
  /** Urination. */
  minzione: storedChoice('minzione'),
  /** Bowel and urination notes. */
  noteAlvoMinz: storedText,
  /** Menarche age (female patients only). */
  etaMenarca: storedNumber,
  /** Menstrual cycle (female patients only). */
  ciclo: storedChoice('ciclo'),
  /** Menopause age (female patients only). */
  etaMenopausa: storedNumber,
  /** Menopause type (female patients only). */
  menopausa: storedChoice('menopausa'),
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
