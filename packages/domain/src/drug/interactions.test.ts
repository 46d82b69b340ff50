import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validate } from '../shared/issues.ts';
import {
  DrugSearchSchema,
  findDrugInteractions,
  type InteractionRecord,
  type InteractionThesaurus,
  interactionSeverityRanks,
} from './interactions.ts';

// A miniature of the ANSM thesaurus with the shapes of interazioni/SOURCE.md "How to use it".
const classes: Record<string, string[]> = {
  clarithromycine: ['inhibiteurs-puissants-du-cyp3a4', 'macrolides'],
  simvastatine: ['substrats-a-risque-du-cyp3a4', 'inhibiteurs-de-l-hmg-coa-reductase'],
  spironolactone: ['hyperkaliemiants', 'autres-hyperkaliemiants'],
  'potassium-chlorure': ['hyperkaliemiants', 'autres-hyperkaliemiants'],
  paracetamol: [],
};
const records: InteractionRecord[] = [
  {
    id: 'inhibiteurs-puissants-du-cyp3a4__simvastatine',
    a: 'inhibiteurs-puissants-du-cyp3a4',
    b: 'simvastatine',
    livello: 'CI',
    livelli: [{ codice: 'CI', condizioni_fr: '' }],
    rischio_fr: 'Risque majoré de rhabdomyolyse.',
  },
  {
    id: 'inhibiteurs-puissants-du-cyp3a4__substrats-a-risque-du-cyp3a4',
    a: 'inhibiteurs-puissants-du-cyp3a4',
    b: 'substrats-a-risque-du-cyp3a4',
    livello: 'APEC',
    livelli: [{ codice: 'APEC', condizioni_fr: '' }],
    rischio_fr: 'Majoration des effets indésirables.',
  },
  {
    id: 'autres-hyperkaliemiants__hyperkaliemiants',
    a: 'hyperkaliemiants',
    b: 'autres-hyperkaliemiants',
    livello: 'APEC',
    livelli: [{ codice: 'APEC', condizioni_fr: '' }],
    rischio_fr: 'Risque de majoration de l’hyperkaliémie.',
  },
];
// Italian and English names as the import writes them (apps/api/data/interazioni/traduzioni.csv).
const names: Record<string, { it: string; en: string }> = {
  'inhibiteurs-puissants-du-cyp3a4': { it: 'Inibitori potenti del CYP3A4', en: 'Strong CYP3A4 inhibitors' },
  simvastatine: { it: 'Simvastatina', en: 'Simvastatin' },
};
const thesaurus: InteractionThesaurus = {
  classesOf: (id) => classes[id] ?? [],
  nameOf: (id) => id.toUpperCase(),
  namesOf: (id) => names[id] ?? { it: `it:${id}`, en: `en:${id}` },
  records,
};

describe('findDrugInteractions', () => {
  it('finds clarithromycin + simvastatin as a contraindication through the CYP3A4 class, highest first', () => {
    const result = findDrugInteractions(
      { name: 'CLARITROMICINA EG', substances: ['clarithromycine'] },
      [{ name: 'SIMVASTATINA EG', substances: ['simvastatine'] }],
      thesaurus,
    );
    expect(result.map((item) => [item.livello, item.id])).toEqual([
      ['CI', 'inhibiteurs-puissants-du-cyp3a4__simvastatine'],
      ['APEC', 'inhibiteurs-puissants-du-cyp3a4__substrats-a-risque-du-cyp3a4'],
    ]);
    expect(result[0]).toMatchObject({
      farmaco_in_corso: 'SIMVASTATINA EG',
      interazione_con: 'CLARITROMICINA EG',
      entita_nuovo: 'INHIBITEURS-PUISSANTS-DU-CYP3A4',
      entita_in_corso: 'SIMVASTATINE',
      nomi_nuovo: { it: 'Inibitori potenti del CYP3A4', en: 'Strong CYP3A4 inhibitors' },
      nomi_in_corso: { it: 'Simvastatina', en: 'Simvastatin' },
    });
  });

  it('fires "X + autres X" between two different members of the class, once per record', () => {
    const result = findDrugInteractions(
      { name: 'KCL', substances: ['potassium-chlorure'] },
      [{ name: 'ALDACTONE', substances: ['spironolactone'] }],
      thesaurus,
    );
    expect(result.map((item) => item.id)).toEqual(['autres-hyperkaliemiants__hyperkaliemiants']);
  });

  it('never pairs a substance with itself (the same drug taken twice)', () => {
    const result = findDrugInteractions(
      { name: 'ALDACTONE 25', substances: ['spironolactone'] },
      [{ name: 'ALDACTONE 100', substances: ['spironolactone'] }],
      thesaurus,
    );
    expect(result).toEqual([]);
  });

  it('answers nothing for a drug outside the thesaurus', () => {
    const result = findDrugInteractions(
      { name: 'TACHIPIRINA', substances: ['paracetamol'] },
      [{ name: 'SIMVASTATINA EG', substances: ['simvastatine'] }],
      thesaurus,
    );
    expect(result).toEqual([]);
  });

  it('always sorts by decreasing severity, whatever the order of the ongoing drugs', () => {
    const drugs = [
      { name: 'SIMVASTATINA EG', substances: ['simvastatine'] },
      { name: 'ALDACTONE', substances: ['spironolactone'] },
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(drugs, { minLength: 1 }), (ongoing) => {
        const result = findDrugInteractions(
          { name: 'X', substances: ['clarithromycine', 'potassium-chlorure'] },
          ongoing,
          thesaurus,
        );
        const ranks = result.map((item) => interactionSeverityRanks[item.livello]);
        return ranks.every((rank, index) => index === 0 || (ranks[index - 1] ?? 0) >= rank);
      }),
    );
  });
});

describe('DrugSearchSchema', () => {
  it('accepts two characters and refuses one', () => {
    expect(validate(DrugSearchSchema, { search: 'cl' }).success).toBe(true);
    expect(validate(DrugSearchSchema, { search: ' c ' })).toEqual({
      success: false,
      issues: [{ path: 'search', code: 'invalid_type' }],
    });
  });
});
