import type {
  AlcoholType,
  BabySex,
  BirthTiming,
  BirthType,
  BloodGroup,
  BowelHabit,
  CentreType,
  ConfidentialityLevel,
  ContactType,
  DevelopmentOutcome,
  DiagnosisState,
  DiagnosisType,
  EatingHabit,
  EcgMode,
  EcgResult,
  EducationLevel,
  ExamStatus,
  ExamType,
  FeedingType,
  FileType,
  MenopauseType,
  MenstrualCycle,
  OrganDonation,
  PatientSex,
  PersonalLinkAction,
  PhysicalActivityLevel,
  PregnancyOutcome,
  PregnancyTrimester,
  ReactionOutcome,
  ReactionSeverity,
  RecallNumber,
  RecordAction,
  RecreationalDrugType,
  ScoreName,
  TherapyType,
  UrinationHabit,
  VisibilityLevel,
  YesNo,
} from './codes.ts';

/**
 * Wire entities of both documents (spec 000 and 001, section 3). Field names are the REST API's
 * wire names and are kept as the spec writes them (Italian snake_case, with the original's
 * spelling, e.g. `avalailable_doctors`, `richio_sanguinamento`).
 *
 * Conventions: dates are ISO strings, `YYYY-MM-DD` for calendar dates and full ISO 8601
 * timestamps where a time is meaningful; ids are numbers; optional display fields are marked
 * optional. Fields the spec does not list but the product needs are marked "Cartella addition".
 */

/** An ISO calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;
/** An ISO 8601 timestamp with time zone, e.g. `2026-11-22T10:15:00Z`. */
export type IsoDateTime = string;
/** A data URL (`data:<mime>;base64,...`). */
export type DataUrl = string;

// --- Shared pieces --------------------------------------------------------------------------

/** A confidentiality level as listed by the server (spec 001, section 3). */
export interface ConfidentialityLevelEntry {
  /** Level code, 1 (no restriction) to 6 (strictly confidential). */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Level name as the server describes it. */
  confidenzialita_descrizione: string;
}

/** Marital status (spec 000, section 3). */
export interface MaritalStatus {
  /** Status id. */
  id_stato_matrimoniale: number;
  /** Status name, e.g. 'Coniugato/a'. */
  stato_matrimoniale_nome: string;
}

/** A city returned by the city search (GET /api/location/{text}). */
export interface CitySuggestion {
  /** City name as displayed. */
  nome: string;
  /** Belfiore (cadastral) code of the city, e.g. 'H501' for Roma. Cartella addition. */
  codice_catastale: string;
  /** Province abbreviation, e.g. 'RM'. Cartella addition. */
  sigla_provincia?: string;
}

/** A specialty tag (spec 000, section 3, tag_medical_specialties). */
export interface SpecialtyTag {
  /** Tag id. */
  id: number;
  /** Specialty name. */
  tag: string;
}

/** A pharmacovigilance structure (region) for adverse-reaction reports. */
export interface PharmacovigilanceStructure {
  /** Structure id. */
  id: number;
  /** Structure (regional centre) name. */
  struttura: string;
}

// --- Patient (spec 000, section 3) ----------------------------------------------------------

/** The contact details held on the user (spec 000, section 3, user.contact_detail). */
export interface ContactDetail {
  /** Birth city name. */
  comune_nascita: string;
  /** Belfiore code of the birth city, picked from the suggestions. Cartella addition. */
  comune_nascita_codice?: string | null;
  /** Residence city name. */
  comune_residenza: string;
  /** Belfiore code of the residence city, picked from the suggestions. Cartella addition. */
  comune_residenza_codice?: string | null;
  /** Residence street and number. */
  contatto_indirizzo: string;
  /** Phone number (international format, default country IT). */
  contatto_telefono: string;
}

/** The signed-in user (spec 001, section 3, "User and patient"). */
export interface User {
  /** User id. */
  id_utente: number;
  /** Account e-mail address. */
  email: string;
  /** Display name of the user. */
  utente_nome: string;
  /** Contact details. */
  contact_detail?: ContactDetail;
}

