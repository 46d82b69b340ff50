import { label } from '../shared/codes.ts';
import type { Message } from '../shared/messages.ts';

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

/** Fallbacks for empty or invalid calculator inputs. */
export const CALCULATOR_FALLBACKS = {
  /** Any other input. */
  default: 1,
  /** Drip volume, ml. */
  volumeMl: 100,
  /** Urinary creatinine, mg/dl. */
  urineCreatinineMgDl: 40,
  /** Daily diuresis, ml. */
  dailyUrineMl: 800,
} as const;

/** Normal-range placeholders shown in score inputs (spec 001, section 9). */
export const NORMAL_RANGE_PLACEHOLDERS = {
  creatinineMgDl: { low: 0.7, high: 1.3 },
  bilirubinMgDl: { low: 0.3, high: 1.9 },
  inr: { low: 0.8, high: 1.2 },
  sodiumMmolL: { low: 136, high: 145 },
  totalCholesterolMgDl: { low: 150, high: 200 },
  hdlCholesterolMgDl: { low: 40, high: 60 },
  systolicMmHg: { low: 100, high: 130 },
} as const;

/** Framingham input ranges used by the plausibility check (spec 001, section 5). */
export const FRAMINGHAM_INPUT_RANGES = {
  totalCholesterolMgDl: { low: 100, high: 400 },
  hdlCholesterolMgDl: { low: 20, high: 95 },
  systolicMmHg: { low: 100, high: 130 },
} as const;

/** MELD input clamps (spec 001, section 5). */
export const MELD_CLAMPS = {
  creatinineMgDl: { min: 1, max: 4 },
  bilirubinMgDl: { min: 1 },
  inr: { min: 1 },
  sodiumMmolL: { min: 125, max: 137 },
} as const;
