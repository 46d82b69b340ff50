import type { Message } from './messages.ts';

/**
 * Code sets of both documents, each as a const array, a union type and a label per code.
 * Labels are `Message`s (Italian from the spec, English translation) so the web renders them
 * through the same catalogue as every other text.
 */

function label(id: string, it: string, en: string): Message {
  return { id, it, en };
}

/** Shown where a code is missing or unknown (spec 000, section 2, patient record screen). */
export const notSpecifiedLabel: Message = label('code.not_specified', 'Non specificato', 'Not specified');

// --- Confidentiality (spec 000, section 2 and 9) -------------------------------------------

/** Confidentiality levels, 1 (least) to 6 (most restricted). */
export const confidentialityLevels = [1, 2, 3, 4, 5, 6] as const;
export type ConfidentialityLevel = (typeof confidentialityLevels)[number];
export const confidentialityLabels = {
  1: label('code.confidentiality.1', 'Nessuna Restrizione', 'No restriction'),
  2: label('code.confidentiality.2', 'Basso', 'Low'),
  3: label('code.confidentiality.3', 'Moderato', 'Moderate'),
  4: label('code.confidentiality.4', 'Normale', 'Normal'),
  5: label('code.confidentiality.5', 'Riservato', 'Confidential'),
  6: label('code.confidentiality.6', 'Strettamente riservato', 'Strictly confidential'),
} as const satisfies Record<ConfidentialityLevel, Message>;

// --- Visibility of a doctor association (spec 000, sections 2, 3 and 5) --------------------

/** 1 total, 2 minimal, 3 partial (restricted by specialty tags). */
export const visibilityLevels = [1, 2, 3] as const;
export type VisibilityLevel = (typeof visibilityLevels)[number];
/** The order the forms list them in (spec 000, section 5: "1 Totale, 3 Parziale, 2 Minima"). */
export const visibilityFormOrder = [1, 3, 2] as const satisfies readonly VisibilityLevel[];
export const visibilityLabels = {
  1: label('code.visibility.1', 'Totale', 'Full'),
  2: label('code.visibility.2', 'Minima', 'Minimal'),
  3: label('code.visibility.3', 'Parziale', 'Partial'),
} as const satisfies Record<VisibilityLevel, Message>;

// --- Contacts (spec 000, sections 3, 4 and 9) -----------------------------------------------

/** 10 emergency contact, 0 other contact, -1 deleted. */
export const contactTypes = [10, 0, -1] as const;
export type ContactType = (typeof contactTypes)[number];
export const contactTypeLabels = {
  10: label('code.contact_type.10', 'Contatto di emergenza', 'Emergency contact'),
  0: label('code.contact_type.0', 'Altro contatto', 'Other contact'),
  [-1]: label('code.contact_type.-1', 'Eliminato', 'Deleted'),
} as const satisfies Record<ContactType, Message>;

// --- Sex, marital status, blood group, organ donation ---------------------------------------

/** Sex as stored (spec 000, section 3): male or female. */
export const sexes = ['male', 'female'] as const;
export type Sex = (typeof sexes)[number];
/** What a record may hold before the patient sets it; 'unknown' asks the patient to update it. */
export type PatientSex = Sex | 'unknown';
export const sexLabels = {
  male: label('code.sex.male', 'Maschio', 'Male'),
  female: label('code.sex.female', 'Femmina', 'Female'),
} as const satisfies Record<Sex, Message>;

/**
 * Marital statuses. The spec (000, section 3) only names the fields id_stato_matrimoniale and
 * stato_matrimoniale_nome and loads the list from the server; the list itself is a project
 * choice following the Italian civil-status categories (with civil unions, law 76/2016).
 */
export const maritalStatuses = [1, 2, 3, 4, 5, 6] as const;
export type MaritalStatusId = (typeof maritalStatuses)[number];
export const maritalStatusLabels = {
  1: label('code.marital_status.1', 'Celibe/Nubile', 'Single'),
  2: label('code.marital_status.2', 'Coniugato/a', 'Married'),
  3: label('code.marital_status.3', 'Separato/a', 'Separated'),
  4: label('code.marital_status.4', 'Divorziato/a', 'Divorced'),
  5: label('code.marital_status.5', 'Vedovo/a', 'Widowed'),
  6: label('code.marital_status.6', 'Unito/a civilmente', 'In a civil union'),
} as const satisfies Record<MaritalStatusId, Message>;

