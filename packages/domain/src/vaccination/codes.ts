import type { ConfidentialityLevel } from '../shared/confidentiality.ts';

/** Recall (booster) numbers. */
export const recallNumbers = [1, 2, 3] as const;

/** Vaccine search starts at this many characters (spec 001, sections 5 and 9). */
export const VACCINE_SEARCH_MIN_LENGTH = 3;

/** Vaccine suggestions shown. */
export const VACCINE_LIST_SIZE = 10;

/** Confidentiality of a new vaccination. */
export const DEFAULT_CONFIDENTIALITY_NEW_VACCINATION: ConfidentialityLevel = 6;
