import { label } from '../shared/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { Message } from '../shared/messages.ts';

/** 1 total, 2 minimal, 3 partial (restricted by specialty tags). */
export const visibilityLevels = [1, 2, 3] as const;

export type VisibilityLevel = (typeof visibilityLevels)[number];

/** The order the forms list them in (spec 000, section 5: "1 Totale, 3 Parziale, 2 Minima"). */
export const visibilityFormOrder = [1, 3, 2] as const satisfies readonly VisibilityLevel[];

export const visibilityLabels = {
  1: label('code.visibility.1', 'Totale', 'Full'),
  2: label('code.visibility.2', 'Minima', 'Minimal'),
  3: label('code.visibility.3', 'Parziale', 'Partial'),
} as const satisfies Record<VisibilityLevel, Message>;

/** Confidentiality of a new doctor association. */
export const DEFAULT_CONFIDENTIALITY_NEW_DOCTOR: ConfidentialityLevel = 1;

/** Visibility of a new doctor association. */
export const DEFAULT_VISIBILITY_NEW_DOCTOR: VisibilityLevel = 2;