/** Blood groups, written as the spec writes the values (spec 000, section 2: '0 +'). */
export const bloodGroups = ['0 +', '0 -', 'A +', 'A -', 'B +', 'B -', 'AB +', 'AB -'] as const;
export type BloodGroup = (typeof bloodGroups)[number];

/** Organ donation: 0 does not consent, 1 consents (spec 000, section 2). */
export const organDonationChoices = [0, 1] as const;
export type OrganDonation = (typeof organDonationChoices)[number];
export const organDonationLabels = {
  0: label('code.organ_donation.0', 'Non acconsente', 'Does not consent'),
  1: label('code.organ_donation.1', 'Acconsente', 'Consents'),
} as const satisfies Record<OrganDonation, Message>;

// --- Exams (spec 000, sections 3, 4 and 9) --------------------------------------------------

/** 0 requested, 1 scheduled, 2 completed, 3 deleted (soft delete). */
export const examStatuses = [0, 1, 2, 3] as const;
export type ExamStatus = (typeof examStatuses)[number];
/** The three lists shown on the exams page (3 is deleted and never listed). */
export const examListStatuses = [0, 1, 2] as const satisfies readonly ExamStatus[];
export type ExamListStatus = (typeof examListStatuses)[number];
export const examStatusLabels = {
  0: label('code.exam_status.0', 'Richiesti', 'Requested'),
  1: label('code.exam_status.1', 'Programmati', 'Scheduled'),
  2: label('code.exam_status.2', 'Completati', 'Completed'),
  3: label('code.exam_status.3', 'Eliminati', 'Deleted'),
} as const satisfies Record<ExamStatus, Message>;

/** Exam types (indagine_tipologia). */
export const examTypes = [
  'Studi Specialistici',
  'Studi Radiologici',
  'Laboratori Analisi',
  'Patologia',
] as const;
export type ExamType = (typeof examTypes)[number];
export const examTypeLabels = {
  'Studi Specialistici': label('code.exam_type.specialist', 'Studi Specialistici', 'Specialist studies'),
  'Studi Radiologici': label('code.exam_type.radiology', 'Studi Radiologici', 'Radiology studies'),
  'Laboratori Analisi': label('code.exam_type.laboratory', 'Laboratori Analisi', 'Laboratory tests'),
  Patologia: label('code.exam_type.pathology', 'Patologia', 'Pathology'),
} as const satisfies Record<ExamType, Message>;

// --- Therapies (spec 000, sections 2, 3, 4 and 9) -------------------------------------------

/** 0 forbidden drug, 1 ongoing therapy, 2 concluded therapy. */
export const therapyTypes = [0, 1, 2] as const;
export type TherapyType = (typeof therapyTypes)[number];
/** Labels used by the move dialog. */
export const therapyTypeLabels = {
  0: label('code.therapy_type.0', 'Farmaco Vietato', 'Forbidden drug'),
  1: label('code.therapy_type.1', 'Terapia in Corso', 'Ongoing therapy'),
  2: label('code.therapy_type.2', 'Terapia Conclusa', 'Concluded therapy'),
} as const satisfies Record<TherapyType, Message>;
/** Titles of the three lists on the medications page. */
export const therapyListTitles = {
  0: label('code.therapy_list.0', 'Farmaci Vietati', 'Forbidden drugs'),
  1: label('code.therapy_list.1', 'Terapie in Corso', 'Ongoing therapies'),
  2: label('code.therapy_list.2', 'Terapie Concluse', 'Concluded therapies'),
} as const satisfies Record<TherapyType, Message>;

/** What a save of a therapy, association or link does (spec 000 and 001, section 3). */
export const recordActions = ['add', 'update', 'delete'] as const;
export type RecordAction = (typeof recordActions)[number];

// --- Diagnoses (spec 001, sections 2, 3, 4 and 9) -------------------------------------------

