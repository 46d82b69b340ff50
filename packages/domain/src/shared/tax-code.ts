import * as v from 'valibot';
import { withParams } from './issues.ts';
import { boundedText, firstIssueOnly, TEXT_LIMITS } from './limits.ts';

/**
 * Italian personal tax code (codice fiscale) check, beyond the spec's length rule (spec 000,
 * section 5: shorter than 16 is invalid). Structure, months, days, omocodia and the check
 * character follow the Ministry of Finance decree of 23 December 1976 (DM 23/12/1976, annex) and
 * DPR 605/1973; the birthplace (Belfiore) code is checked by a lookup the caller injects, so this
 * package stays free of I/O (the data lives in shared/data/codici-catastali).
 */

/** Length of a personal tax code (codice fiscale). */
const TAX_CODE_LENGTH = 16;

/** Why a tax code is invalid. */
export type TaxCodeFailureReason = 'length' | 'structure' | 'check_char' | 'birthplace';

/** Options of the tax code check. */
export interface TaxCodeCheckOptions {
  /** Whether a Belfiore code (A001..M438 or Zxxx) names a comune, past or present, or a state. */
  birthplaceExists?: (belfiore: string) => boolean;
}

/** What a valid tax code says about its holder. */
interface DecodedTaxCode {
  /** The code, upper-case, as entered. */
  code: string;
  /** The code with omocodia substitutions undone. */
  canonical: string;
  /** Two-digit birth year (the century is not encoded). */
  birthYear2: number;
  /** Birth month, 1-12. */
  birthMonth: number;
  /** Birth day, 1-31. */
  birthDay: number;
  /** Sex: days above 40 are female. */
  sex: 'male' | 'female';
  /** Belfiore code of the birthplace. */
  birthplace: string;
  /** Whether the code uses omocodia substitutions. */
  omocode: boolean;
}

export type TaxCodeCheckResult =
  | { valid: true; decoded: DecodedTaxCode }
  | { valid: false; issue: { code: 'tax_code_invalid'; params: { reason: TaxCodeFailureReason } } };

/** Month letters, January to December. */
const taxCodeMonthLetters = 'ABCDEHLMPRST';
/** Letters replacing digits 0-9 in an omocode. */
const omocodiaLetters = 'LMNPQRSTUV';
/** 0-based positions that hold digits (and may hold omocodia letters). */
export const taxCodeDigitPositions = [6, 7, 9, 10, 12, 13, 14] as const;

const oddValues: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

function evenValue(char: string): number {
  return /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

/** Upper-case and strip spaces, the way the record shows it. */
export function normalizeTaxCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 15 characters (positions counted from 1: odd and even tables). */
export function computeTaxCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const char = first15[index] ?? '';
    // Position index+1 is odd when index is even.
    sum += index % 2 === 0 ? (oddValues[char] ?? 0) : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Undo omocodia: letters in digit positions back to digits. */
function canonicalTaxCode(code: string): string {
  const chars = [...code];
  for (const position of taxCodeDigitPositions) {
    const char = chars[position] ?? '';
    const digit = omocodiaLetters.indexOf(char);
    if (digit >= 0) chars[position] = String(digit);
  }
  return chars.join('');
}

const structurePattern =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

function fail(reason: TaxCodeFailureReason): TaxCodeCheckResult {
  return { valid: false, issue: { code: 'tax_code_invalid', params: { reason } } };
}

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Checks a personal tax code: length, structure, date parts, check character, then birthplace. */
export function checkTaxCode(input: string, options: TaxCodeCheckOptions = {}): TaxCodeCheckResult {
  if (input.length > TEXT_LIMITS.taxCode) return fail('length');
  const code = normalizeTaxCode(input);
  if (code.length !== TAX_CODE_LENGTH) return fail('length');
  if (!structurePattern.test(code)) return fail('structure');
  const canonical = canonicalTaxCode(code);
  const birthMonth = taxCodeMonthLetters.indexOf(canonical[8] ?? '') + 1;
  const dayField = Number(canonical.slice(9, 11));
  const sex = dayField > 40 ? 'female' : 'male';
  const birthDay = sex === 'female' ? dayField - 40 : dayField;
  if (birthDay < 1 || birthDay > (daysInMonth[birthMonth - 1] ?? 0)) return fail('structure');
  if (computeTaxCodeCheckCharacter(code) !== code[15]) return fail('check_char');
  const birthplace = canonical.slice(11, 15);
  if (options.birthplaceExists && !options.birthplaceExists(birthplace)) return fail('birthplace');
  return {
    valid: true,
    decoded: {
      code,
      canonical,
      birthYear2: Number(canonical.slice(6, 8)),
      birthMonth,
      birthDay,
      sex,
      birthplace,
      omocode: canonical !== code,
    },
  };
}

function failsWith(reason: TaxCodeFailureReason, options: TaxCodeCheckOptions) {
  return withParams(
    (value: string) => {
      if (value.trim() === '') return true;
      const result = checkTaxCode(value, options);
      return result.valid || result.issue.params.reason !== reason;
    },
    { reason },
  );
}

/**
 * Tax code schema: empty is accepted (the spec does not require the field), otherwise one
 * `tax_code_invalid` issue with its `reason`.
 */
export function createTaxCodeSchema(options: TaxCodeCheckOptions = {}) {
  return firstIssueOnly(
    v.pipe(
      boundedText(TEXT_LIMITS.taxCode),
      v.check(failsWith('length', options), 'tax_code_invalid'),
      v.check(failsWith('structure', options), 'tax_code_invalid'),
      v.check(failsWith('check_char', options), 'tax_code_invalid'),
      v.check(failsWith('birthplace', options), 'tax_code_invalid'),
    ),
  );
}
