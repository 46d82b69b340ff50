import type { Diagnosis } from '@cartella/domain';
import { describe, expect, it } from 'vitest';
import { linkableDiagnoses } from './linkable-diagnoses.ts';

function diagnosis(id: number, stato: Diagnosis['diagnosi_stato']): Diagnosis {
  return {
    id_diagnosi: id,
    id_paziente: 1,
    diagnosi_stato: stato,
    tipo_diagnosi: 'Diagnosi',
    diagnosi_patologia: `Diagnosi ${id}`,
    diagnosi_inserimento: '2026-01-01',
    id_livello_confidenzialita: 6,
  };
}

const confirmed = diagnosis(1, 0);
const suspected = diagnosis(2, 1);
const excluded = diagnosis(3, 2);

describe('linkableDiagnoses', () => {
  it('offers confirmed and suspected diagnoses but not excluded ones', () => {
    expect(linkableDiagnoses([confirmed, suspected, excluded], null)).toEqual([confirmed, suspected]);
  });

  it('keeps an excluded diagnosis the record is already linked to', () => {
    expect(linkableDiagnoses([confirmed, excluded], 3)).toEqual([confirmed, excluded]);
  });

  it('offers nothing when the patient has no diagnosis yet', () => {
    expect(linkableDiagnoses([], null)).toEqual([]);
  });
});