/** 0 confirmed, 1 suspected, 2 excluded. */
export const diagnosisStates = [0, 1, 2] as const;
export type DiagnosisState = (typeof diagnosisStates)[number];
export const diagnosisStateLabels = {
  0: label('code.diagnosis_state.0', 'Confermate', 'Confirmed'),
  1: label('code.diagnosis_state.1', 'Sospette', 'Suspected'),
  2: label('code.diagnosis_state.2', 'Escluse', 'Excluded'),
} as const satisfies Record<DiagnosisState, Message>;
export const diagnosisTypes = ['Diagnosi', 'Allergia', 'Intolleranza'] as const;
export type DiagnosisType = (typeof diagnosisTypes)[number];
export const diagnosisTypeLabels = {
  Diagnosi: label('code.diagnosis_type.diagnosis', 'Diagnosi', 'Diagnosis'),
  Allergia: label('code.diagnosis_type.allergy', 'Allergia', 'Allergy'),
  Intolleranza: label('code.diagnosis_type.intolerance', 'Intolleranza', 'Intolerance'),
} as const satisfies Record<DiagnosisType, Message>;

// --- Files (spec 000, sections 3 and 5) -----------------------------------------------------

/** File types of the ordinary files form, by wire value. */
export const ordinaryFileTypes = [
  'foto',
  'Video',
  'registrazione',
  'esamistrumentali',
  'dicom',
  'documento',
] as const;
export type OrdinaryFileType = (typeof ordinaryFileTypes)[number];
/** The only type of the Kardia form. */
export const kardiaFileTypes = ['kardia'] as const;
export type KardiaFileType = (typeof kardiaFileTypes)[number];
export const fileTypes = [...ordinaryFileTypes, ...kardiaFileTypes] as const;
export type FileType = (typeof fileTypes)[number];
export const fileTypeLabels = {
  foto: label('code.file_type.foto', 'Foto', 'Photo'),
  Video: label('code.file_type.video', 'Video', 'Video'),
  registrazione: label('code.file_type.registrazione', 'Registrazione', 'Recording'),
  esamistrumentali: label(
    'code.file_type.esamistrumentali',
    'Video Esami Strumentali',
    'Instrumental exam video',
  ),
  dicom: label('code.file_type.dicom', 'Immagine Dicom', 'DICOM image'),
  documento: label('code.file_type.documento', 'Documento', 'Document'),
  kardia: label('code.file_type.kardia', 'Kardia', 'Kardia'),
} as const satisfies Record<FileType, Message>;

// --- Vaccinations (spec 001, sections 3 and 9) ----------------------------------------------

/** Recall (booster) numbers. */
export const recallNumbers = [1, 2, 3] as const;
export type RecallNumber = (typeof recallNumbers)[number];

// --- Adverse-reaction report (spec 000, section 3) ------------------------------------------

export const pregnancyTrimesters = ['1° Trimestre', '2° Trimestre', '3° Trimestre', 'Sconosciuta'] as const;
export type PregnancyTrimester = (typeof pregnancyTrimesters)[number];
export const pregnancyTrimesterLabels = {
  '1° Trimestre': label('code.trimester.1', '1° Trimestre', '1st trimester'),
  '2° Trimestre': label('code.trimester.2', '2° Trimestre', '2nd trimester'),
  '3° Trimestre': label('code.trimester.3', '3° Trimestre', '3rd trimester'),
  Sconosciuta: label('code.trimester.unknown', 'Sconosciuta', 'Unknown'),
} as const satisfies Record<PregnancyTrimester, Message>;

export const reactionSeverities = [
  'Non grave',
  'Ricovero in ospedale',
  'Pericolo di vita',
  'Invalidità permanente',
] as const;
export type ReactionSeverity = (typeof reactionSeverities)[number];
export const reactionSeverityLabels = {
  'Non grave': label('code.severity.not_serious', 'Non grave', 'Not serious'),
  'Ricovero in ospedale': label('code.severity.hospitalisation', 'Ricovero in ospedale', 'Hospitalisation'),
  'Pericolo di vita': label('code.severity.life_threatening', 'Pericolo di vita', 'Life-threatening'),
  'Invalidità permanente': label('code.severity.disability', 'Invalidità permanente', 'Permanent disability'),
} as const satisfies Record<ReactionSeverity, Message>;

