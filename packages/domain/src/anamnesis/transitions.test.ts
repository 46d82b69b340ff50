import { describe, expect, it } from 'vitest';
import { applyLifestyleAnswers, clearFemaleOnlyAnswers } from './transitions.ts';

describe('lifestyle answers (spec 001, section 4)', () => {
  it('zeroes the dose and empties the type when the answer is not si', () => {
    const answers = {
      fumo: 'no' as const,
      dosiFumo: '10',
      alcool: null,
      dosiAlcool: '2 bicchieri',
      tipoAlcool: 'Vino' as const,
      droghe: 'si' as const,
      dosiDroghe: '1',
      tipoDroghe: 'LSD' as const,
      caffeina: 'si' as const,
      dosiCaffeina: '3 tazzine',
    };
    expect(applyLifestyleAnswers(answers)).toEqual({
      ...answers,
      dosiFumo: '0',
      dosiAlcool: '0',
      tipoAlcool: '',
    });
  });
});

describe('female-only answers (spec 001, section 6)', () => {
  const answers = {
    etaMenarca: 12,
    ciclo: 'regolare',
    etaMenopausa: 50,
    menopausa: 'fisiologica',
    noteCicloMes: 'x',
    fumo: 'no',
  };

  it('keeps the menstrual answers of a female patient', () => {
    expect(clearFemaleOnlyAnswers(answers, true)).toEqual(answers);
  });

  it('empties them for any other patient and keeps the rest', () => {
    expect(clearFemaleOnlyAnswers(answers, false)).toEqual({
      etaMenarca: null,
      ciclo: null,
      etaMenopausa: null,
      menopausa: null,
      noteCicloMes: null,
      fumo: 'no',
    });
  });
});