/** The patient record, with its sub-lists (spec 000, section 3). */
export interface Patient {
  /** Patient id. */
  id_paziente: number;
  /** Id of the user who owns the record. */
  id_utente: number;
  /** First name. */
  paziente_nome: string;
  /** Last name. */
  paziente_cognome: string;
  /** Italian tax code (codice fiscale), shown upper-case. */
  paziente_codfiscale: string;
  /** Birth date; may carry a time part, kept aside and re-appended on save. */
  paziente_nascita: IsoDate | IsoDateTime;
  /** Sex; 'unknown' asks the patient to update it where sex matters. */
  paziente_sesso: PatientSex;
  /** Age in years, computed by the server. */
  paziente_eta: number;
  /** E-mail address. */
  paziente_email: string;
  /** Marital status id (see MaritalStatus). */
  id_stato_matrimoniale: number | null;
  /** Blood group, e.g. '0 +'. */
  paziente_gruppo: BloodGroup | null;
  /** Organ donation consent: 0 no, 1 yes. */
  paziente_donatore_organi: OrganDonation | null;
  /** Set to 'update' on save. */
  status?: 'update';
  /** The owning user, with e-mail and contact details. */
  user: User;
  /** Subscription, carrying the licence type. */
  sottoscrizione?: { id_tipo_licenza: number } | null;
  /** Pharmacovigilance structures offered in the adverse-reaction form. */
  pharmacovigilance_structures?: PharmacovigilanceStructure[];
  /** Specialty tags offered for doctor visibility. */
  tag_medical_specialties?: SpecialtyTag[];
  /** Emergency contacts. */
  contattiemergenza?: Contact[];
  /** Other contacts. */
  contattialtro?: Contact[];
  /** Diary entries. */
  tbl_taccuinos?: DiaryEntry[];
  /** Exams. */
  esami?: Exam[];
  /** Files. */
  tbl_files?: FileRecord[];
  /** Kardia recordings. */
  kardias?: FileRecord[];
  /** Therapies and forbidden drugs. */
  tbl_terapie?: Therapy[];
  /** Vital readings; the first item holds parametro_peso and parametro_altezza. */
  tbl_parametri_vitalis?: VitalReading[];
  /** Pregnancies. */
  tbl_gravidanze?: Pregnancy[];
  /** Associated doctors. */
  associated_doctors?: AssociatedDoctor[];
  /** Doctors available for association (the spec's spelling). */
  avalailable_doctors?: CareProvider[];
  /** Confidentiality levels list (the spec's spelling). */
  liveli_confidencialita?: ConfidentialityLevelEntry[];
  /** Affiliated analysis laboratories. */
  centri_convenzionati_laboratory_analisi?: CareCentre[];
  /** Affiliated radiology studios. */
  centri_convenzionati_radiologici?: CareCentre[];
  /** Affiliated specialist studios. */
  centri_convenzionati_specialistici?: CareCentre[];
  /** Adverse-reaction reports. */
  adverse_reactions?: AdverseReactionReport[];
  /** Personal links. */
  links?: PersonalLink[];
  /** Consents of the patient. */
  consensi?: Consent[];
}

// --- Contacts (spec 000, section 3) ---------------------------------------------------------

/** An emergency or other contact. */
export interface Contact {
  /** Contact id; 0 when new. */
  id_contatto: number;
  /** Patient id. */
  id_paziente: number;
  /** Id of the author (always the patient). */
  author_id: number;
  /** 10 emergency, 0 other, -1 deleted. */
  id_contatto_tipologia: ContactType;
  /** Full name, capitalised per word. */
  contatto_nominativo: string;
  /** Phone number. */
  contatto_telefono: string;
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Display name of the type. */
  tipologia_nome?: string;
}

// --- Diary (spec 000, section 3) ------------------------------------------------------------

/** A pain-diary entry with front and back body drawings. */
export interface DiaryEntry {
  /** Entry id; 0 means new. */
  id_taccuino: number;
  /** Patient id. */
  id_paziente: number;
  /** Author id (the patient). */
  author_id: number;
  /** Always 1: the drawing is 2-D. */
  taccuino_2d_drawn: 1;
  /** Entry date. */
  taccuino_data: IsoDate;
  /** Description of the pain or symptom. */
  taccuino_descrizione: string;
  /** Front body drawing, a PNG data URL. */
  taccuino_report_anteriore?: DataUrl;
  /** Back body drawing, a PNG data URL. */
  taccuino_report_posteriore?: DataUrl;
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Soft-delete marker; the original sets the fixed date 2012-12-20. */
  deleted_at?: IsoDate | IsoDateTime | null;
}

