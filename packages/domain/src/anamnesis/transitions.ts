import type { YesNo } from './codes.ts';
import type { PhysiologicalAnamnesis } from './entities.ts';

const lifestyleHabits = [
  { answer: 'fumo', dose: 'dosiFumo', type: null },
  { answer: 'alcool', dose: 'dosiAlcool', type: 'tipoAlcool' },
  { answer: 'droghe', dose: 'dosiDroghe', type: 'tipoDroghe' },
  { answer: 'caffeina', dose: 'dosiCaffeina', type: null },
] as const;

type LifestyleFields = Pick<
  PhysiologicalAnamnesis,
  | 'fumo'
  | 'dosiFumo'
  | 'alcool'
  | 'dosiAlcool'
  | 'tipoAlcool'
  | 'droghe'
  | 'dosiDroghe'
  | 'tipoDroghe'
  | 'caffeina'
  | 'dosiCaffeina'
>;

/** When a smoking, alcohol, drugs or caffeine answer is not si, the dose becomes 0 and the type empty. */
export function applyLifestyleAnswers<T extends LifestyleFields>(anamnesis: T): T {
  const next: T = { ...anamnesis };
  for (const habit of lifestyleHabits) {
    const answer: YesNo | null = next[habit.answer];
    if (answer === 'si') continue;
    Object.assign(next, { [habit.dose]: '0' });
    if (habit.type) Object.assign(next, { [habit.type]: '' });
  }
  return next;
}
