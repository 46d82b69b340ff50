import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { createVaccinationSchema } from './schemas.ts';

const today = '2026-11-22';

describe('vaccination (spec 001, section 5)', () => {
  const schema = createVaccinationSchema({ today, isNew: true });
  const edit = createVaccinationSchema({ today, isNew: false });
  const valid = {
    id_vaccino: '036123',
    vaccinazione_data: '2026-10-01',
    vaccinazione_reazioni: 'Nessuna',
    vaccinazione_richiamo: 2,
    id_livello_confidenzialita: 6,
  };

  it('accepts a complete new vaccination', () => {
    expect(allCodes(schema, valid)).toEqual({});
  });

  it.each(['id_vaccino', 'vaccinazione_data', 'vaccinazione_reazioni'])('requires %s', (field) => {
    expect(codesAt(schema, { ...valid, [field]: '' }, field)).toEqual(['required']);
  });

  it.each([undefined, null, ''])('says a missing dose number (%j) is required', (recall) => {
    expect(codesAt(schema, { ...valid, vaccinazione_richiamo: recall }, 'vaccinazione_richiamo')).toEqual([
      'required',
    ]);
  });

  it('says the dose number is required when the key is left out', () => {
    const { vaccinazione_richiamo: _left, ...withoutRecall } = valid;
    expect(codesAt(schema, withoutRecall, 'vaccinazione_richiamo')).toEqual(['required']);
  });

  it.each([0, 4, 1.5, '2', 'primo'])('says a dose number of %j is not one of the choices', (recall) => {
    expect(codesAt(schema, { ...valid, vaccinazione_richiamo: recall }, 'vaccinazione_richiamo')).toEqual([
      'option_invalid',
    ]);
  });

  it('rejects a future date', () => {
    expect(codesAt(schema, { ...valid, vaccinazione_data: '2026-11-23' }, 'vaccinazione_data')).toEqual([
      'date_in_future',
    ]);
  });

  it('requires the confidentiality only for new records', () => {
    expect(
      codesAt(schema, { ...valid, id_livello_confidenzialita: undefined }, 'id_livello_confidenzialita'),
    ).toEqual(['required']);
    expect(allCodes(edit, { ...valid, id_livello_confidenzialita: undefined })).toEqual({});
  });
});
