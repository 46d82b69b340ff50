import { label } from '../shared/codes.ts';
import type { Message } from '../shared/messages.ts';

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

/**
 * Why a pregnancy write of a patient who is not female is refused (spec 001, section 6: the
 * pregnancy section shows only for female patients; the spec quotes no text for the server).
 */
export const pregnancyNotFemaleMessage: Message = label(
  'pregnancy.not_female',
  'Le gravidanze si registrano solo per pazienti di sesso femminile',
  'Pregnancies are recorded for female patients only',
);
