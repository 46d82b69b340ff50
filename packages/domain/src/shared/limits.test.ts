import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createAdverseReactionSchema } from '../adverse-reaction/schemas.ts';
import { LoginSchema } from '../auth/session.ts';
import { ContactSchema, capitalizeWords } from '../contact/schemas.ts';
import { DiagnosisSchema } from '../diagnosis/schemas.ts';
import { createDiaryEntrySchema } from '../diary/schemas.ts';
import { DrugSearchSchema } from '../drug/interactions.ts';
import { isKardiaPdf } from '../file/schemas.ts';
import { isWebUrl, PersonalLinkSchema } from '../link/schemas.ts';
import { MailSchema } from '../mail/schemas.ts';
import { createPatientPersonalSchema, ResidenceSchema } from '../patient/schemas.ts';
import { RegistrationSchema } from '../registration/schemas.ts';
import { parseScoreNumber } from '../score/inputs.ts';
import { TherapySchema } from '../therapy/schemas.ts';
import { VisitSchema } from '../visit/schemas.ts';
import { isCalendarDate } from './dates.ts';
import { EmailSchema } from './email.ts';
import { issuesToFieldIssues } from './issues.ts';
import { boundedText, ID_MAX, IdSchema, PAGE_MAX, PageSchema, TEXT_LIMITS } from './limits.ts';
import { interpolate } from './messages.ts';
import { isValidPhone, OptionalPhoneSchema, PhoneSchema } from './phone.ts';
import { checkTaxCode, normalizeTaxCode } from './tax-code.ts';
import { codesAt } from './test-support/issues.ts';

const today = '2026-11-22';
// No timing assertions (docs/benchmarks.md: speed has benchmarks, not timed tests). A rule that
// backtracked on these inputs would take minutes and fail by the test timeout; the assertions
// prove the length cap answers before any pattern runs.
const spaces = ' '.repeat(100_000);
const spacesThenLetter = `1${spaces}a`;

describe('a bounded text', () => {
  const schema = boundedText(10);

  it('accepts a text up to its limit', () => {
    expect(v.safeParse(schema, '0123456789').success).toBe(true);
  });

  it('reports a longer text as too_long with its limit', () => {
    const result = v.safeParse(schema, '01234567890');
    expect(issuesToFieldIssues(result.issues ?? [])).toEqual([
      { path: '', code: 'too_long', params: { max: 10 } },
    ]);
  });

  it('refuses U+0000 with its own code', () => {
    const result = v.safeParse(schema, 'a\u0000b');
    expect(issuesToFieldIssues(result.issues ?? [])).toEqual([{ path: '', code: 'text_invalid_character' }]);
  });
});

describe('an id', () => {
  it.each([1, 42, ID_MAX])('accepts %s', (id) => {
    expect(v.safeParse(IdSchema, id).success).toBe(true);
  });

  it.each([0, -1, 1.5, 3e9, ID_MAX + 1, Number.POSITIVE_INFINITY, Number.NaN, '1'])('refuses %s', (id) => {
    expect(v.safeParse(IdSchema, id).success).toBe(false);
  });

  it('refuses JSON 1e400, which parses as Infinity', () => {
    expect(v.safeParse(IdSchema, JSON.parse('1e400')).success).toBe(false);
  });
});

describe('a page number', () => {
  it('is 1 when absent', () => {
    expect(v.parse(PageSchema, undefined)).toBe(1);
  });

  it.each([0, 1.5, 1e300, PAGE_MAX + 1, Number.POSITIVE_INFINITY])('refuses %s', (page) => {
    expect(v.safeParse(PageSchema, page).success).toBe(false);
  });

  it('is part of the drug search body', () => {
    expect(codesAt(DrugSearchSchema, { search: 'tachi', page: 1e300 }, 'page')).toEqual(['invalid_type']);
    expect(v.parse(DrugSearchSchema, { search: 'tachi' }).page).toBe(1);
  });
});

describe('every phone field, given 100,000 spaces or "1" + 100,000 spaces + "a"', () => {
  const contact = {
    id_contatto_tipologia: 10,
    contatto_nominativo: 'Anna Bianchi',
    contatto_telefono: '333 1234567',
    id_livello_confidenzialita: 4,
  };
  const residence = {
    contatto_indirizzo: 'Via Roma 1',
    comune_residenza: 'Roma',
    comune_residenza_codice: 'H501',
    contatto_telefono: '333 1234567',
  };
  const reaction = createAdverseReactionSchema({ today, sex: 'male' });
  const fields: [string, v.GenericSchema, Record<string, unknown>, string][] = [
    ['contact', ContactSchema, contact, 'contatto_telefono'],
    ['residence', ResidenceSchema, residence, 'contatto_telefono'],
    ['adverse reaction', reaction, {}, 'phone_care_provider'],
  ];

  it.each(fields)('the %s phone answers too_long at once', (_name, schema, valid, field) => {
    for (const hostile of [spaces, spacesThenLetter]) {
      const value = codesAt(schema, { ...valid, [field]: hostile }, field);
      expect(value).toEqual(['too_long']);
    }
  });

  it('the phone schemas themselves answer too_long at once', () => {
    for (const schema of [PhoneSchema, OptionalPhoneSchema]) {
      const value = v.safeParse(schema, spacesThenLetter);
      expect(issuesToFieldIssues(value.issues ?? [])).toEqual([
        { path: '', code: 'too_long', params: { max: TEXT_LIMITS.phone } },
      ]);
    }
  });

  it('isValidPhone refuses them at once', () => {
    const value = isValidPhone(spacesThenLetter) || isValidPhone(spaces);
    expect(value).toBe(false);
  });

  it('a phone of exactly 30 characters is still read', () => {
    expect(isValidPhone(`+39 333 1234567${' '.repeat(15)}`)).toBe(true);
  });
});

