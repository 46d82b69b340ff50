import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { DiagnosisCreateSchema, DiagnosisSchema } from './schemas.ts';

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

  it.each(['tipo_diagnosi', 'diagnosi_patologia'])('requires %s', (field) => {
    expect(codesAt(DiagnosisSchema, { ...valid, [field]: '' }, field)).toEqual(['required']);
  });

  it('requires the doctor of a Diagnosi, blank or absent alike', () => {
    const diagnosis = { ...valid, tipo_diagnosi: 'Diagnosi' };
    expect(codesAt(DiagnosisSchema, { ...diagnosis, careprovider: ' ' }, 'careprovider')).toEqual([
      'required',
    ]);
    expect(codesAt(DiagnosisSchema, { ...diagnosis, careprovider: undefined }, 'careprovider')).toEqual([
      'required',
    ]);
  });

  it('takes an allergy or intolerance the patient reports, without a doctor (issue #37)', () => {
    expect(allCodes(DiagnosisSchema, { ...valid, careprovider: '' })).toEqual({});
    expect(
      allCodes(DiagnosisSchema, { ...valid, tipo_diagnosi: 'Intolleranza', careprovider: undefined }),
    ).toEqual({});
    expect(allCodes(DiagnosisCreateSchema, { ...valid, id_paziente: 1, careprovider: '' })).toEqual({});
    expect(
      codesAt(
        DiagnosisCreateSchema,
        { ...valid, id_paziente: 1, tipo_diagnosi: 'Diagnosi', careprovider: '' },
        'careprovider',
      ),
    ).toEqual(['required']);
  });

  it('still refuses a doctor name that is too long or not a text', () => {
    expect(codesAt(DiagnosisSchema, { ...valid, careprovider: 'x'.repeat(201) }, 'careprovider')).toEqual([
      'too_long',
    ]);
    expect(codesAt(DiagnosisSchema, { ...valid, careprovider: 5 }, 'careprovider')).toEqual(['required']);
  });
});
