import * as v from 'valibot';
import { monthsBetween, optionalIsoDate, requiredIsoDate } from '../shared/dates.ts';
import { IdSchema, integerInRange, NewOrIdSchema, optionalText, TEXT_LIMITS } from '../shared/limits.ts';
import type { IssueCode } from '../shared/messages.ts';
import { babySexes, PREGNANCY_MAX_MONTHS, PREGNANCY_MIN_AGE_YEARS, pregnancyOutcomes } from './codes.ts';

/**
 * Pregnancy (spec 001, section 5): age missing or below 12 gives 'Inserire età corretta'. The
 * end never precedes the start. The 9-month rule is a warning, not a block:
 * see `checkPregnancyDuration`.
 */
const pregnancyEntries = {
  /** Pregnancy id; 0 when new. */
  id_gravidanza: NewOrIdSchema,
  /** Age at the pregnancy. */
  eta: integerInRange(PREGNANCY_MIN_AGE_YEARS, 70, 'pregnancy_age_invalid'),
  /** Start date. */
  inizio_gravidanza: requiredIsoDate(),
  /** End date. */
  fine_gravidanza: optionalIsoDate(),
  /** Outcome. */
  esito: v.nullish(v.union([v.literal(''), v.picklist(pregnancyOutcomes)], 'option_invalid')),
  /** Baby's sex. */
  sesso_bambino: v.nullish(v.union([v.literal(''), v.picklist(babySexes)], 'option_invalid')),
  /** Notes. */
  note_gravidanza: optionalText(TEXT_LIMITS.comment),
};

/** The end never precedes the start. */
const endNotBeforeStart = (input: {
  inizio_gravidanza: string;
  fine_gravidanza?: string | null | undefined;
}) => !input.fine_gravidanza || input.fine_gravidanza >= input.inizio_gravidanza;

export const PregnancySchema = v.pipe(
  v.object(pregnancyEntries),
  v.forward(
    v.partialCheck([['inizio_gravidanza'], ['fine_gravidanza']], endNotBeforeStart, 'end_before_start'),
    ['fine_gravidanza'],
  ),
);

/** The add body (POST /api/gravidanze): the pregnancy and the patient it belongs to. */
export const PregnancyCreateSchema = v.pipe(
  v.object({
    ...pregnancyEntries,
    /** Patient id. */
    id_paziente: IdSchema,
  }),
  v.forward(
    v.partialCheck([['inizio_gravidanza'], ['fine_gravidanza']], endNotBeforeStart, 'end_before_start'),
    ['fine_gravidanza'],
  ),
);

export type PregnancyInput = v.InferInput<typeof PregnancySchema>;

/**
 * The 9-month warning (spec 001, section 5: month difference greater than 9). Months are whole
 * months, a month counting once its day is reached. Null when there is nothing to warn about.
 */
export function checkPregnancyDuration(start: string, end: string | null | undefined): IssueCode | null {
  if (!start || !end) return null;
  return monthsBetween(start, end) > PREGNANCY_MAX_MONTHS ? 'pregnancy_too_long' : null;
}
