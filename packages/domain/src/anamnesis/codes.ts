import { label } from '../shared/codes.ts';
import type { Message } from '../shared/messages.ts';

export const birthTimings = ['pretermine', 'termine', 'post-termine'] as const;

/**
 * Birth types. The spec writes "naturale distocito"; the medical term is "distocico" and we
 * store the corrected value (docs/spec-deviations/domain.md).
 */
export const birthTypes = ['naturale eutocico', 'naturale distocico', 'post-operatorio cesareo'] as const;

export const feedingTypes = ['materno', 'artificiale'] as const;

export const developmentOutcomes = ['normale', 'patologico'] as const;

export const educationLevels = ['analfabeta', 'elementare', 'medie-inferiori', 'diploma', 'laurea'] as const;

export const physicalActivityLevels = ['sedentario', 'moderata', 'adeguata', 'sportiva', 'intensa'] as const;

type PhysicalActivityLevel = (typeof physicalActivityLevels)[number];

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

/** Yes/no answers of the lifestyle questions, as the spec writes them. */
export const yesNoAnswers = ['no', 'si'] as const;

export const alcoholTypes = ['Vino', 'Birra', 'Super alcolico', 'Altro'] as const;

export const drugTypes = [
  'Cocaina',
  'Anfetamina',
  'LSD',
  'Cannabinoidi',
  'Metadone',
  'MDMA',
  'Altro',
] as const;

export const bowelHabits = ['regolare', 'stitico', 'diarroico', 'alterno'] as const;

export const urinationHabits = ['nella norma', 'patologica'] as const;

/** Menstrual cycle. The spec writes "iregolare"; we store the correct "irregolare". */
export const menstrualCycles = ['regolare', 'irregolare'] as const;

export const menopauseTypes = ['fisiologica', 'chirurgica'] as const;

/**
 * The physiological anamnesis's answers from a list (spec 001, section 3), each with its list:
 * the stored answer (`answers.ts`) and the form's schema (`schemas.ts`) both read it.
 */
export const physiologicalChoices = {
  tempoParto: birthTimings,
  tipoParto: birthTypes,
  allattamento: feedingTypes,
  sviluppoVegRel: developmentOutcomes,
  livelloScol: educationLevels,
  attivitaFisica: physicalActivityLevels,
  abitudAlim: eatingHabits,
  stress: yesNoAnswers,
  fumo: yesNoAnswers,
  alcool: yesNoAnswers,
  tipoAlcool: alcoholTypes,
  droghe: yesNoAnswers,
  tipoDroghe: drugTypes,
  caffeina: yesNoAnswers,
  alvo: bowelHabits,
  minzione: urinationHabits,
  ciclo: menstrualCycles,
  menopausa: menopauseTypes,
} as const;

/** Menarche age options, 8 to 18 years (spec 001, sections 3 and 9). */
export const menarcheAges = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;

/** Menarche age range. */
export const MENARCHE_AGE_RANGE = { min: 8, max: 18 } as const;

/**
 * The three free-text sections, named as the spec's generic section save names them (spec 001,
 * section 7 "Patient record"; the fourth is AnamnesiFisiologica), and the wire name of each
 * one's text.
 */
export const anamnesisTextFields = {
  AnamnesiFamiliare: 'anamnesi_familiare_contenuto',
  AnamnesiRemota: 'anamnesi_remota_contenuto',
  AnamnesiProssima: 'anamnesi_prossima_contenuto',
} as const;

export type AnamnesisTextSection = keyof typeof anamnesisTextFields;
