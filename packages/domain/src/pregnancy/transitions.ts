import type { PregnancyTrimester } from '../adverse-reaction/codes.ts';
import { monthsBetween } from '../shared/dates.ts';
import { PREGNANCY_MAX_MONTHS } from './codes.ts';

const DAY_MS = 86_400_000;

function daysBetween(start: string, end: string): number {
  return Math.round(
    (Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - Date.parse(`${start.slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  );
}

/**
 * The trimester of a pregnancy under way today, or null when there is none (a Cartella addition,
 * issue 17: it prefills the adverse-reaction form's pregnancy field). A pregnancy is under way when
 * it has started, has no end date, and started no more than 9 months ago (an older one without an
 * end was left unfinished in the record). Weeks 0-13 are the first trimester, 14-27 the second,
 * 28 on the third (counted from the start date the patient entered).
 */
export function currentPregnancyTrimester(
  pregnancies: readonly { inizio_gravidanza: string; fine_gravidanza: string | null }[],
  today: string,
): PregnancyTrimester | null {
  const current = pregnancies
    .filter((pregnancy) => !pregnancy.fine_gravidanza && pregnancy.inizio_gravidanza <= today)
    .filter((pregnancy) => monthsBetween(pregnancy.inizio_gravidanza, today) <= PREGNANCY_MAX_MONTHS)
    .sort((a, b) => b.inizio_gravidanza.localeCompare(a.inizio_gravidanza))[0];
  if (current === undefined) return null;
  const weeks = Math.floor(daysBetween(current.inizio_gravidanza, today) / 7);
  if (weeks < 14) return '1° Trimestre';
  if (weeks < 28) return '2° Trimestre';
  return '3° Trimestre';
}
