import type { IsoDate, IsoDateTime } from '../shared/dates.ts';
import type {
  AlcoholType,
  BirthTiming,
  BirthType,
  BowelHabit,
  DevelopmentOutcome,
  EatingHabit,
  EducationLevel,
  FeedingType,
  MenopauseType,
  MenstrualCycle,
  PhysicalActivityLevel,
  RecreationalDrugType,
  UrinationHabit,
  YesNo,
} from './codes.ts';

/** Family anamnesis (tbl_anamnesi_familiare). */
export interface FamilyAnamnesis {
  /** Patient id. */
  id_paziente: number;
  /** Free text. */
  anamnesi_familiare_contenuto: string;
}

/** Remote pathological anamnesis (tbl_anamnesi_pt_remota). */
export interface RemotePathologicalAnamnesis {
  /** Patient id. */
  id_paziente: number;
  /** Free text. */
  anamnesi_remota_contenuto: string;
}

/** Recent pathological anamnesis (tbl_anamnesi_pt_prossima). */
export interface RecentPathologicalAnamnesis {
  /** Patient id. */
  id_paziente: number;
  /** Free text. */
  anamnesi_prossima_contenuto: string;
}

/** Physiological anamnesis (tbl_anamnesi_fisiologica). Every answer may still be empty (null). */
export interface PhysiologicalAnamnesis {
  /** Patient id. */
  id_paziente: number;
  /** Anamnesis log id. */
  id_anamnesi_log?: number | null;
  /** Last update. */
  dataAggiornamento?: IsoDateTime | null;
  /** Birth timing. */
  tempoParto: BirthTiming | null;
  /** Birth type. */
  tipoParto: BirthType | null;
  /** Feeding as an infant. */
  allattamento: FeedingType | null;
  /** Vegetative and relational development. */
  sviluppoVegRel: DevelopmentOutcome | null;
  /** Childhood notes. */
  noteInfanzia: string | null;
  /** Education level. */
  livelloScol: EducationLevel | null;
  /** Physical activity. */
  attivitaFisica: PhysicalActivityLevel | null;
  /** Eating habits. */
  abitudAlim: EatingHabit | null;
  /** Sleep-wake rhythm (free text). */
  ritmoSV: string | null;
  /** Stress. */
  stress: YesNo | null;
  /** Smoking. */
  fumo: YesNo | null;
  /** Smoking dose (free text; '0' when not smoking). */
  dosiFumo: string | null;
  /** Smoking start. */
  dataInizioFumo: IsoDate | null;
  /** Smoking end. */
  dataFineFumo: IsoDate | null;
  /** Alcohol. */
  alcool: YesNo | null;
  /** Alcohol dose (free text). */
  dosiAlcool: string | null;
  /** Alcohol type; empty when not drinking. */
  tipoAlcool: AlcoholType | '' | null;
  /** Alcohol start. */
  dataInizioAlcool: IsoDate | null;
  /** Alcohol end. */
  dataFineAlcool: IsoDate | null;
  /** Recreational drugs. */
  droghe: YesNo | null;
  /** Drug dose (free text). */
  dosiDroghe: string | null;
  /** Drug type; empty when not using. */
  tipoDroghe: RecreationalDrugType | '' | null;
  /** Drug use start. */
  dataInizioDroghe: IsoDate | null;
  /** Drug use end. */
  dataFineDroghe: IsoDate | null;
  /** Caffeine. */
  caffeina: YesNo | null;
  /** Caffeine dose (free text). */
  dosiCaffeina: string | null;
  /** Lifestyle notes. */
  noteStileVita: string | null;
  /** Profession. */
  professione: string | null;
  /** Work notes. */
  noteAttLav: string | null;
  /** Bowel habit. */
  alvo: BowelHabit | null;
  /** Urination. */
  minzione: UrinationHabit | null;
  /** Bowel and urination notes. */
  noteAlvoMinz: string | null;
  /** Menarche age, 8 to 18 (female only). */
  etaMenarca: number | null;
  /** Cycle (female only). */
  ciclo: MenstrualCycle | null;
  /** Menopause age (female only). */
  etaMenopausa: number | null;
  /** Menopause type (female only). */
  menopausa: MenopauseType | null;
  /** Menstrual-cycle notes (female only). */
  noteCicloMes: string | null;
}
