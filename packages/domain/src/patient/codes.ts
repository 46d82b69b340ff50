import { label } from '../shared/codes.ts';
import type { Message } from '../shared/messages.ts';

/** Sex as stored (spec 000, section 3): male or female. */
export const sexes = ['male', 'female'] as const;

export type Sex = (typeof sexes)[number];

/** What a record may hold before the patient sets it; 'unknown' asks the patient to update it. */
export type PatientSex = Sex | 'unknown';

export const sexLabels = {
  male: label('code.sex.male', 'Maschio', 'Male'),
  female: label('code.sex.female', 'Femmina', 'Female'),
} as const satisfies Record<Sex, Message>;

/**
 * Marital statuses. The spec (000, section 3) only names the fields id_stato_matrimoniale and
 * stato_matrimoniale_nome and loads the list from the server; the list itself is a project
 * choice following the Italian civil-status categories (with civil unions, law 76/2016).
 */
export const maritalStatuses = [1, 2, 3, 4, 5, 6] as const;

export type MaritalStatusId = (typeof maritalStatuses)[number];

export const maritalStatusLabels = {
  1: label('code.marital_status.1', 'Celibe/Nubile', 'Single'),
  2: label('code.marital_status.2', 'Coniugato/a', 'Married'),
  3: label('code.marital_status.3', 'Separato/a', 'Separated'),
  4: label('code.marital_status.4', 'Divorziato/a', 'Divorced'),
  5: label('code.marital_status.5', 'Vedovo/a', 'Widowed'),
  6: label('code.marital_status.6', 'Unito/a civilmente', 'In a civil union'),
} as const satisfies Record<MaritalStatusId, Message>;

/** Blood groups, written as the spec writes the values (spec 000, section 2: '0 +'). */
export const bloodGroups = ['0 +', '0 -', 'A +', 'A -', 'B +', 'B -', 'AB +', 'AB -'] as const;

export type BloodGroup = (typeof bloodGroups)[number];

/** Organ donation: 0 does not consent, 1 consents (spec 000, section 2). */
export const organDonationChoices = [0, 1] as const;

export type OrganDonation = (typeof organDonationChoices)[number];

export const organDonationLabels = {
  0: label('code.organ_donation.0', 'Non acconsente', 'Does not consent'),
  1: label('code.organ_donation.1', 'Acconsente', 'Consents'),
} as const satisfies Record<OrganDonation, Message>;

/** City search debounce (spec 000, sections 5 and 9). */
export const CITY_SEARCH_DEBOUNCE_MS = 700;

/** City suggestions shown, and the most the city search answers (spec 000, section 9). */
export const CITY_LIST_SIZE = 10;

/** The record's edit modals; a save names the one it comes from (docs/spec-deviations/patient-record.md). */
export const patientPages = ['personal', 'residence', 'medical'] as const;
export type PatientPage = (typeof patientPages)[number];
