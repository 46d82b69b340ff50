import { label } from '../shared/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { Locale, Message } from '../shared/messages.ts';

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

/**
 * The medical specialties a patient in Italy meets (the names of the specialist schools and of the
 * outpatient clinics of the national health service), offered as the tags of visibility Parziale:
 * the Italian name, stored and seeded, and its English name, answered to an English request.
 */
export const medicalSpecialtyNames = {
  Allergologia: 'Allergy',
  Anestesiologia: 'Anaesthesiology',
  Angiologia: 'Angiology',
  Cardiologia: 'Cardiology',
  'Chirurgia generale': 'General surgery',
  Dermatologia: 'Dermatology',
  Diabetologia: 'Diabetology',
  Ematologia: 'Haematology',
  Endocrinologia: 'Endocrinology',
  Gastroenterologia: 'Gastroenterology',
  Geriatria: 'Geriatrics',
  'Ginecologia e ostetricia': 'Obstetrics and gynaecology',
  'Malattie infettive': 'Infectious diseases',
  'Medicina generale': 'General practice',
  'Medicina interna': 'Internal medicine',
  Nefrologia: 'Nephrology',
  Neurologia: 'Neurology',
  Oculistica: 'Ophthalmology',
  Odontoiatria: 'Dentistry',
  Oncologia: 'Oncology',
  Ortopedia: 'Orthopaedics',
  Otorinolaringoiatria: 'Ear, nose and throat (ENT)',
  Pediatria: 'Paediatrics',
  Pneumologia: 'Respiratory medicine',
  Psichiatria: 'Psychiatry',
  Psicologia: 'Psychology',
  Radiologia: 'Radiology',
  Reumatologia: 'Rheumatology',
  Urologia: 'Urology',
} as const satisfies Record<string, string>;

const specialtiesByLowerName = new Map(
  Object.entries(medicalSpecialtyNames).map(([italian, english]) => [italian.toLowerCase(), english]),
);

/**
 * A specialty's name in `locale`: the English of a known specialty (its Italian name in any case),
 * otherwise the name as stored (a doctor's own wording stays as typed).
 */
export function specialtyName(name: string, locale: Locale): string {
  if (locale === 'it') return name;
  return specialtiesByLowerName.get(name.trim().toLowerCase()) ?? name;
}
