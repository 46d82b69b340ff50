import type { PhysiologicalAnamnesisItem } from '../api/anamnesis.ts';
import { type Question, questions } from './physiological-labels.ts';

export const dateQuestions = new Set<Question>([
  'dataInizioFumo',
  'dataFineFumo',
  'dataInizioAlcool',
  'dataFineAlcool',
  'dataInizioDroghe',
  'dataFineDroghe',
]);

/** The dose and type of a habit whose answer is not 'si' say nothing (spec 001 section 4). */
const habitDetails: Partial<Record<Question, Question>> = {
  dosiFumo: 'fumo',
  dataInizioFumo: 'fumo',
  dataFineFumo: 'fumo',
  dosiAlcool: 'alcool',
  tipoAlcool: 'alcool',
  dataInizioAlcool: 'alcool',
  dataFineAlcool: 'alcool',
  dosiDroghe: 'droghe',
  tipoDroghe: 'droghe',
  dataInizioDroghe: 'droghe',
  dataFineDroghe: 'droghe',
  dosiCaffeina: 'caffeina',
};

export const lifestyleDoses = [
  ['fumo', 'dosiFumo'],
  ['alcool', 'dosiAlcool'],
  ['droghe', 'dosiDroghe'],
  ['caffeina', 'dosiCaffeina'],
] as const;

const femaleQuestions = new Set<Question>([
  'etaMenarca',
  'ciclo',
  'etaMenopausa',
  'menopausa',
  'noteCicloMes',
]);

/**
 * The answers the summary shows (spec 001 section 2: it hides values that are empty, null or
 * placeholder dates), with the details of a habit the patient does not have left out too.
 */
export function summaryRows(
  stored: PhysiologicalAnamnesisItem,
  female: boolean,
): [Question, string | number][] {
  return questions.flatMap((question): [Question, string | number][] => {
    if (femaleQuestions.has(question) && !female) return [];
    const habit = habitDetails[question];
    if (habit && stored[habit] !== 'si') return [];
    const value = stored[question];
    if (value === null || value === '') return [];
    if (typeof value === 'string' && dateQuestions.has(question)) {
      // Placeholder dates of the original (0000-00-00, 1900-01-01 and the like) say nothing.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1901-01-01') return [];
    }
    return [[question, value]];
  });
}
