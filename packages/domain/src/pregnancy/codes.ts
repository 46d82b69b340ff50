export const pregnancyOutcomes = ['nascita', 'aborto'] as const;

export type PregnancyOutcome = (typeof pregnancyOutcomes)[number];

export const babySexes = ['Maschio', 'Femmina'] as const;

export type BabySex = (typeof babySexes)[number];

/** Minimum age for a pregnancy. */
export const PREGNANCY_MIN_AGE_YEARS = 12;

/** The age input's own minimum. */
export const PREGNANCY_AGE_INPUT_MIN = 1;

/** Beyond this month difference the form warns. */
export const PREGNANCY_MAX_MONTHS = 9;
