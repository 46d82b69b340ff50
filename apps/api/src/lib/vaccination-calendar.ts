import { readFileSync } from 'node:fs';
import { type VaccinationCalendar, VaccinationCalendarSchema } from '@cartella/domain';
import * as v from 'valibot';

let calendar: VaccinationCalendar | undefined;

/**
 * The national calendar as data (apps/api/data/vaccini/calendario-regole.json, see its SOURCE.md),
 * checked against its schema on first use: a broken file fails loudly, never silently.
 */
export function vaccinationCalendar(): VaccinationCalendar {
  calendar ??= v.parse(
    VaccinationCalendarSchema,
    JSON.parse(readFileSync(new URL('../../data/vaccini/calendario-regole.json', import.meta.url), 'utf8')),
  );
  return calendar;
}
