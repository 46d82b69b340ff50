import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { DoctorAssociationSchema, NewDoctorSchema } from './schemas.ts';

describe('doctor association (spec 000, section 5)', () => {
  const valid = {
    id_paziente: 3,
    id_careprovider: 9,
    assegnazione_confidenzialita: 1,
    visibility: 2,
    tags: [],
  };

  it('accepts confidentiality and visibility without tags when visibility is not 3', () => {
    expect(allCodes(DoctorAssociationSchema, valid)).toEqual({});
  });

  it('requires tags only when visibility is 3', () => {
    expect(codesAt(DoctorAssociationSchema, { ...valid, visibility: 3 }, 'tags')).toEqual(['required']);
    expect(codesAt(DoctorAssociationSchema, { ...valid, visibility: 3, tags: [4] }, 'tags')).toEqual([]);
    // Removing an association with visibility 3 needs no tags.
    expect(codesAt(DoctorAssociationSchema, { ...valid, visibility: 3, status: 'delete' }, 'tags')).toEqual(
      [],
    );
  });

  it.each(['assegnazione_confidenzialita', 'visibility'])('requires %s', (field) => {
    expect(codesAt(DoctorAssociationSchema, { ...valid, [field]: null }, field)).toEqual(['required']);
  });
});

describe('a doctor the patient adds (not in the directory)', () => {
  const valid = {
    id_paziente: 3,
    fullname: 'Dott.ssa Anna Russo',
    id_tag: 14,
    email: 'anna.russo@studio.example',
    contatto_telefono: '+39 06 5550 1234',
    contatto_indirizzo: 'Via Appia 10, Roma',
    cpp_localita_iscrizione: 'Roma',
  };

  it('accepts name, specialty, e-mail, phone and address, and only needs the first three', () => {
    expect(allCodes(NewDoctorSchema, valid)).toEqual({});
    expect(
      allCodes(NewDoctorSchema, {
        ...valid,
        contatto_telefono: '',
        contatto_indirizzo: null,
        cpp_localita_iscrizione: undefined,
      }),
    ).toEqual({});
  });

  it('requires the name, the specialty and a valid e-mail', () => {
    expect(codesAt(NewDoctorSchema, { ...valid, fullname: '  ' }, 'fullname')).toEqual(['required']);
    expect(codesAt(NewDoctorSchema, { ...valid, id_tag: null }, 'id_tag')).toEqual(['required']);
    expect(codesAt(NewDoctorSchema, { ...valid, email: 'anna.russo' }, 'email')).toEqual(['email_invalid']);
  });

  it('refuses a phone that is not one and a name past its limit', () => {
    expect(codesAt(NewDoctorSchema, { ...valid, contatto_telefono: '12' }, 'contatto_telefono')).toEqual([
      'phone_invalid',
    ]);
    expect(codesAt(NewDoctorSchema, { ...valid, fullname: 'a'.repeat(201) }, 'fullname')).toEqual([
      'too_long',
    ]);
  });
});
