import * as v from 'valibot';
import { confidentialityLevels } from './codes.ts';
import { PHONE_MIN_DIGITS } from './constants.ts';
import { withParams } from './issues.ts';
import type { IssueCode } from './messages.ts';

/**
 * Building blocks shared by the form schemas: required text, ISO dates, the date rules that
 * depend on "today" (injected, so tests are deterministic) and the phone rule.
 */

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

/** Text that must contain more than whitespace. */
export function requiredText(code: IssueCode = 'required') {
  return v.pipe(
    v.string(code),
    v.check((text) => text.trim().length > 0, code),
  );
}

/** Required text with a maximum length. */
export function requiredTextMax(max: number, code: IssueCode = 'required') {
  return v.pipe(requiredText(code), v.maxLength(max, 'too_long'));
}

/** Optional text: a string, null or absent. */
export function optionalText(max = 10_000) {
  return v.nullish(v.pipe(v.string('invalid_type'), v.maxLength(max, 'too_long')));
}

/** Whether a string is a real calendar date `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A required ISO calendar date `YYYY-MM-DD`: 'required' when empty, 'date_invalid' otherwise. */
export function requiredIsoDate(code: IssueCode = 'required') {
  return v.pipe(
    v.string(code),
    v.check((text) => text.trim() !== '', code),
    v.check((text) => text.trim() === '' || isCalendarDate(text), 'date_invalid'),
  );
}

/** An optional ISO calendar date (null, absent or empty string count as absent). */
export function optionalIsoDate() {
  return v.nullish(
    v.pipe(
      v.string('date_invalid'),
      v.check((text) => text === '' || isCalendarDate(text), 'date_invalid'),
    ),
  );
}

/** Whether an ISO date (or timestamp) is after today; both compare on their `YYYY-MM-DD` part. */
export function isAfterToday(date: string, today: string): boolean {
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

/**
 * The phone pattern (spec 000, section 5): digits, spaces or dashes (an international input may
 * add a leading + and parentheses), then an optional extension (x, ext or #, then digits).
 */
export const phonePattern = /^\+?[\d\s()-]+?(?:\s*(?:x|ext\.?|#)\s*\d{1,6})?$/i;

/** Whether a phone number is valid: the pattern, and at least 7 digits before any extension. */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (!phonePattern.test(trimmed)) return false;
  const main = trimmed.split(/\s*(?:x|ext\.?|#)/i)[0] ?? '';
  return (main.match(/\d/g) ?? []).length >= PHONE_MIN_DIGITS;
}

/** A required, valid phone number. */
export const PhoneSchema = v.pipe(
  v.string('required'),
  v.check((phone) => phone.trim().length > 0, 'required'),
  v.check((phone) => phone.trim() === '' || isValidPhone(phone), 'phone_invalid'),
);

/** A required confidentiality level 1-6. */
export const ConfidentialitySchema = v.picklist(confidentialityLevels, 'required');

/** A number in a closed range, reported as out_of_range with {min, max}. */
export function numberInRange(min: number, max: number, code: IssueCode = 'out_of_range') {
  return v.check(
    withParams((value: number) => value >= min && value <= max, { min, max }),
    code,
  );
}

/** A positive integer id. */
export const IdSchema = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_type'),
  v.minValue(0, 'invalid_type'),
);

/** Whole months between two ISO dates (a month counts once its day is reached). */
export function monthsBetween(start: string, end: string): number {
  const [y1 = 0, m1 = 0, d1 = 0] = start.slice(0, 10).split('-').map(Number);
  const [y2 = 0, m2 = 0, d2 = 0] = end.slice(0, 10).split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}
