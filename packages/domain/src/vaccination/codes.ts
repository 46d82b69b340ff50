import { label } from '../shared/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { Message } from '../shared/messages.ts';

/**
 * Dose numbers (the spec's recall, `vaccinazione_richiamo`): 1 the first dose, 2 the second dose or
 * first booster, 3 the third dose or any later booster.
 */
export const recallNumbers = [1, 2, 3] as const;

export type RecallNumber = (typeof recallNumbers)[number];

/** Vaccine search starts at this many characters (spec 001, sections 5 and 9). */
export const VACCINE_SEARCH_MIN_LENGTH = 3;

/** Vaccine suggestions shown. */
export const VACCINE_LIST_SIZE = 10;

/** Confidentiality of a new vaccination. */
export const DEFAULT_CONFIDENTIALITY_NEW_VACCINATION: ConfidentialityLevel = 6;

/**
 * The antigens of the vaccine catalogue (the vocabulary of apps/api/data/vaccini, its 27 terms),
 * named for a patient in Italian and English, as they read in a list: what a vaccine "protects from".
 */
export const antigenLabels: Readonly<Record<string, Message>> = {
  colera: label('code.antigen.colera', 'colera', 'cholera'),
  'covid-19': label('code.antigen.covid-19', 'COVID-19', 'COVID-19'),
  difterite: label('code.antigen.difterite', 'difterite', 'diphtheria'),
  'encefalite-da-zecca': label(
    'code.antigen.encefalite-da-zecca',
    'encefalite da zecca',
    'tick-borne encephalitis',
  ),
  'encefalite-giapponese': label(
    'code.antigen.encefalite-giapponese',
    'encefalite giapponese',
    'Japanese encephalitis',
  ),
  'epatite-a': label('code.antigen.epatite-a', 'epatite A', 'hepatitis A'),
  'epatite-b': label('code.antigen.epatite-b', 'epatite B', 'hepatitis B'),
  'febbre-gialla': label('code.antigen.febbre-gialla', 'febbre gialla', 'yellow fever'),
  'febbre-tifoide': label('code.antigen.febbre-tifoide', 'febbre tifoide', 'typhoid fever'),
  'herpes-zoster': label(
    'code.antigen.herpes-zoster',
    'herpes zoster (fuoco di Sant’Antonio)',
    'shingles (herpes zoster)',
  ),
  hib: label(
    'code.antigen.hib',
    'Haemophilus influenzae tipo b (Hib)',
    'Haemophilus influenzae type b (Hib)',
  ),
  hpv: label('code.antigen.hpv', 'papillomavirus (HPV)', 'human papillomavirus (HPV)'),
  influenza: label('code.antigen.influenza', 'influenza', 'flu'),
  'meningococco-acwy': label('code.antigen.meningococco-acwy', 'meningococco ACWY', 'meningococcal ACWY'),
  'meningococco-b': label('code.antigen.meningococco-b', 'meningococco B', 'meningococcal B'),
  'meningococco-c': label('code.antigen.meningococco-c', 'meningococco C', 'meningococcal C'),
  morbillo: label('code.antigen.morbillo', 'morbillo', 'measles'),
  parotite: label('code.antigen.parotite', 'parotite', 'mumps'),
  pertosse: label('code.antigen.pertosse', 'pertosse', 'whooping cough'),
  pneumococco: label('code.antigen.pneumococco', 'pneumococco', 'pneumococcal disease'),
  polio: label('code.antigen.polio', 'poliomielite', 'polio'),
  rabbia: label('code.antigen.rabbia', 'rabbia', 'rabies'),
  rosolia: label('code.antigen.rosolia', 'rosolia', 'rubella'),
  rotavirus: label('code.antigen.rotavirus', 'rotavirus', 'rotavirus'),
  rsv: label('code.antigen.rsv', 'virus respiratorio sinciziale (RSV)', 'respiratory syncytial virus (RSV)'),
  tetano: label('code.antigen.tetano', 'tetano', 'tetanus'),
  varicella: label('code.antigen.varicella', 'varicella', 'chickenpox'),
};