export const reactionOutcomes = [
  'Risolta',
  'Risolta con conseguenze',
  'Migliorata',
  'Non ancora risolta',
  'Non so',
] as const;
export type ReactionOutcome = (typeof reactionOutcomes)[number];
export const reactionOutcomeLabels = {
  Risolta: label('code.reaction_outcome.resolved', 'Risolta', 'Resolved'),
  'Risolta con conseguenze': label(
    'code.reaction_outcome.resolved_with_sequelae',
    'Risolta con conseguenze',
    'Resolved with sequelae',
  ),
  Migliorata: label('code.reaction_outcome.improved', 'Migliorata', 'Improved'),
  'Non ancora risolta': label('code.reaction_outcome.not_resolved', 'Non ancora risolta', 'Not yet resolved'),
  'Non so': label('code.reaction_outcome.unknown', 'Non so', "Don't know"),
} as const satisfies Record<ReactionOutcome, Message>;

/** Reaction impact scale, 1 to 10 (spec 000, sections 3, 5 and 9). */
export const REACTION_IMPACT_MIN = 1;
export const REACTION_IMPACT_MAX = 10;

// --- Pain diary (spec 000, section 9; spec 001, section 2) ----------------------------------

/** Six pain levels, each drawn with one colour. */
export const painLevels = ['none', 'mild', 'moderate', 'intense', 'strong', 'very_strong'] as const;
export type PainLevel = (typeof painLevels)[number];
/**
 * Pain colours: none white, mild green, moderate blue, intense purple, strong dark red, very
 * strong red (spec 000, section 9). The spec names colours; the CSS values are the standard
 * named colours of the same names.
 */
export const painColours = {
  none: '#FFFFFF',
  mild: '#008000',
  moderate: '#0000FF',
  intense: '#800080',
  strong: '#8B0000',
  very_strong: '#FF0000',
} as const satisfies Record<PainLevel, string>;
export const painLevelLabels = {
  none: label('code.pain.none', 'Nessuno', 'None'),
  mild: label('code.pain.mild', 'Lieve', 'Mild'),
  moderate: label('code.pain.moderate', 'Moderato', 'Moderate'),
  intense: label('code.pain.intense', 'Intenso', 'Intense'),
  strong: label('code.pain.strong', 'Forte', 'Strong'),
  very_strong: label('code.pain.very_strong', 'Molto forte', 'Very strong'),
} as const satisfies Record<PainLevel, Message>;

// --- Affiliated centres (spec 000, section 7; spec 001, sections 3 and 9) -------------------

/** 1 specialist studios, 2 radiology studios, 3 analysis laboratories. */
export const centreTypes = [1, 2, 3] as const;
export type CentreType = (typeof centreTypes)[number];
export const centreTypeLabels = {
  1: label('code.centre_type.1', 'Studi specialistici', 'Specialist studios'),
  2: label('code.centre_type.2', 'Studi radiologici', 'Radiology studios'),
  3: label('code.centre_type.3', 'Laboratori analisi', 'Analysis laboratories'),
} as const satisfies Record<CentreType, Message>;

// --- Physiological anamnesis option lists (spec 001, section 3) -----------------------------

export const birthTimings = ['pretermine', 'termine', 'post-termine'] as const;
export type BirthTiming = (typeof birthTimings)[number];
/**
 * Birth types. The spec writes "naturale distocito"; the medical term is "distocico" and we
 * store the corrected value (docs/spec-deviations/domain.md).
 */
export const birthTypes = ['naturale eutocico', 'naturale distocico', 'post-operatorio cesareo'] as const;
export type BirthType = (typeof birthTypes)[number];
export const feedingTypes = ['materno', 'artificiale'] as const;
export type FeedingType = (typeof feedingTypes)[number];
export const developmentOutcomes = ['normale', 'patologico'] as const;
export type DevelopmentOutcome = (typeof developmentOutcomes)[number];
export const educationLevels = ['analfabeta', 'elementare', 'medie-inferiori', 'diploma', 'laurea'] as const;
export type EducationLevel = (typeof educationLevels)[number];
export const physicalActivityLevels = ['sedentario', 'moderata', 'adeguata', 'sportiva', 'intensa'] as const;
export type PhysicalActivityLevel = (typeof physicalActivityLevels)[number];
/**
 * The descriptive text of each activity level. The spec (001, section 3) says each level has
 * one but does not quote it; these are the project's wording, following WHO activity guidance.
 */
