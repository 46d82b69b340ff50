import type { ConfidentialityLevel } from '../shared/confidentiality.ts';

/**
 * Dose numbers (the spec's recall, `vaccinazione_richiamo`): 1 the first dose, 2 the second dose or
 * first booster, 3 the third dose or any later booster.
 */
export const recallNumbers = [1, 2, 3] as const;

export type RecallNumber = (typeof recallNumbers)[number];

/** Vaccine search starts at this many characters (spec 001, sections 5 and 9). */
export const VACCINE_SEARCH_MIN_LENGTH = 3;

/** Vaccine suggestions shown. */
export const VACCINE_LIST_SIZE = 10;

/** Confidentiality of a new vaccination. */
export const DEFAULT_CONFIDENTIALITY_NEW_VACCINATION: ConfidentialityLevel = 6;
