import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import { DEFAULT_CONFIDENTIALITY_NEW_VACCINATION, type RecallNumber, recallNumbers } from './codes.ts';
import type { VaccinationItem } from './entities.ts';

type RecordedVaccination = Pick<
  VaccinationItem,
  'id_vaccino' | 'vaccinazione_richiamo' | 'id_livello_confidenzialita' | 'deleted_at'
>;

/** The dose number a new vaccination is offered with, and the doses of that vaccine it follows. */
export interface DoseSuggestion {
  /** 1 first dose, 2 second dose or first booster, 3 a later dose or booster. */
  dose: RecallNumber;
  /** How many vaccinations of the same vaccine the patient has recorded. */
  earlierDoses: number;
}

const lastDoseNumber = recallNumbers[recallNumbers.length - 1] ?? 3;

/**
 * The dose number to offer for a new vaccination with `vaccineId` (issue #37): the one after the
 * patient's recorded doses of the same vaccine, counted or numbered, whichever is further (two
 * doses both recorded as 1 still make the next the third), and never past 3, which stands for
 * every later dose. With no earlier dose it is 1.
 */
export function suggestDoseNumber(
  vaccinations: readonly RecordedVaccination[],
  vaccineId: string,
): DoseSuggestion {
  const earlier = vaccinations.filter(
    (vaccination) => vaccination.deleted_at === null && vaccination.id_vaccino === vaccineId,
  );
  const highest = Math.max(0, ...earlier.map((vaccination) => vaccination.vaccinazione_richiamo));
  const next = Math.min(Math.max(highest, earlier.length) + 1, lastDoseNumber);
  return {
    dose: recallNumbers.find((dose) => dose === next) ?? lastDoseNumber,
    earlierDoses: earlier.length,
  };
}

/**
 * The confidentiality level a new vaccination starts at (issue #37): the one the patient has
 * given most of their recorded vaccinations, so a patient who shares them openly is not made to
 * lower the level every time; on a tie the more restricted; with none recorded, the spec's 6.
 */
export function usualVaccinationConfidentiality(
  vaccinations: readonly RecordedVaccination[],
): ConfidentialityLevel {
  const counts = new Map<ConfidentialityLevel, number>();
  for (const vaccination of vaccinations) {
    if (vaccination.deleted_at !== null) continue;
    const level = vaccination.id_livello_confidenzialita;
    counts.set(level, (counts.get(level) ?? 0) + 1);
  }
  let usual: ConfidentialityLevel = DEFAULT_CONFIDENTIALITY_NEW_VACCINATION;
  let usualCount = 0;
  for (const [level, count] of counts) {
    if (count > usualCount || (count === usualCount && level > usual)) {
      usual = level;
      usualCount = count;
    }
  }
  return usual;
}