export const physicalActivityDescriptions = {
  sedentario: label(
    'code.activity.sedentario',
    'Sedentario: nessuna attività fisica regolare',
    'Sedentary: no regular physical activity',
  ),
  moderata: label(
    'code.activity.moderata',
    'Moderata: attività leggera meno di 150 minuti a settimana',
    'Moderate: light activity under 150 minutes a week',
  ),
  adeguata: label(
    'code.activity.adeguata',
    'Adeguata: almeno 150 minuti a settimana di attività moderata',
    'Adequate: at least 150 minutes a week of moderate activity',
  ),
  sportiva: label(
    'code.activity.sportiva',
    'Sportiva: sport praticato con regolarità più volte a settimana',
    'Sporty: sport practised regularly several times a week',
  ),
  intensa: label(
    'code.activity.intensa',
    'Intensa: allenamento intenso quotidiano o attività agonistica',
    'Intense: daily intense training or competitive sport',
  ),
} as const satisfies Record<PhysicalActivityLevel, Message>;
export const eatingHabits = ['nella norma', 'inappetenza', 'anoressia', 'iperfagia', 'bulimia'] as const;
export type EatingHabit = (typeof eatingHabits)[number];
/** Yes/no answers of the lifestyle questions, as the spec writes them. */
export const yesNoAnswers = ['no', 'si'] as const;
export type YesNo = (typeof yesNoAnswers)[number];
export const alcoholTypes = ['Vino', 'Birra', 'Super alcolico', 'Altro'] as const;
export type AlcoholType = (typeof alcoholTypes)[number];
export const drugTypes = [
  'Cocaina',
  'Anfetamina',
  'LSD',
  'Cannabinoidi',
  'Metadone',
  'MDMA',
  'Altro',
] as const;
export type RecreationalDrugType = (typeof drugTypes)[number];
export const bowelHabits = ['regolare', 'stitico', 'diarroico', 'alterno'] as const;
export type BowelHabit = (typeof bowelHabits)[number];
export const urinationHabits = ['nella norma', 'patologica'] as const;
export type UrinationHabit = (typeof urinationHabits)[number];
/** Menstrual cycle. The spec writes "iregolare"; we store the correct "irregolare". */
export const menstrualCycles = ['regolare', 'irregolare'] as const;
export type MenstrualCycle = (typeof menstrualCycles)[number];
export const menopauseTypes = ['fisiologica', 'chirurgica'] as const;
export type MenopauseType = (typeof menopauseTypes)[number];
/** Menarche age options, 8 to 18 years (spec 001, sections 3 and 9). */
export const menarcheAges = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
export type MenarcheAge = (typeof menarcheAges)[number];

// --- Pregnancy (spec 001, section 3) --------------------------------------------------------

export const pregnancyOutcomes = ['nascita', 'aborto'] as const;
export type PregnancyOutcome = (typeof pregnancyOutcomes)[number];
export const babySexes = ['Maschio', 'Femmina'] as const;
export type BabySex = (typeof babySexes)[number];

// --- Links (spec 001, section 7) ------------------------------------------------------------

