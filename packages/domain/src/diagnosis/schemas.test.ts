import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { DiagnosisSchema } from './schemas.ts';

describe('diagnosis (spec 001, section 5)', () => {
  const valid = {
    diagnosi_stato: 1,
    tipo_diagnosi: 'Allergia',
    diagnosi_patologia: 'Allergia alle graminacee',
    careprovider: 'Dott. Verdi',
    id_livello_confidenzialita: 6,
  };

  it('accepts type, text and doctor', () => {
    expect(allCodes(DiagnosisSchema, valid)).toEqual({});
  });

  it.each(['tipo_diagnosi', 'diagnosi_patologia', 'careprovider'])('requires %s', (field) => {
    expect(codesAt(DiagnosisSchema, { ...valid, [field]: '' }, field)).toEqual(['required']);
  });
});
