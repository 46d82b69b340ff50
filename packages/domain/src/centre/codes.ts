import { label } from '../shared/codes.ts';
import type { Message } from '../shared/messages.ts';

/** 1 specialist studios, 2 radiology studios, 3 analysis laboratories. */
export const centreTypes = [1, 2, 3] as const;

export type CentreType = (typeof centreTypes)[number];

export const centreTypeLabels = {
  1: label('code.centre_type.1', 'Studi specialistici', 'Specialist studios'),
  2: label('code.centre_type.2', 'Studi radiologici', 'Radiology studios'),
  3: label('code.centre_type.3', 'Laboratori analisi', 'Analysis laboratories'),
} as const satisfies Record<CentreType, Message>;