/** Reference-link lists, by the path segment of GET /api/altroLink/{kind}. */
export const referenceLinkKinds = [
  'ospedali_italiani',
  'ospedali_esteri',
  'line_guida_italiane',
  'line_guida_internazionale',
  'risorve_web_italiane',
  'risorve_web_internazionale',
  'riviste_italiane',
  'riviste_internazionali',
] as const;
export type ReferenceLinkKind = (typeof referenceLinkKinds)[number];
export const referenceLinkKindLabels = {
  ospedali_italiani: label(
    'code.reference_links.ospedali_italiani',
    'Ospedali italiani',
    'Italian hospitals',
  ),
  ospedali_esteri: label('code.reference_links.ospedali_esteri', 'Ospedali esteri', 'Foreign hospitals'),
  line_guida_italiane: label(
    'code.reference_links.line_guida_italiane',
    'Linee guida italiane',
    'Italian guidelines',
  ),
  line_guida_internazionale: label(
    'code.reference_links.line_guida_internazionale',
    'Linee guida internazionali',
    'International guidelines',
  ),
  risorve_web_italiane: label(
    'code.reference_links.risorve_web_italiane',
    'Risorse web italiane',
    'Italian web resources',
  ),
  risorve_web_internazionale: label(
    'code.reference_links.risorve_web_internazionale',
    'Risorse web internazionali',
    'International web resources',
  ),
  riviste_italiane: label('code.reference_links.riviste_italiane', 'Riviste italiane', 'Italian journals'),
  riviste_internazionali: label(
    'code.reference_links.riviste_internazionali',
    'Riviste internazionali',
    'International journals',
  ),
} as const satisfies Record<ReferenceLinkKind, Message>;

/** A personal link save either updates (creates) or deletes (spec 001, section 3). */
export const personalLinkActions = ['update', 'delete'] as const;
export type PersonalLinkAction = (typeof personalLinkActions)[number];

// --- Scores (spec 001, sections 3 and 7) ----------------------------------------------------

/** nome_score values sent when saving a score. */
export const scoreNames = [
  'has-bled-score',
  'meld-score',
  'cha2ds2-score',
  'framingham-score',
  'cardiovascolare-score',
] as const;
export type ScoreName = (typeof scoreNames)[number];
/** Kinds under which the saved-score history is fetched (note cha2-ds2 and framingham-risk). */
export const scoreHistoryKinds = [
  'has-bled-score',
  'cha2-ds2-score',
  'meld-score',
  'framingham-risk-score',
  'cardiovascolare-score',
] as const;
export type ScoreHistoryKind = (typeof scoreHistoryKinds)[number];
/** The history kind of each saved score name. */
export const scoreHistoryKindByName = {
  'has-bled-score': 'has-bled-score',
  'meld-score': 'meld-score',
  'cha2ds2-score': 'cha2-ds2-score',
  'framingham-score': 'framingham-risk-score',
  'cardiovascolare-score': 'cardiovascolare-score',
} as const satisfies Record<ScoreName, ScoreHistoryKind>;
/** Kinds of GET /api/scoring/{kind} (criteria lists). */
export const scoreCriteriaKinds = ['has-bled', 'cha2ds2', 'meld', 'framingham', 'cardiovascolare'] as const;
export type ScoreCriteriaKind = (typeof scoreCriteriaKinds)[number];
/** Kinds of GET /api/score-result/{kind} (combination tables). */
export const scoreCombinationKinds = ['has-bled', 'cha2ds2', 'meld'] as const;
export type ScoreCombinationKind = (typeof scoreCombinationKinds)[number];
/** Ethnicity choices of the cardiovascular score; Other maps to the white group (spec 001, section 9). */
export const cardiovascularEthnicities = ['white', 'african-american', 'other'] as const;
export type CardiovascularEthnicity = (typeof cardiovascularEthnicities)[number];
export const cardiovascularEthnicityLabels = {
  white: label('code.ethnicity.white', 'Caucasica', 'Caucasian'),
  'african-american': label('code.ethnicity.african_american', 'Afroamericana', 'African-American'),
  other: label('code.ethnicity.other', 'Altro', 'Other'),
} as const satisfies Record<CardiovascularEthnicity, Message>;

// --- Devices (spec 000, section 3) ----------------------------------------------------------

export const ecgModes = ['hand-hand', 'hand-chest', '1-lead', '2-lead'] as const;
export type EcgMode = (typeof ecgModes)[number];
export const ecgResults = ['happy', 'sad'] as const;
export type EcgResult = (typeof ecgResults)[number];

/** Device connection states (spec 000, section 4). */
export const deviceConnectionStates = ['not_connected', 'connected', 'results_shown'] as const;
export type DeviceConnectionState = (typeof deviceConnectionStates)[number];

// --- Modals (spec 000, section 4; spec 001, section 4) --------------------------------------

/** A record modal resolves to saved (true) or cancelled (false). */
export type ModalResult = boolean;
