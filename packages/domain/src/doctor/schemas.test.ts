import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { DoctorAssociationSchema } from './schemas.ts';

describe('doctor association (spec 000, section 5)', () => {
  const valid = { id_careprovider: 9, assegnazione_confidenzialita: 1, visibility: 2, tags: [] };

  it('accepts confidentiality and visibility without tags when visibility is not 3', () => {
    expect(allCodes(DoctorAssociationSchema, valid)).toEqual({});
  });

  it('requires tags only when visibility is 3', () => {
    expect(codesAt(DoctorAssociationSchema, { ...valid, visibility: 3 }, 'tags')).toEqual(['required']);
    expect(codesAt(DoctorAssociationSchema, { ...valid, visibility: 3, tags: [4] }, 'tags')).toEqual([]);
  });

  it.each(['assegnazione_confidenzialita', 'visibility'])('requires %s', (field) => {
    expect(codesAt(DoctorAssociationSchema, { ...valid, [field]: null }, field)).toEqual(['required']);
  });
});
