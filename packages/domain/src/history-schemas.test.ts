import { describe, expect, it } from 'vitest';
import {
  checkPregnancyDuration,
  createPhysiologicalAnamnesisSchema,
  createVaccinationSchema,
  DiagnosisSchema,
  PregnancySchema,
  VisitSchema,
} from './history-schemas.ts';
import { allCodes, codesAt } from './test-support/issues.ts';

const today = '2026-11-22';

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

describe('visit (spec 001, section 5)', () => {
  const valid = {
    visita_data: '2026-11-20',
    visita_motivazione: 'Controllo',
    visita_osservazioni: 'Nulla da segnalare',
    visita_conclusioni: 'Buona salute',
  };

  it('accepts reason, observations and conclusions', () => {
    expect(allCodes(VisitSchema, valid)).toEqual({});
  });

  it.each(['visita_motivazione', 'visita_osservazioni', 'visita_conclusioni'])('requires %s', (field) => {
    expect(codesAt(VisitSchema, { ...valid, [field]: ' ' }, field)).toEqual(['required']);
  });
});

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

  it('requires a recall number of 1, 2 or 3', () => {
    expect(codesAt(schema, { ...valid, vaccinazione_richiamo: 4 }, 'vaccinazione_richiamo')).toEqual([
      'required',
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

describe('pregnancy (spec 001, section 5)', () => {
  const valid = { eta: 30, inizio_gravidanza: '2025-01-10', fine_gravidanza: '2025-10-05', esito: 'nascita' };

  it('accepts age 12 and a normal pregnancy', () => {
    expect(allCodes(PregnancySchema, { ...valid, eta: 12 })).toEqual({});
  });

  it.each([
    ['missing', undefined],
    ['below 12', 11],
    ['the input minimum 1', 1],
  ])('rejects an age %s', (_label, eta) => {
    expect(codesAt(PregnancySchema, { ...valid, eta }, 'eta')).toEqual(['pregnancy_age_invalid']);
  });

  it('warns when the end is more than 9 months after the start, not at 9', () => {
    expect(checkPregnancyDuration('2025-01-10', '2025-10-10')).toBeNull();
    expect(checkPregnancyDuration('2025-01-10', '2025-11-10')).toBe('pregnancy_too_long');
    expect(checkPregnancyDuration('2025-01-10', null)).toBeNull();
  });

  it('rejects an end before the start', () => {
    expect(codesAt(PregnancySchema, { ...valid, fine_gravidanza: '2024-12-01' }, 'fine_gravidanza')).toEqual([
      'end_before_start',
    ]);
  });
});

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
