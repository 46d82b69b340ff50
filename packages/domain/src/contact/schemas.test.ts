import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { ContactSchema, capitalizeWords, normalizeContactName } from './schemas.ts';

describe('emergency and other contacts (spec 000, section 5)', () => {
  const valid = {
    id_contatto: 0,
    id_contatto_tipologia: 10,
    contatto_nominativo: 'Anna Bianchi',
    contatto_telefono: '333 1234567',
    id_livello_confidenzialita: 4,
  };

  it('accepts a complete contact', () => {
    expect(allCodes(ContactSchema, valid)).toEqual({});
  });

  it.each([
    ['contatto_nominativo', '', 'required'],
    ['contatto_telefono', '', 'required'],
    ['contatto_telefono', '12345', 'phone_invalid'],
    ['id_livello_confidenzialita', null, 'required'],
    ['id_livello_confidenzialita', 7, 'required'],
  ])('reports %s = %j as %s', (field, value, code) => {
    expect(codesAt(ContactSchema, { ...valid, [field]: value }, field)).toEqual([code]);
  });

  it('does not accept the deleted type (-1) in a form', () => {
    expect(codesAt(ContactSchema, { ...valid, id_contatto_tipologia: -1 }, 'id_contatto_tipologia')).toEqual([
      'option_invalid',
    ]);
  });

  it('capitalises the name per word', () => {
    expect(capitalizeWords("mario de'rossi-bianchi")).toBe("Mario De'Rossi-Bianchi");
  });

  it('stores a name trimmed and capitalised per word, accented letters included', () => {
    expect(normalizeContactName("  anna maria d'amico-élie ")).toBe("Anna Maria D'Amico-Élie");
  });

  it('leaves the other letters of a name as they were typed', () => {
    expect(normalizeContactName('paolo DE luca')).toBe('Paolo DE Luca');
  });
});
