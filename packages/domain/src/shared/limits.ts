import * as v from 'valibot';
import type { IssueCode } from './messages.ts';

/** Therapy note limit, characters (spec 000, sections 5 and 9). */
export const NOTE_MAX_LENGTH = 100;

/**
 * The size limits of every request field (conventions.md, habit 18: every text has a maximum
 * length, every id is an integer in range). One table, in characters; docs/field-limits.md lists
 * each field with its limit. A text is measured before any other rule runs, so no rule ever sees
 * more than its field's limit.
 */
export const TEXT_LIMITS = {
  /** A person's first or last name, a contact's name, a prescriber or care provider. */
  name: 200,
  /** A street address. */
  address: 200,
  /** A city name as displayed. */
  city: 200,
  /** A phone number as typed (the longest E.164 number is 15 digits; 30 leaves room for spaces and an extension). */
  phone: 30,
  /** The therapy note (spec 000, sections 5 and 9). */
  note: NOTE_MAX_LENGTH,
  /** A short free text: a dose, a frequency, a duration, a batch number, a profession, a label. */
  short: 200,
  /** A comment or a description that is not clinical narrative. */
  comment: 2000,
  /** Clinical narrative: a diary note, a visit, an anamnesis, a reaction, a mail body. */
  clinical: 4000,
  /** An e-mail address (RFC 5321: 254). */
  email: 254,
  /** A password (long passphrases are welcome; argon2 hashes the whole text). */
  password: 256,
  /** A search box. */
  search: 100,
  /** A code picked from a list: a drug code, a Belfiore code, a permission key, an order id. */
  code: 50,
  /** A tax code as typed (16 characters, spaces allowed between groups). */
  taxCode: 32,
  /** A web address. */
  url: 2000,
  /** A file name. */
  fileName: 255,
  /** A MIME type. */
  mimeType: 100,
  /** An ISO date or timestamp (`YYYY-MM-DD`, `YYYY-MM-DDTHH:MM:SS.sssZ`). */
  date: 30,
  /**
   * A diary drawing, a PNG data URL. The diary route judges the PNG's bytes (at most 512 KiB, about
   * 700,000 characters in base64) and answers 413 above that; this cap only bounds the text.
   */
  drawing: 1_000_000,
  /** An uploaded file as a data URL: never more than the API's 1 MiB body limit. */
  fileContent: 1_048_576,
} as const;
/** The largest id a row can have (PostgreSQL `integer`, the type of every serial id). */
export const ID_MAX = 2_147_483_647;

/** Paging of search calls: pages count from 1, at most PAGE_MAX of them (a page size is never sent). */
export const PAGE_MAX = 1000;

/**
 * A text free of U+0000, which PostgreSQL refuses in `text` columns. A pattern rather than a
 * check so that request schemas still convert to JSON Schema (`pattern`) for the API reference;
 * one negated class under one anchored star cannot backtrack more than once per character.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is the character this pattern refuses.
export const noNullCharacterPattern = /^[^\u0000]*$/;

/**
 * A text of at most `max` characters and without U+0000: `code` when it is not a string,
 * 'too_long' with {max} when longer, 'text_invalid_character' when it holds U+0000. Wrap the
 * pipe it starts in `firstIssueOnly`, so that no later rule runs on a refused text.
 */
export function boundedText(max: number, code: IssueCode = 'invalid_type') {
  return v.pipe(
    v.string(code),
    v.maxLength(max, 'too_long'),
    v.regex(noNullCharacterPattern, 'text_invalid_character'),
  );
}

/**
 * Stops a pipe at its first issue. Rules after `boundedText` (patterns, parsers, trims) then run
 * only on a text within its limit, and each field reports one issue, the one a form shows.
 */
export function firstIssueOnly<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}

/**
 * A required choice among `options`: 'required' when nothing is chosen (the key absent, null or
 * an empty text), 'option_invalid' for a value that is none of them, so a recall of 4 is not told
 * "this field is required" when it was filled in.
 */
export function requiredChoice<const TOptions extends v.PicklistOptions>(options: TOptions) {
  return v.picklist(options, (issue) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'option_invalid',
  );
}

/** Text that must contain more than whitespace, at most `max` characters. */
export function requiredText(max: number, code: IssueCode = 'required') {
  return firstIssueOnly(
    v.pipe(
      boundedText(max, code),
      v.check((text) => text.trim().length > 0, code),
    ),
  );
}

/** Optional text of at most `max` characters: a string, null or absent. */
export function optionalText(max: number) {
  return v.nullish(firstIssueOnly(boundedText(max)));
}

/** An integer from `min` to `max`; anything else (a fraction, Infinity, a text) is `code`. */
export function integerInRange(min: number, max: number, code: IssueCode = 'invalid_type') {
  return v.pipe(v.number(code), v.integer(code), v.minValue(min, code), v.maxValue(max, code));
}

/** A row id: an integer from 1 to ID_MAX (1.5, 3e9, Infinity and 0 are not ids). */
export function idSchema(code: IssueCode = 'invalid_type') {
  return integerInRange(1, ID_MAX, code);
}
/** A row id, 'invalid_type' otherwise. */
export const IdSchema = idSchema();

/** An id that is 0 for a new record, else a row id (`id_contatto`, `id_taccuino`, ...). */
export const NewOrIdSchema = v.optional(integerInRange(0, ID_MAX), 0);

/** A list of row ids (tags, diagnoses), at most `maxItems` of them. */
export function idListSchema(maxItems = 100) {
  return v.optional(v.pipe(v.array(IdSchema, 'invalid_type'), v.maxLength(maxItems, 'too_long')), []);
}

/** A page number, 1 to PAGE_MAX; absent means the first. */
export const PageSchema = v.optional(integerInRange(1, PAGE_MAX), 1);

/** A finite number (JSON's 1e400 parses as Infinity). */
export function finiteNumber(code: IssueCode = 'invalid_type') {
  return v.pipe(v.number(code), v.finite(code));
}
