import { describe, expect, it } from 'vitest';
import { applyLifestyleAnswers, clearFemaleOnlyAnswers, isCurrentSmoker } from './transitions.ts';

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

describe('the current smoker (issue 17: it prefills the score pages)', () => {
  const today = '2026-11-22';

  it("is a smoker who answered 'si' with no end date or one still to come", () => {
    expect(isCurrentSmoker({ fumo: 'si', dataFineFumo: null }, today)).toBe(true);
    expect(isCurrentSmoker({ fumo: 'si', dataFineFumo: '' }, today)).toBe(true);
    expect(isCurrentSmoker({ fumo: 'si', dataFineFumo: '2026-12-01' }, today)).toBe(true);
  });

  it("is not one who answered 'no' or stopped by today", () => {
    expect(isCurrentSmoker({ fumo: 'no' }, today)).toBe(false);
    expect(isCurrentSmoker({ fumo: 'si', dataFineFumo: '2026-11-22' }, today)).toBe(false);
  });

  it('says nothing without an answer', () => {
    expect(isCurrentSmoker({ fumo: null }, today)).toBeNull();
    expect(isCurrentSmoker(null, today)).toBeNull();
  });
});
