import { label } from '../shared/codes.ts';
import type { Message } from '../shared/messages.ts';
import type { TherapyType } from './codes.ts';

// The labels of this entity's codes, apart from the codes: a page that only checks an answer's
// codes (the patient record's) does not load the texts (scripts/check-size.mjs budgets).

/** Labels used by the move dialog. */
export const therapyTypeLabels = {
  0: label('code.therapy_type.0', 'Farmaco Vietato', 'Forbidden drug'),
  1: label('code.therapy_type.1', 'Terapia in Corso', 'Ongoing therapy'),
  2: label('code.therapy_type.2', 'Terapia Conclusa', 'Concluded therapy'),
} as const satisfies Record<TherapyType, Message>;

/** Titles of the three lists on the medications page. */
export const therapyListTitles = {
  0: label('code.therapy_list.0', 'Farmaci Vietati', 'Forbidden drugs'),
  1: label('code.therapy_list.1', 'Terapie in Corso', 'Ongoing therapies'),
  2: label('code.therapy_list.2', 'Terapie Concluse', 'Concluded therapies'),
} as const satisfies Record<TherapyType, Message>;
