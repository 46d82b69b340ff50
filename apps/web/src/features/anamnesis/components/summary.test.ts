import { describe, expect, it } from 'vitest';
import type { PhysiologicalAnamnesisItem } from '../api/anamnesis.ts';
import { questions } from './physiological-labels.ts';
import { summaryRows } from './summary.ts';

function stored(answers: Partial<PhysiologicalAnamnesisItem>): PhysiologicalAnamnesisItem {
  const empty = Object.fromEntries(questions.map((question) => [question, null]));
  return {
    id_paziente: 1,
    id_anamnesi_log: 1,
    dataAggiornamento: '2026-11-22T09:00:00.000Z',
    ...empty,
    ...answers,
  } as PhysiologicalAnamnesisItem;
}

describe('the physiological summary (spec 001 section 2)', () => {
  it('shows the answered questions in the form order and hides empty and null values', () => {
    expect(
      summaryRows(stored({ professione: 'Insegnante', tempoParto: 'termine', noteInfanzia: '' }), true),
    ).toEqual([
      ['tempoParto', 'termine'],
      ['professione', 'Insegnante'],
    ]);
  });

  it("hides the dose, type and dates of a habit not answered 'si' (dose 0, type empty)", () => {
    const nonSmoker = stored({
      fumo: 'no',
      dosiFumo: '0',
      dataInizioFumo: '2000-05-01',
      alcool: 'no',
      tipoAlcool: '',
    });
    expect(summaryRows(nonSmoker, true)).toEqual([
      ['fumo', 'no'],
      ['alcool', 'no'],
    ]);
    const smoker = stored({ fumo: 'si', dosiFumo: '10 al giorno', dataInizioFumo: '2000-05-01' });
    expect(summaryRows(smoker, true)).toEqual([
      ['fumo', 'si'],
      ['dosiFumo', '10 al giorno'],
      ['dataInizioFumo', '2000-05-01'],
    ]);
  });

  it('hides placeholder dates', () => {
    expect(
      summaryRows(stored({ fumo: 'si', dataInizioFumo: '0000-00-00', dataFineFumo: '1900-01-01' }), true),
    ).toEqual([['fumo', 'si']]);
  });

  it('shows the menstrual answers of a female patient only', () => {
    const answers = stored({ etaMenarca: 12, ciclo: 'regolare' });
    expect(summaryRows(answers, true)).toEqual([
      ['etaMenarca', 12],
      ['ciclo', 'regolare'],
    ]);
    expect(summaryRows(answers, false)).toEqual([]);
  });
});
