import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { createPhysiologicalAnamnesisSchema } from './schemas.ts';

const today = '2026-11-22';

describe('physiological anamnesis (spec 001, sections 3 and 5)', () => {
  const schema = createPhysiologicalAnamnesisSchema({ today });

  it('accepts an empty form and free-text doses', () => {
    expect(allCodes(schema, {})).toEqual({});
    expect(
      allCodes(schema, { fumo: 'si', dosiFumo: 'mezzo pacchetto al giorno', tipoAlcool: 'Vino' }),
    ).toEqual({});
  });

  it('accepts menarche from 8 to 18 only', () => {
    expect(codesAt(schema, { etaMenarca: 8 }, 'etaMenarca')).toEqual([]);
    expect(codesAt(schema, { etaMenarca: 18 }, 'etaMenarca')).toEqual([]);
    expect(codesAt(schema, { etaMenarca: 7 }, 'etaMenarca')).toEqual(['out_of_range']);
  });

  it('rejects values outside the option lists', () => {
    expect(codesAt(schema, { livelloScol: 'dottorato' }, 'livelloScol')).toEqual(['option_invalid']);
  });

  it('rejects a habit ending before it started and dates in the future', () => {
    expect(
      codesAt(schema, { dataInizioFumo: '2010-01-01', dataFineFumo: '2009-01-01' }, 'dataFineFumo'),
    ).toEqual(['end_before_start']);
    expect(codesAt(schema, { dataInizioAlcool: '2027-01-01' }, 'dataInizioAlcool')).toEqual([
      'date_in_future',
    ]);
  });
});