describe('every free text of a request, given more than its limit', () => {
  const longText = 'a'.repeat(100_001);
  const cases: [string, v.GenericSchema, Record<string, unknown>, string, number][] = [
    ['contact name', ContactSchema, {}, 'contatto_nominativo', TEXT_LIMITS.name],
    ['street', ResidenceSchema, {}, 'contatto_indirizzo', TEXT_LIMITS.address],
    ['residence city', ResidenceSchema, {}, 'comune_residenza', TEXT_LIMITS.city],
    ['first name', createPatientPersonalSchema({ today }), {}, 'paziente_nome', TEXT_LIMITS.name],
    ['tax code', createPatientPersonalSchema({ today }), {}, 'paziente_codfiscale', TEXT_LIMITS.taxCode],
    ['prescriber', TherapySchema, { tipo_terapia: 1 }, 'prescrittore', TEXT_LIMITS.name],
    ['dose', TherapySchema, { tipo_terapia: 1 }, 'quantita_farmaceutica', TEXT_LIMITS.short],
    ['diary note', createDiaryEntrySchema({ today }), {}, 'taccuino_descrizione', TEXT_LIMITS.clinical],
    ['diary date', createDiaryEntrySchema({ today }), {}, 'taccuino_data', TEXT_LIMITS.date],
    ['reaction', createAdverseReactionSchema({ today, sex: 'male' }), {}, 'reaction', TEXT_LIMITS.clinical],
    ['diagnosis', DiagnosisSchema, {}, 'diagnosi_patologia', TEXT_LIMITS.comment],
    ['visit reason', VisitSchema, {}, 'visita_motivazione', TEXT_LIMITS.clinical],
    ['link', PersonalLinkSchema, {}, 'link', TEXT_LIMITS.url],
    ['mail body', MailSchema, {}, 'text', TEXT_LIMITS.clinical],
    ['login e-mail', LoginSchema, {}, 'email', TEXT_LIMITS.email],
    ['login password', LoginSchema, {}, 'password', TEXT_LIMITS.password],
    ['registration password', RegistrationSchema, {}, 'password', TEXT_LIMITS.password],
    ['drug search', DrugSearchSchema, {}, 'search', TEXT_LIMITS.search],
  ];

  it.each(cases)('the %s answers too_long with its limit', (_name, schema, base, field, max) => {
    const result = v.safeParse(schema, { ...base, [field]: longText });
    const issues = issuesToFieldIssues(result.issues ?? []).filter((issue) => issue.path === field);
    expect(issues).toEqual([{ path: field, code: 'too_long', params: { max } }]);
  });

  it.each(cases)('the %s refuses U+0000', (_name, schema, base, field) => {
    expect(codesAt(schema, { ...base, [field]: 'Ro\u0000ma' }, field)).toEqual(['text_invalid_character']);
  });

  it('the therapy note keeps the spec message and also refuses U+0000', () => {
    expect(codesAt(TherapySchema, { tipo_terapia: 0, note: longText }, 'note')).toEqual(['note_too_long']);
    expect(codesAt(TherapySchema, { tipo_terapia: 0, note: 'a\u0000' }, 'note')).toEqual([
      'text_invalid_character',
    ]);
  });
});

describe('every pattern that reads user input, given a long hostile input', () => {
  it('the calendar date', () => {
    const value = isCalendarDate(`2020-01-01${'1'.repeat(100_000)}`);
    expect(value).toBe(false);
  });

  it('the tax code', () => {
    const value = checkTaxCode(`${'A'.repeat(50_000)}${spaces}`).valid;
    expect(value).toBe(false);
    expect(normalizeTaxCode(`A${spaces}B`)).toBe('AB');
  });

  it('the e-mail address, refused by length before the address rule runs', () => {
    const hostile = `${'a.'.repeat(50_000)}@${'b-'.repeat(50_000)}`;
    const value = codesAt(v.object({ email: EmailSchema }), { email: hostile }, 'email');
    expect(value).toEqual(['too_long']);
  });

  it('the e-mail address rule itself, on its longest allowed input', () => {
    const hostile = `${'a'.repeat(120)}@${'b-'.repeat(60)}!`;
    const value = codesAt(v.object({ email: EmailSchema }), { email: hostile }, 'email');
    expect(value).toEqual(['email_invalid']);
  });

  it('the web address', () => {
    const value = isWebUrl(`https://${'a.'.repeat(50_000)}!`);
    expect(value).toBe(false);
  });

  it('the score number', () => {
    const value = parseScoreNumber(`${'1'.repeat(100_000)}.a`).value;
    expect(value).toBeNull();
  });

  it('the word capitaliser', () => {
    const value = capitalizeWords(`${"a'".repeat(50_000)}`).length;
    expect(value).toBe(100_000);
  });

  it('the Kardia file name', () => {
    const value = isKardiaPdf({ type: '', name: `${'.'.repeat(100_000)}pd` });
    expect(value).toBe(false);
  });

  it('the message placeholders (texts of the catalogue, never user input, still linear)', () => {
    const unclosed = `{${'a'.repeat(100_000)}`;
    expect(interpolate(unclosed)).toBe(unclosed);
  });
});
