import type { ConfidentialityLevel } from '../shared/confidentiality.ts';

/** 0 forbidden drug, 1 ongoing therapy, 2 concluded therapy. */
export const therapyTypes = [0, 1, 2] as const;

export type TherapyType = (typeof therapyTypes)[number];

/** Confidentiality of a new therapy. */
export const DEFAULT_CONFIDENTIALITY_NEW_THERAPY: ConfidentialityLevel = 6;
