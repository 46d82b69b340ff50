import type { ConfidentialityLevel } from '../shared/confidentiality.ts';

/** Recall (booster) numbers. */
export const recallNumbers = [1, 2, 3] as const;

export type RecallNumber = (typeof recallNumbers)[number];

/** Vaccine search starts at this many characters (spec 001, sections 5 and 9). */
export const VACCINE_SEARCH_MIN_LENGTH = 3;

/** Vaccine suggestions shown. */
export const VACCINE_LIST_SIZE = 10;

/** The fixed past date of a soft-deleted vaccination (spec 001, section 4: "a fixed past date"). */
export const VACCINATION_DELETED_MARKER_DATE = '2012-12-20';

/** Confidentiality of a new vaccination. */
export const DEFAULT_CONFIDENTIALITY_NEW_VACCINATION: ConfidentialityLevel = 6;
