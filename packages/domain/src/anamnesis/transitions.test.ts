import { describe, expect, it } from 'vitest';
import { applyLifestyleAnswers } from './transitions.ts';

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
