import { requireBoolean } from './guards.ts';
import { type ScoreCriterion, yesNoCriterion } from './score-criteria.ts';

/** Inputs of {@link hasBled}: one yes/no answer per criterion, one point each. */
export interface HasBledInput {
  /** H: uncontrolled hypertension, systolic > 160 mmHg. */
  readonly uncontrolledHypertension: boolean;
  /** A: chronic dialysis, renal transplant or serum creatinine ≥ 200 µmol/l (2.26 mg/dl). */
  readonly abnormalRenalFunction: boolean;
  /** A: chronic liver disease, or bilirubin > 2× and AST/ALT/ALP > 3× the upper limit of normal. */
  readonly abnormalLiverFunction: boolean;
  /** S: previous stroke. */
  readonly stroke: boolean;
  /** B: history of major bleeding or predisposition (anaemia). */
  readonly bleeding: boolean;
  /** L: labile INR, time in therapeutic range < 60%. */
  readonly labileInr: boolean;
  /** E: elderly, age > 65 years. */
  readonly elderly: boolean;
  /** D: antiplatelet drugs or NSAIDs. */
  readonly drugs: boolean;
  /** D: alcohol excess, ≥ 8 units a week. */
  readonly alcohol: boolean;
}

/** Result of {@link hasBled}. */
export interface HasBledResult {
  /** HAS-BLED score, 0-9. */
  readonly score: number;
  /** Major bleeds per 100 patient-years for the score (Pisters 2010); null where the paper has too few patients. */
  readonly bleedsPer100PatientYears: number | null;
}

/** HAS-BLED criteria as data, in the order of the acronym. */
export const hasBledCriteria: readonly ScoreCriterion[] = [
  yesNoCriterion('uncontrolledHypertension', 'Uncontrolled hypertension (systolic > 160 mmHg)', 1),
  yesNoCriterion('abnormalRenalFunction', 'Abnormal renal function', 1),
  yesNoCriterion('abnormalLiverFunction', 'Abnormal liver function', 1),
  yesNoCriterion('stroke', 'Stroke', 1),
  yesNoCriterion('bleeding', 'Bleeding history or predisposition', 1),
  yesNoCriterion('labileInr', 'Labile INR (time in therapeutic range < 60%)', 1),
  yesNoCriterion('elderly', 'Elderly (age > 65 years)', 1),
  yesNoCriterion('drugs', 'Antiplatelet drugs or NSAIDs', 1),
  yesNoCriterion('alcohol', 'Alcohol excess (≥ 8 units a week)', 1),
];

/**
 * Bleeds per 100 patient-years by HAS-BLED score in the Euro Heart Survey derivation cohort
 * (Pisters 2010). Scores 6-9: too few patients in the cohort for a rate ("insufficient data"), hence
 * null.
 */
export const hasBledBleedingRiskTable: readonly {
  readonly score: number;
  readonly bleedsPer100PatientYears: number | null;
}[] = [
  { score: 0, bleedsPer100PatientYears: 1.13 },
  { score: 1, bleedsPer100PatientYears: 1.02 },
  { score: 2, bleedsPer100PatientYears: 1.88 },
  { score: 3, bleedsPer100PatientYears: 3.74 },
  { score: 4, bleedsPer100PatientYears: 8.7 },
  { score: 5, bleedsPer100PatientYears: 12.5 },
  { score: 6, bleedsPer100PatientYears: null },
  { score: 7, bleedsPer100PatientYears: null },
  { score: 8, bleedsPer100PatientYears: null },
  { score: 9, bleedsPer100PatientYears: null },
];

/**
 * HAS-BLED bleeding risk score for patients with atrial fibrillation: one point per criterion
 * present, with the bleeding rate of the score's row.
 *
 * @param input - nine yes/no answers
 * @returns the score (0-9) and bleeds per 100 patient-years (null for 6-9)
 * @throws {RangeError} when an answer is not a boolean
 * @see Pisters R, Lane DA, Nieuwlaat R, et al. A novel user-friendly score (HAS-BLED) to assess
 *   1-year risk of major bleeding in patients with atrial fibrillation: the Euro Heart Survey.
 *   Chest 2010;138:1093-1100. Spec 001_a7c742dac97fcdb8.txt, section 9.
 * @example
 * hasBled({ uncontrolledHypertension: true, abnormalRenalFunction: false, abnormalLiverFunction: false,
 *   stroke: false, bleeding: false, labileInr: false, elderly: true, drugs: true, alcohol: false });
 * // { score: 3, bleedsPer100PatientYears: 3.74 }
 */
export function hasBled(input: HasBledInput): HasBledResult {
  let score = 0;
  for (const criterion of hasBledCriteria) {
    const answer = requireBoolean(criterion.id, input[criterion.id as keyof HasBledInput]);
    if (answer) {
      score += criterion.points;
    }
  }
  const row = hasBledBleedingRiskTable[score];
  return { score, bleedsPer100PatientYears: row === undefined ? null : row.bleedsPer100PatientYears };
}
