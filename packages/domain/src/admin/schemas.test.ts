import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from '../shared/issues.ts';
import {
  AssignLicenceSchema,
  LicenceUpdateSchema,
  LinkIdsSchema,
  PermissionCreateSchema,
} from './schemas.ts';

describe('the admin request bodies', () => {
  it('accept a permission key of letters, digits and underscores that starts with a letter', () => {
    expect(v.is(PermissionCreateSchema, { data: { permesso: 'esporta_Dati2' } })).toBe(true);
    for (const permesso of ['', '2fa', 'due parole', 'x'.repeat(51), 'à']) {
      expect(v.is(PermissionCreateSchema, { data: { permesso } }), permesso).toBe(false);
    }
  });

  it('take the whole selection of ids, at most 1000, each a row id', () => {
    expect(v.is(LinkIdsSchema, { id: 3, data: [] })).toBe(true);
    expect(v.is(LinkIdsSchema, { id: 3, data: [1, 2] })).toBe(true);
    expect(v.is(LinkIdsSchema, { id: 3, data: [0] })).toBe(false);
    expect(v.is(LinkIdsSchema, { id: 3, data: Array.from({ length: 1001 }, (_, index) => index + 1) })).toBe(
      false,
    );
  });

  it('refuse a negative licence cost with number_not_positive', () => {
    const result = validate(LicenceUpdateSchema, { id: 1, descrizione: 'Base', costo: -1 });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.issues).toMatchObject([{ path: 'costo', code: 'number_not_positive' }]);
  });

  it('give a licence with no end date or a real calendar date', () => {
    expect(v.is(AssignLicenceSchema, { id_tipo_licenza: 1, data_scadenza: null })).toBe(true);
    expect(v.is(AssignLicenceSchema, { id_tipo_licenza: 1, data_scadenza: '2099-12-31' })).toBe(true);
    expect(v.is(AssignLicenceSchema, { id_tipo_licenza: 1, data_scadenza: '2099-02-30' })).toBe(false);
  });
});
