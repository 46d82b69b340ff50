import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { checkLinkBeforeOpening, PersonalLinkSchema } from './schemas.ts';

describe('personal link (spec 001, section 5)', () => {
  const valid = { name: 'Ospedale', link: 'https://www.example.it/reparto', descrizione: 'Il mio reparto' };

  it('accepts name, URL and description', () => {
    expect(allCodes(PersonalLinkSchema, valid)).toEqual({});
  });

  it.each(['name', 'link', 'descrizione'])('requires %s', (field) => {
    expect(codesAt(PersonalLinkSchema, { ...valid, [field]: '' }, field)).toEqual(['required']);
  });

  it('rejects an address that is not a web URL', () => {
    expect(codesAt(PersonalLinkSchema, { ...valid, link: 'javascript:alert(1)' }, 'link')).toEqual([
      'url_invalid',
    ]);
  });

  it('says "URL non valido o mancante!" when opening a link without an address', () => {
    expect(checkLinkBeforeOpening('')).toBe('url_invalid');
    expect(checkLinkBeforeOpening('https://www.salute.gov.it')).toBeNull();
  });
});
