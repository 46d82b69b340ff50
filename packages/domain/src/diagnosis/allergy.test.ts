import { describe, expect, it } from 'vitest';
import { allergyMatchesDrug, takesAllergyTarget } from './allergy.ts';

const amoxicillin = {
  id_farmaco_codifa: '026089019',
  codice_atc: 'J01CA04',
  principio_attivo: 'AMOXICILLINA',
  descrizione_breve: 'ZIMOX',
};
const augmentin = {
  id_farmaco_codifa: '026089021',
  codice_atc: 'J01CR02',
  principio_attivo: 'AMOXICILLINA/ACIDO CLAVULANICO',
  descrizione_breve: 'AUGMENTIN',
};
const clarithromycin = {
  id_farmaco_codifa: '027860042',
  codice_atc: 'J01FA09',
  principio_attivo: 'CLARITROMICINA',
  descrizione_breve: 'KLACID',
};

describe('allergy targets (issue #16)', () => {
  it('a penicillin allergy (ATC J01C) covers amoxicillin and its combinations, not a macrolide', () => {
    const penicillins = { tipo_bersaglio: 'atc' as const, codice: 'J01C' };
    expect(allergyMatchesDrug(penicillins, amoxicillin)).toBe(true);
    expect(allergyMatchesDrug(penicillins, augmentin)).toBe(true);
    expect(allergyMatchesDrug(penicillins, clarithromycin)).toBe(false);
  });

  it('an active ingredient matches a drug containing it, whatever the case', () => {
    const ingredient = { tipo_bersaglio: 'principio_attivo' as const, codice: 'Amoxicillina' };
    expect(allergyMatchesDrug(ingredient, augmentin)).toBe(true);
    expect(allergyMatchesDrug(ingredient, clarithromycin)).toBe(false);
  });

  it('a drug matches only its own AIC', () => {
    expect(allergyMatchesDrug({ tipo_bersaglio: 'farmaco', codice: '026089019' }, amoxicillin)).toBe(true);
    expect(allergyMatchesDrug({ tipo_bersaglio: 'farmaco', codice: '026089019' }, augmentin)).toBe(false);
  });

  it('free text of three letters or more matches the name or the ingredient, accents aside', () => {
    expect(allergyMatchesDrug({ tipo_bersaglio: 'testo', codice: 'claritromicìna' }, clarithromycin)).toBe(
      true,
    );
    expect(allergyMatchesDrug({ tipo_bersaglio: 'testo', codice: 'klacid' }, clarithromycin)).toBe(true);
    expect(allergyMatchesDrug({ tipo_bersaglio: 'testo', codice: 'cl' }, clarithromycin)).toBe(false);
  });

  it('only allergies and intolerances take a target', () => {
    expect(takesAllergyTarget('Allergia')).toBe(true);
    expect(takesAllergyTarget('Intolleranza')).toBe(true);
    expect(takesAllergyTarget('Diagnosi')).toBe(false);
  });
});