// --- Exams (spec 000, section 3) ------------------------------------------------------------

/** A diagnostic exam (indagine). */
export interface Exam {
  /** Exam id. */
  id_indagine: number;
  /** Patient id. Cartella addition (implied by the per-patient lists). */
  id_paziente?: number;
  /** Exam type. */
  indagine_tipologia: ExamType;
  /** Id of the diagnostic investigation picked from the suggestions. */
  id_diagn_investigations: number | null;
  /** 0 requested, 1 scheduled, 2 completed, 3 deleted. */
  indagine_stato: ExamStatus;
  /** Reason for the exam. */
  indagine_motivo: string;
  /** Date shown for the exam. */
  indagine_data_display: IsoDate | null;
  /** Affiliated centre where the exam takes place. */
  id_centro_indagine: number | null;
  /** Free-text centre when not affiliated. */
  altro_centro: string | null;
  /** Requesting care provider. */
  careprovider: string | null;
  /** Linked diagnosis ids. */
  diags: number[];
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Attachments. */
  allegati?: ExamFile[];
  /** Attachment ids. */
  id_allegati?: number[];
  /** Soft-delete timestamp. */
  deleted_at?: IsoDateTime | null;
}

/** A diagnostic investigation suggestion. */
export interface DiagnosticInvestigation {
  /** Investigation id. */
  id: number;
  /** Description. */
  descrizione: string;
}

/** A file attached to an exam (spec 000, section 3, "Exam file"). */
export interface ExamFile {
  /** File id. */
  id_file: number;
  /** Patient id. */
  id_paziente: number;
  /** Author id. */
  id_autore: number;
  /** Exam id. */
  id_indagine: number;
  /** File content as a data URL. */
  file: DataUrl;
  /** File name. */
  file_nome: string;
  /** File size in MB. */
  file_size: number;
  /** MIME type of the file. */
  file_type: string;
  /** Kind of file. */
  type: FileType;
  /** Comment. */
  file_commento: string | null;
  /** Survey date. */
  created_at: IsoDate;
  /** Specialty tag ids. */
  tags: number[];
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
}

// --- Drugs and therapies (spec 000, section 3) ----------------------------------------------

/** A drug from the drug search. */
export interface Drug {
  /** Drug code. */
  id_farmaco_codifa: string;
  /** Short description (name, strength, form). */
  descrizione_breve: string;
  /** Route of administration. */
  somministrazione: string;
}

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

/** One pair of the interaction check (GET /api/checkInterazioniFarmaco/{id}). */
export interface DrugInteraction {
  /** The ongoing drug. */
  farmaco_in_corso: string;
  /** The drug it interacts with. */
  interazione_con: string;
}

/** Result of the interaction check. */
export interface InteractionCheckResult {
  /** Outcome flag of the check. */
  esito: boolean;
  /** Interacting pairs. */
  messaggiInterazioni: DrugInteraction[];
}

// --- Adverse reactions (spec 000, section 3) ------------------------------------------------

