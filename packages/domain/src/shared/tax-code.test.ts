import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTaxCode, createTaxCodeSchema, taxCodeDigitPositions } from './tax-code.ts';
import { codesAt } from './test-support/issues.ts';
import { loadBelfioreCodes } from './test-support/spec-text.ts';

// An independent formulation of the check character (DM 23/12/1976): the odd-position values
// of A..Z are the positions of each letter in this string; digits count as A..J.
const oddOrder = 'BAKPLCQDREVOSFTGUHMINJWZYX';
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function referenceCheckCharacter(first15: string): string {
  let sum = 0;
  [...first15].forEach((char, index) => {
    const letter = /\d/.test(char) ? alphabet[Number(char)] : char;
    sum += index % 2 === 0 ? oddOrder.indexOf(letter ?? '') : alphabet.indexOf(letter ?? '');
  });
  return alphabet[sum % 26] ?? '';
}

const tinyLookup = new Set(['H501', 'F205', 'A562']);
const birthplaceExists = (code: string) => tinyLookup.has(code);

describe('checkTaxCode', () => {
  it.each([
    ['RSSMRA85T10A562S', 'male', 12, 10, 'A562'],
    ['RSSMRA80A01H501U', 'male', 1, 1, 'H501'],
  ])(
    'given the published example %s, it decodes sex %s, month %i, day %i, birthplace %s',
    (code, sex, month, day, place) => {
      const result = checkTaxCode(code, { birthplaceExists });
      expect(result.valid).toBe(true);
      if (result.valid) {
        expect(result.decoded).toMatchObject({
          sex,
          birthMonth: month,
          birthDay: day,
          birthplace: place,
          omocode: false,
        });
      }
    },
  );

  it('accepts lower case and spaces, as typed', () => {
    expect(checkTaxCode(' rssmra80a01h501u ').valid).toBe(true);
  });

  it.each([
    ['RSSMRA80A01H501', 'length'],
    ['RSSMRA80A01H501UX', 'length'],
    ['', 'length'],
    ['R5SMRA80A01H501U', 'structure'],
    ['RSSMRA80Z01H501U', 'structure'],
    ['RSSMRA80B30H501U', 'structure'],
    ['RSSMRA80A00H501U', 'structure'],
    ['RSSMRA80A01H501A', 'check_char'],
  ])('rejects %s with reason %s', (code, reason) => {
    const result = checkTaxCode(code);
    expect(result).toEqual({ valid: false, issue: { code: 'tax_code_invalid', params: { reason } } });
  });

  it('reports an unknown birthplace only when a lookup is injected', () => {
    const first15 = 'RSSMRA80A01A000';
    const code = first15 + referenceCheckCharacter(first15);
    expect(checkTaxCode(code).valid).toBe(true);
    expect(checkTaxCode(code, { birthplaceExists })).toEqual({
      valid: false,
      issue: { code: 'tax_code_invalid', params: { reason: 'birthplace' } },
    });
  });

  it('decodes a female day (day + 40) and an omocode (digits replaced by L..V)', () => {
    // MRARSS 80 A 41 F205 with its birthplace digits 2,0,5 replaced by N,L,R (omocodia).
    const first15 = 'MRARSS80A41FNLR';
    const result = checkTaxCode(first15 + referenceCheckCharacter(first15), { birthplaceExists });
    expect(result.valid).toBe(true);
    if (result.valid) {
      expect(result.decoded).toMatchObject({ sex: 'female', birthDay: 1, birthplace: 'F205', omocode: true });
      expect(result.decoded.canonical).toBe(`MRARSS80A41F205${result.decoded.code[15]}`);
    }
  });
});

const letter = fc.constantFrom(...alphabet);
const digitOrOmocode = fc.constantFrom(...'0123456789LMNPQRSTUV');
const validFirst15 = fc
  .record({
    names: fc.array(letter, { minLength: 6, maxLength: 6 }),
    year: fc.array(digitOrOmocode, { minLength: 2, maxLength: 2 }),
    month: fc.constantFrom(...'ABCDEHLMPRST'),
    day: fc.integer({ min: 1, max: 28 }),
    female: fc.boolean(),
    placeLetter: letter,
    placeDigits: fc.array(digitOrOmocode, { minLength: 3, maxLength: 3 }),
  })
  .map(({ names, year, month, day, female, placeLetter, placeDigits }) => {
    const dayText = String(female ? day + 40 : day).padStart(2, '0');
    return `${names.join('')}${year.join('')}${month}${dayText}${placeLetter}${placeDigits.join('')}`;
  });

describe('tax code properties', () => {
  it('accepts every generated well-formed code with its check character', () => {
    fc.assert(
      fc.property(validFirst15, (first15) => {
        expect(checkTaxCode(first15 + referenceCheckCharacter(first15)).valid).toBe(true);
      }),
    );
  });

  it('rejects any single changed character (structure or check character catches it)', () => {
    fc.assert(
      fc.property(
        validFirst15,
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom(...`${alphabet}0123456789`),
        (first15, position, replacement) => {
          const code = first15 + referenceCheckCharacter(first15);
          fc.pre(code[position] !== replacement);
          const changed = code.slice(0, position) + replacement + code.slice(position + 1);
          expect(checkTaxCode(changed).valid).toBe(false);
        },
      ),
    );
  });

  it('keeps digit positions where the structure expects them', () => {
    expect(taxCodeDigitPositions).toEqual([6, 7, 9, 10, 12, 13, 14]);
  });
});

describe('the tax code schema', () => {
  const schema = createTaxCodeSchema({ birthplaceExists });

  it('accepts an empty value (the field is optional in the spec)', () => {
    expect(codesAt(schema, '', '')).toEqual([]);
  });

  it('reports exactly one tax_code_invalid issue with its reason', () => {
    const result = codesAt(schema, 'RSSMRA80A01', '');
    expect(result).toEqual(['tax_code_invalid']);
  });
});

describe('the birthplace lookup from the seeded cadastral codes', () => {
  const codes = loadBelfioreCodes();

  it('knows Roma (H501), Milano (F205) and foreign states (Z404, USA)', () => {
    expect(['H501', 'F205', 'Z404'].every((code) => codes.has(code))).toBe(true);
  });

  it('validates real codes and rejects an unknown birthplace', () => {
    const exists = (code: string) => codes.has(code);
    expect(checkTaxCode('RSSMRA80A01H501U', { birthplaceExists: exists }).valid).toBe(true);
    const unknown = 'RSSMRA80A01A000';
    expect(checkTaxCode(unknown + referenceCheckCharacter(unknown), { birthplaceExists: exists }).valid).toBe(
      false,
    );
  });
});
