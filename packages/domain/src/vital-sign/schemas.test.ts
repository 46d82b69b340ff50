import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { VitalReadingSchema } from './schemas.ts';

describe('vital reading (issue #16)', () => {
  const valid = {
    id_parametro: 0,
    created_on: '2026-11-20T08:30:00.000Z',
    parametro_peso: 72.5,
    parametro_pressione_massima: 125,
    parametro_pressione_minima: 80,
  };

  it('accepts a date and time with any measures in range', () => {
    expect(allCodes(VitalReadingSchema, valid)).toEqual({});
    expect(
      allCodes(VitalReadingSchema, { id_parametro: 0, created_on: valid.created_on, parametro_spo2: 97 }),
    ).toEqual({});
  });

  it('needs at least one measure', () => {
    expect(
      codesAt(VitalReadingSchema, { id_parametro: 0, created_on: valid.created_on }, 'parametro_peso'),
    ).toEqual(['reading_empty']);
  });

  it('refuses implausible values, naming the field', () => {
    expect(codesAt(VitalReadingSchema, { ...valid, parametro_peso: 725 }, 'parametro_peso')).toEqual([
      'out_of_range',
    ]);
    expect(
      codesAt(VitalReadingSchema, { ...valid, parametro_temperatura: 375 }, 'parametro_temperatura'),
    ).toEqual(['out_of_range']);
  });

  it('wants the diastolic pressure below the systolic', () => {
    expect(
      codesAt(
        VitalReadingSchema,
        { ...valid, parametro_pressione_minima: 125 },
        'parametro_pressione_minima',
      ),
    ).toEqual(['diastolic_not_below_systolic']);
  });

  it('requires a date and time', () => {
    expect(codesAt(VitalReadingSchema, { ...valid, created_on: '' }, 'created_on')).toEqual(['required']);
    expect(codesAt(VitalReadingSchema, { ...valid, created_on: '2026-11-20' }, 'created_on')).toEqual([
      'date_invalid',
    ]);
  });
});
