import * as v from 'valibot';
import { boundedText, firstIssueOnly, TEXT_LIMITS } from './limits.ts';
import type { IssueCode } from './messages.ts';

/** An ISO calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** An ISO 8601 timestamp with time zone, e.g. `2026-11-22T10:15:00Z`. */
export type IsoDateTime = string;

/** A data URL (`data:<mime>;base64,...`). */
export type DataUrl = string;

/** A date correction the UI applies: show the issue and put `replacement` in the field. */
export interface DateCorrection {
  /** Issue to show. */
  issue: IssueCode;
  /** Value the field is reset to. */
  replacement: string;
}

/** Options of the schema factories whose rules depend on the current date. */
export interface TodayOptions {
  /** Today's date, `YYYY-MM-DD`, in the patient's time zone. */
  today: string;
}

/** Whether a string is a real calendar date `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (text.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A required ISO calendar date `YYYY-MM-DD`: 'required' when empty, 'date_invalid' otherwise. */
export function requiredIsoDate(code: IssueCode = 'required') {
  return firstIssueOnly(
    v.pipe(
      boundedText(TEXT_LIMITS.date, code),
      v.check((text) => text.trim() !== '', code),
      v.check((text) => isCalendarDate(text), 'date_invalid'),
    ),
  );
}

/**
 * A required ISO date not after `today`: 'required', 'date_invalid', then `futureCode`; one issue
 * at a time, so the date rule never runs on a refused text.
 */
export function requiredPastDate(
  today: string,
  code: IssueCode = 'required',
  futureCode: IssueCode = 'date_in_future',
) {
  return firstIssueOnly(v.pipe(requiredIsoDate(code), notAfterToday(today, futureCode)));
}

/** An optional ISO calendar date (null, absent or empty string count as absent). */
export function optionalIsoDate() {
  return v.nullish(
    firstIssueOnly(
      v.pipe(
        boundedText(TEXT_LIMITS.date, 'date_invalid'),
        v.check((text) => text === '' || isCalendarDate(text), 'date_invalid'),
        // An empty field is no date: never '' to a date column.
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
  );
}

/** Whether an ISO date (or timestamp) is after today; both compare on their `YYYY-MM-DD` part. */
function isAfterToday(date: string, today: string): boolean {
  return date.slice(0, 10) > today.slice(0, 10);
}

/**
 * The "not in the future, reset to today" rule (spec 000, section 5, birth date and file survey
 * date; spec 001, section 5, vaccination date). Null when the date is acceptable.
 */
export function checkDateNotInFuture(
  date: string,
  today: string,
  code: IssueCode = 'date_in_future',
): DateCorrection | null {
  return date !== '' && isAfterToday(date, today) ? { issue: code, replacement: today.slice(0, 10) } : null;
}

/**
 * The "end not before start, reset to start" rule (spec 000, section 5, therapy end date).
 * Null when either date is missing or the order is right.
 */
export function checkEndNotBeforeStart(
  start: string | null | undefined,
  end: string | null | undefined,
  code: IssueCode = 'end_before_start',
): DateCorrection | null {
  if (!start || !end) return null;
  return end.slice(0, 10) < start.slice(0, 10) ? { issue: code, replacement: start.slice(0, 10) } : null;
}

/** A schema action: the date is not after `today`. */
export function notAfterToday(today: string, code: IssueCode = 'date_in_future') {
  return v.check((date: string) => date === '' || !isAfterToday(date, today), code);
}

/** Whole months between two ISO dates (a month counts once its day is reached). */
export function monthsBetween(start: string, end: string): number {
  const [y1 = 0, m1 = 0, d1 = 0] = start.slice(0, 10).split('-').map(Number);
  const [y2 = 0, m2 = 0, d2 = 0] = end.slice(0, 10).split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}
