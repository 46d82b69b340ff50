export const pregnancyTrimesters = ['1° Trimestre', '2° Trimestre', '3° Trimestre', 'Sconosciuta'] as const;

export type PregnancyTrimester = (typeof pregnancyTrimesters)[number];

export const reactionSeverities = [
  'Non grave',
  'Ricovero in ospedale',
  'Pericolo di vita',
  'Invalidità permanente',
] as const;

export type ReactionSeverity = (typeof reactionSeverities)[number];

export const reactionOutcomes = [
  'Risolta',
  'Risolta con conseguenze',
  'Migliorata',
  'Non ancora risolta',
  'Non so',
] as const;

export type ReactionOutcome = (typeof reactionOutcomes)[number];

/** Reaction impact scale (spec 000, section 9). */
export const REACTION_IMPACT_RANGE = { min: 1, max: 10 } as const;
