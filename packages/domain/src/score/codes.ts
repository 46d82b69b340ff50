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
