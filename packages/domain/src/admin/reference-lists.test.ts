import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from '../shared/issues.ts';
import { CentreSaveSchema, ReferenceLinkSaveSchema, VaccineCreateSchema } from './reference-lists.ts';

const centre = {
  tipo: 1,
  centro_nome: 'Poliambulatorio Prova',
  centro_indirizzo: 'Via Roma 1',
  email: 'prova@example.org',
  sito_web: '',
};

describe('the reference-list bodies of the admin', () => {
  it('take a centre with an empty website or an http(s) one, and fill the optional texts with empty ones', () => {
    expect(v.parse(CentreSaveSchema, centre)).toMatchObject({ telefono: '', titolo: '', testo: '' });
    expect(v.is(CentreSaveSchema, { ...centre, sito_web: 'https://example.org' })).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.org',
    `https://example.org/${'a'.repeat(2000)}`,
  ])('refuse the centre website %s with url_invalid or too_long', (sito_web) => {
    const result = validate(CentreSaveSchema, { ...centre, sito_web });
    expect(result.success).toBe(false);
    if (!result.success) expect(['url_invalid', 'too_long']).toContain(result.issues[0]?.code);
  });

  it('refuse a reference link with a javascript: address', () => {
    const result = validate(ReferenceLinkSaveSchema, {
      tipo: 'riviste_italiane',
      link_name: 'Rivista',
      link_url: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues).toMatchObject([{ path: 'link_url', code: 'url_invalid' }]);
  });

  it('take a vaccine id of digits only', () => {
    expect(v.is(VaccineCreateSchema, { id_vaccino: '034960056', descrizione_breve: 'X' })).toBe(true);
    expect(v.is(VaccineCreateSchema, { id_vaccino: '03496a', descrizione_breve: 'X' })).toBe(false);
  });
});