/** An adverse-reaction report. Every field is required by the form (spec 000, section 5). */
export interface AdverseReactionReport {
  /** Report id. Cartella addition. */
  id?: number;
  /** User id of the reporter. */
  id_utente: number;
  /** Therapy the reaction refers to. */
  id_terapie: number;
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

// --- Files (spec 000, section 3) ------------------------------------------------------------

/** A file of the files page, ordinary or Kardia. */
export interface FileRecord {
  /** File id. */
  id_file: number;
  /** Patient id. */
  id_paziente: number;
  /** Author id. */
  id_autore: number;
  /** Audit-log id; 132 for a new file (spec 000, section 9). */
  id_audit_log: number;
  /** File name. */
  file_nome: string;
  /** MIME type. */
  file_type: string;
  /** Size in MB. */
  file_size: number;
  /** Base64 content (only on upload). */
  file?: string;
  /** Kind of file. */
  type: FileType;
  /** Survey date. */
  data_rilievo: IsoDate;
  /** Registration (upload) date. */
  data_reg: IsoDateTime;
  /** Display date. */
  date_display?: string;
  /** Comment. */
  file_commento: string | null;
  /** Specialty tag ids. */
  tags: number[];
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
}

// --- Doctors and mail (spec 000, section 3) -------------------------------------------------

/** A care provider (doctor). */
export interface CareProvider {
  /** Care provider id. */
  id_careprovider: number;
  /** Full name. */
  fullname: string;
  /** Locality of registration. */
  cpp_localita_iscrizione: string;
  /** Specialization (the spec's spelling). */
  specializzation: string;
  /** Contact details with the address. */
  user?: { contact_details?: { contatto_indirizzo: string } };
}

/** An association between the patient and a doctor. */
export interface AssociatedDoctor {
  /** Association id. */
  id_cpp: number;
  /** Patient id. */
  id_paziente: number;
  /** Care provider id. */
  id_careprovider: number;
  /** Care provider's user id. */
  id_utente_cpp: number | null;
  /** Confidentiality level assigned to the doctor. */
  assegnazione_confidenzialita: ConfidentialityLevel;
  /** Visibility: 1 total, 2 minimal (default on add), 3 restricted by tags. */
  visibility: VisibilityLevel;
  /** Specialty tags the doctor may see when visibility is 3. */
  tags: { id_tag: number; tag: string }[];
  /** The doctor. */
  care_provider: CareProvider;
  /** Doctor's e-mail. */
  email: string;
  /** Save action. */
  status?: 'add' | 'delete' | 'update';
}

/** A mail to a doctor or a centre (spec 000 and 001, section 3). */
export interface MailPayload {
  /** Subject. */
  topic: string;
  /** Body text. */
  text: string;
  /** Sender address (read-only). */
  from: string;
  /** Recipient address (read-only). */
  to: string;
  /** Sender name. */
  name: string;
  /** Recipient name. */
  recName: string;
}

// --- Device data (spec 000, section 3) ------------------------------------------------------

/** A user stored on the health monitor. */
export interface MonitorUser {
  /** User slot id. */
  id: number;
  /** Name. */
  name: string;
  /** Icon number. */
  icon: number;
  /** Sex. */
  sex: string;
  /** Birthday. */
  birthday: IsoDate;
  /** Weight in kg. */
  weight: number;
  /** Height in cm. */
  height: number;
}

/** An ECG recording summary. */
export interface EcgRecord {
  /** Recording time. */
  date: IsoDateTime;
  /** Lead mode. */
  mode: EcgMode;
  /** Device verdict. */
  result: EcgResult;
}

/** A blood-pressure reading. */
export interface PressureRecord {
  /** Reading time. */
  date: IsoDateTime;
  /** Systolic pressure, mmHg. */
  sys: number;
  /** Diastolic pressure, mmHg. */
  dia: number;
  /** Pulse rate, beats/min. */
  pr: number;
  /** Monitor user slot. */
  user: number;
}

/** A temperature reading. */
export interface TemperatureRecord {
  /** Reading time. */
  date: IsoDateTime;
  /** Measuring way (site). */
  way: number;
  /** Temperature, °C. */
  tmp: number;
}

/** A pulse-oximetry reading. */
export interface OxygenRecord {
  /** Reading time. */
  date: IsoDateTime;
  /** Measuring mode. */
  mode: number;
  /** Oxygen saturation, %. */
  oxygen: number;
  /** Pulse rate, beats/min. */
  pr: number;
  /** Perfusion index. */
  pi: number;
}

/** Device information. */
export interface DeviceInfo {
  /** Serial number. */
  SN: string;
  /** Model. */
  Model: string;
  /** Software version. */
  SoftwareVer: string;
}

// --- Diagnoses, visits, vital readings (spec 001, section 3) --------------------------------

/** A diagnosis, allergy or intolerance. */
export interface Diagnosis {
  /** Diagnosis id. */
  id_diagnosi: number;
  /** Patient id. */
  id_paziente: number;
  /** 0 confirmed, 1 suspected, 2 excluded. */
  diagnosi_stato: DiagnosisState;
  /** Diagnosi, Allergia or Intolleranza. */
  tipo_diagnosi: DiagnosisType;
  /** Diagnosis text. */
  diagnosi_patologia: string;
  /** Doctor who made the diagnosis. */
  diagnosiDetails?: { careprovider: string };
  /** Insertion date. */
  diagnosi_inserimento: IsoDate;
  /** Confidentiality level; 6 for a new diagnosis. */
  id_livello_confidenzialita: ConfidentialityLevel;
}

/** A visit. */
export interface Visit {
  /** Visit id. */
  id_visita: number;
  /** Patient id. */
  id_paziente: number;
  /** Visit date. */
  visita_data: IsoDate;
  /** Reason. */
  visita_motivazione: string;
  /** Observations. */
  visita_osservazioni: string;
  /** Conclusions. */
  visita_conclusioni: string;
}

/**
 * A vital-signs reading (tbl_parametri_vitalis). The original binds the weight label to the
 * minimum-pressure field; Cartella keeps weight in parametro_peso (docs/spec-deviations/domain.md).
 */
export interface VitalReading {
  /** Reading time. */
  created_on: IsoDateTime;
  /** Height in cm. */
  parametro_altezza: number | null;
  /** Weight in kg. */
  parametro_peso?: number | null;
  /** Diastolic pressure, mmHg. */
  parametro_pressione_minima: number | null;
  /** Systolic pressure, mmHg. */
  parametro_pressione_massima: number | null;
  /** Heart rate, beats/min. */
  parametro_frequenza_cardiaca: number | null;
}

// --- Anamnesis (spec 001, section 3) --------------------------------------------------------

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

// --- Pregnancy and vaccination (spec 001, section 3) ----------------------------------------

/** A pregnancy (tbl_gravidanze). */
export interface Pregnancy {
  /** Pregnancy id. */
  id_gravidanza: number;
  /** Patient id. */
  id_paziente: number;
  /** Mother's age at the pregnancy, at least 12. */
  eta: number;
  /** Start date. */
  inizio_gravidanza: IsoDate;
  /** End date. */
  fine_gravidanza: IsoDate | null;
  /** Outcome. */
  esito: PregnancyOutcome | null;
  /** Baby's sex. */
  sesso_bambino: BabySex | null;
  /** Notes. */
  note_gravidanza: string | null;
}

/** A vaccination (tbl_vaccinaziones). */
export interface Vaccination {
  /** Vaccination id. */
  id_vaccinazione: number;
  /** Patient id. */
  id_paziente: number;
  /** Author id. */
  author_id: number;
  /** Vaccine drug code (an id_farmaco_codifa). */
  id_vaccino: string;
  /** Vaccine description. */
  vaccinidetails?: { descrizione_breve: string };
  /** Vaccination date. */
  vaccinazione_data: IsoDate;
  /** Reactions. */
  vaccinazione_reazioni: string;
  /** Recall number 1, 2 or 3. */
  vaccinazione_richiamo: RecallNumber;
  /** Confidentiality level; 6 for a new vaccination. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Soft-delete marker. */
  deleted_at?: IsoDate | IsoDateTime | null;
}

// --- Centres and links (spec 001, section 3) ------------------------------------------------

/** An affiliated care centre. */
export interface CareCentre {
  /** Centre id. Cartella addition. */
  id?: number;
  /** Centre type: 1 specialist, 2 radiology, 3 laboratory. Cartella addition on the row. */
  tipo?: CentreType;
  /** Name. */
  centro_nome: string;
  /** Address. */
  centro_indirizzo: string;
  /** Phone. */
  telefono: string;
  /** E-mail. Cartella addition (the row offers a send-e-mail action). */
  email?: string;
  /** Display data. */
  table_data: {
    table_column_title: { value: string };
    table_column_subtitle: { value: string };
    table_column_text: { value: string };
    sitoWeb: string;
  };
}

/** A personal link. */
export interface PersonalLink {
  /** Link id. */
  linkid: number;
  /** Patient id. */
  id_paziente: number;
  /** Name. */
  name: string;
  /** URL. */
  link: string;
  /** Description. */
  descrizione: string;
  /** Save action: update (also create) or delete. */
  status?: PersonalLinkAction;
}

/** A reference link. */
export interface ReferenceLink {
  /** Name. */
  link_name: string;
  /** Seat (institution or address). */
  link_sede: string;
  /** City. */
  link_city: string;
  /** Information (usually the URL). */
  link_informazioni: string;
}

// --- Subscriptions (spec 001, section 3) ----------------------------------------------------

/** An active subscription. */
export interface Subscription {
  /** Subscription id. */
  id: number;
  /** Start time. */
  created_at: IsoDateTime;
  /** Expiry date. */
  data_scadenza: IsoDate;
  /** The licence: description and cost in euros. */
  licenze: { descrizione: string; costo: number };
}

/** A plan with its contract. */
export interface Plan {
  /** Plan id. */
  id: number;
  /** Description. */
  descrizione: string;
  /** Cost. */
  costo: number;
  /** Payment provider's plan description id. */
  id_paypal_descrizione_piano: string;
  /** Contract text, to be scrolled to the end before accepting. */
  testo_contratto: string;
  /** Payment provider's plan code. */
  id_paypal_codice_piano: string;
}

/** Body of POST /api/paypal/order/capture. */
export interface SubscriptionCapture {
  /** Provider order id. */
  orderId: string;
  /** Provider subscription id. */
  subscriptionId: string;
  /** User id. */
  id_utente: number;
  /** User e-mail. */
  email: string;
  /** Plan id. */
  planid: number;
}

// --- Access log (spec 001, section 3) -------------------------------------------------------

/** One login. */
export interface LoginLog {
  /** Audit id. */
  id_audit: number;
  /** Date. */
  audit_data: IsoDate;
  /** Time, HH:MM:SS. */
  audit_time: string;
  /** Device description. */
  dispositivo: string;
  /** IP address. */
  audit_ip: string;
  /** Whether the attempt succeeded. Cartella addition: failed attempts are shown too. */
  esito?: 'success' | 'failure';
}

/** Login result (spec 000, section 7; spec 001, section 3). */
export interface LoginResult {
  success: {
    /** Bearer token. */
    token: string;
    /** The user. */
    user: { id_utente: number };
    /** Session expiry. */
    expires_at: IsoDateTime;
  };
}

// --- Scores (spec 001, section 3) -----------------------------------------------------------

/** Body of POST /api/score. */
export interface ScoreSavePayload {
  /** Patient id. */
  id_paziente: number;
  /** Score name. */
  nome_score: ScoreName;
  /** Score value. */
  valore_score: number;
  /** Second value (CHA2DS2-VASc only: stroke/TIA/embolism risk). */
  additional_score?: number | null;
}

/** A saved score in the history table. */
export interface ScoreHistoryRow {
  /** Row id. */
  id: number;
  /** Save time. */
  created_at: IsoDateTime;
  /** Score value. */
  valore_score: number;
  /** Second value (CHA2DS2-VASc only). */
  additional_score: number | null;
}

/** A criterion of a score page. */
export interface CriterionItem {
  /** Criterion id. */
  id: number;
  /** Title, e.g. 'Età'. */
  title: string;
  /** Description. */
  description: string;
  /** First option label (no). */
  option1: string;
  /** Second option label (yes). */
  option2: string;
  /** Third option label (CHA2DS2-VASc age: worth double). */
  option3: string | null;
  /** Points for a yes. */
  score: number;
  /** '0' or '1' as the spec writes it. */
  isSelected: '0' | '1';
}

/** A row of the HAS-BLED combination table. */
export interface HasBledCombinationRow {
  /** Row id. */
  id: number;
  /** Total score the row applies to (the spec's spelling). */
  puntegio_totale: number;
  /** Bleeding risk, percent (the spec's spelling). */
  richio_sanguinamento: number;
  /** Description. */
  description: string;
}

/** A row of the CHA2DS2-VASc combination table. */
export interface ChaDsVascCombinationRow extends HasBledCombinationRow {
  /** Stroke/TIA/embolism risk, percent. */
  richio_sanguinamento_additional: number;
}

// --- Consents (spec 001, section 3) ---------------------------------------------------------

/** A consent row. */
export interface Consent {
  /** Treatment id. */
  Id_Trattamento: number;
  /** Consent id. */
  Id_Consenso_P: number;
  /** Given or refused. */
  Consenso: boolean;
  /** When it was last set. */
  data_consenso: IsoDateTime | null;
  /** The treatment. */
  trattamento: {
    /** Name. */
    Nome_T: string;
    /** Purpose. */
    Finalita_T: string;
    /** Privacy notice. */
    Informativa: string;
  };
}

// --- Admin (spec 001, section 3) ------------------------------------------------------------

/** A permission (funzionalità). */
export interface Permission {
  /** Permission id. */
  id: number;
  /** Permission key, e.g. 'aggiungitaccuino'. */
  name: string;
}

/** A role. */
export interface Role {
  /** Role id. */
  id: number;
  /** Role name. */
  name: string;
}

/** A licence. */
export interface Licence {
  /** Licence id. */
  id: number;
  /** Description. */
  descrizione: string;
  /** Cost. */
  costo: number;
  /** Whether it can be subscribed. */
  enable: boolean;
  /** Duration description. */
  durata_desc: string;
}
