import { describe, expect, it } from 'vitest';
import { suggestDoseNumber, usualVaccinationConfidentiality } from './transitions.ts';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

function recorded(id_vaccino: string, vaccinazione_richiamo: 1 | 2 | 3, level: Level = 6, deleted = false) {
  return {
    id_vaccino,
    vaccinazione_richiamo,
    id_livello_confidenzialita: level,
    deleted_at: deleted ? '2026-11-22T09:05:00.000Z' : null,
  };
}

describe('the dose number offered for a new vaccination', () => {
  it('is the first dose when the patient has recorded none of that vaccine', () => {
    expect(suggestDoseNumber([recorded('OTHER', 2)], 'BOOSTRIX')).toEqual({ dose: 1, earlierDoses: 0 });
  });

  it('is the dose after the one recorded for the same vaccine', () => {
    expect(suggestDoseNumber([recorded('BOOSTRIX', 1), recorded('OTHER', 3)], 'BOOSTRIX')).toEqual({
      dose: 2,
      earlierDoses: 1,
    });
  });

  it('counts the doses when their numbers fall short (two doses both recorded as 1 make the next the third)', () => {
    expect(suggestDoseNumber([recorded('BOOSTRIX', 1), recorded('BOOSTRIX', 1)], 'BOOSTRIX')).toEqual({
      dose: 3,
      earlierDoses: 2,
    });
  });

  it('stays at 3, which stands for every later dose', () => {
    const doses = [recorded('FLU', 1), recorded('FLU', 2), recorded('FLU', 3), recorded('FLU', 3)];
    expect(suggestDoseNumber(doses, 'FLU')).toEqual({ dose: 3, earlierDoses: 4 });
  });

  it('leaves out a deleted vaccination', () => {
    expect(suggestDoseNumber([recorded('BOOSTRIX', 1, 6, true)], 'BOOSTRIX')).toEqual({
      dose: 1,
      earlierDoses: 0,
    });
  });
});

describe('the confidentiality level a new vaccination starts at', () => {
  it("is the spec's 6 (strictly confidential) when the patient has recorded no vaccination", () => {
    expect(usualVaccinationConfidentiality([])).toBe(6);
  });

  it('is the level the patient gives most of their vaccinations', () => {
    expect(
      usualVaccinationConfidentiality([recorded('A', 1, 2), recorded('B', 1, 2), recorded('C', 1, 5)]),
    ).toBe(2);
  });

  it('takes the more restricted level on a tie', () => {
    expect(usualVaccinationConfidentiality([recorded('A', 1, 4), recorded('B', 1, 1)])).toBe(4);
    expect(usualVaccinationConfidentiality([recorded('B', 1, 1), recorded('A', 1, 4)])).toBe(4);
  });

  it('leaves out deleted vaccinations', () => {
    expect(
      usualVaccinationConfidentiality([
        recorded('A', 1, 1, true),
        recorded('B', 1, 1, true),
        recorded('C', 1, 3),
      ]),
    ).toBe(3);
  });
});
