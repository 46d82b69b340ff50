/** Drug search starts at this many characters. */
export const DRUG_SEARCH_MIN_LENGTH = 2;
