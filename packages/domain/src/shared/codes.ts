import type { Message } from './messages.ts';

/**
 * A code's label: its message id, the Italian text (the spec's) and the English translation.
 * Marked free of side effects, so a bundle that imports a code set leaves its unused labels out.
 */
/*#__NO_SIDE_EFFECTS__*/
export function label(id: string, it: string, en: string): Message {
  return { id, it, en };
}

/** Shown where a code is missing or unknown (spec 000, section 2, patient record screen). */
export const notSpecifiedLabel: Message = label('code.not_specified', 'Non specificato', 'Not specified');

/** What a save of a therapy, association or link does (spec 000 and 001, section 3). */
export const recordActions = ['add', 'update', 'delete'] as const;

export type RecordAction = (typeof recordActions)[number];
