const lifestyleHabits = [
  { answer: 'fumo', dose: 'dosiFumo', type: null },
  { answer: 'alcool', dose: 'dosiAlcool', type: 'tipoAlcool' },
  { answer: 'droghe', dose: 'dosiDroghe', type: 'tipoDroghe' },
  { answer: 'caffeina', dose: 'dosiCaffeina', type: null },
] as const;

type LifestyleKey =
  | (typeof lifestyleHabits)[number]['answer']
  | (typeof lifestyleHabits)[number]['dose']
  | NonNullable<(typeof lifestyleHabits)[number]['type']>;

/** Any shape carrying the lifestyle answers (a form draft, a validated body, a stored row). */
type LifestyleFields = { [K in LifestyleKey]?: unknown };

/** When a smoking, alcohol, drugs or caffeine answer is not si, the dose becomes 0 and the type empty. */
export function applyLifestyleAnswers<T extends LifestyleFields>(anamnesis: T): T {
  const next: T = { ...anamnesis };
  for (const habit of lifestyleHabits) {
    if (next[habit.answer] === 'si') continue;
    Object.assign(next, { [habit.dose]: '0' });
    if (habit.type) Object.assign(next, { [habit.type]: '' });
  }
  return next;
}

/** The answers asked of female patients only (spec 001, sections 3 and 6). */
const femaleOnlyAnswers = ['etaMenarca', 'ciclo', 'etaMenopausa', 'menopausa', 'noteCicloMes'] as const;

type FemaleOnlyFields = { [K in (typeof femaleOnlyAnswers)[number]]?: unknown };

/**
 * The menstrual part shows only for female patients (spec 001, section 6): for anyone else those
 * answers are emptied, whatever was sent.
 */
export function clearFemaleOnlyAnswers<T extends FemaleOnlyFields>(anamnesis: T, female: boolean): T {
  if (female) return anamnesis;
  const next: T = { ...anamnesis };
  for (const key of femaleOnlyAnswers) Object.assign(next, { [key]: null });
  return next;
}

/**
 * Whether the patient smokes now, from the physiological anamnesis (a Cartella addition, issue
 * 17: it prefills the smoker answer of the Framingham and cardiovascular scores): 'si' without an
 * end date, or with one after today, is a smoker; 'no', or 'si' with an end date reached, is not;
 * an unanswered question says nothing (null).
 */
export function isCurrentSmoker(
  answers: { fumo?: unknown; dataFineFumo?: unknown } | null | undefined,
  today: string,
): boolean | null {
  if (answers?.fumo === 'no') return false;
  if (answers?.fumo !== 'si') return null;
  const end = typeof answers.dataFineFumo === 'string' ? answers.dataFineFumo : '';
  return end === '' || end > today;
}
