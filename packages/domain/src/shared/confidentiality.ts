import * as v from 'valibot';
import { label } from './codes.ts';
import type { Message } from './messages.ts';

/** Confidentiality levels, 1 (least) to 6 (most restricted). */
export const confidentialityLevels = [1, 2, 3, 4, 5, 6] as const;

export type ConfidentialityLevel = (typeof confidentialityLevels)[number];

export const confidentialityLabels = {
  1: label('code.confidentiality.1', 'Nessuna Restrizione', 'No restriction'),
  2: label('code.confidentiality.2', 'Basso', 'Low'),
  3: label('code.confidentiality.3', 'Moderato', 'Moderate'),
  4: label('code.confidentiality.4', 'Normale', 'Normal'),
  5: label('code.confidentiality.5', 'Riservato', 'Confidential'),
  6: label('code.confidentiality.6', 'Strettamente riservato', 'Strictly confidential'),
} as const satisfies Record<ConfidentialityLevel, Message>;

/** A confidentiality level as listed by the server (spec 001, section 3). */
export interface ConfidentialityLevelEntry {
  /** Level code, 1 (no restriction) to 6 (strictly confidential). */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Level name as the server describes it. */
  confidenzialita_descrizione: string;
}

/** A required confidentiality level 1-6. */
export const ConfidentialitySchema = v.picklist(confidentialityLevels, 'required');

/**
 * The one reader of a confidentiality level from outside the type system: a stored column, a
 * select's value, a list entry. A number or a numeric string 1 to 6 gives the level; anything
 * else (0, 7, 2.5, '', 'abc', null) gives undefined, and the caller decides what that means
 * (a damaged stored row reads as 6, the safe side; a form ignores the choice).
 */
export function readConfidentialityLevel(value: unknown): ConfidentialityLevel | undefined {
  const number = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value.trim()) : value;
  return confidentialityLevels.find((level) => level === number);
}
