import { requireBoolean, requireInRange, requireSex, type Sex } from './guards.ts';
import { criterion, type ScoreCriterion, yesNoCriterion } from './score-criteria.ts';

/** Inputs of {@link cha2ds2Vasc}. */
export interface Cha2ds2VascInput {
  /** Age, years, 0-130: 65-74 adds 1 point, 75 and over 2. */
  readonly ageYears: number;
  /** Female adds 1 point (sex category). */
  readonly sex: Sex;
  /** C: congestive heart failure or left ventricular dysfunction. */
  readonly congestiveHeartFailure: boolean;
  /** H: hypertension. */
  readonly hypertension: boolean;
  /** D: diabetes mellitus. */
  readonly diabetes: boolean;
  /** S2: previous stroke, TIA or thromboembolism (2 points). */
  readonly strokeTiaThromboembolism: boolean;
  /** V: vascular disease (previous myocardial infarction, peripheral artery disease, aortic plaque). */
  readonly vascularDisease: boolean;
}

/** Result of {@link cha2ds2Vasc}. */
export interface Cha2ds2VascResult {
  /** CHA2DS2-VASc score, 0-9. */
  readonly score: number;
  /** Ischaemic stroke, percent a year, without anticoagulation (Friberg 2012). */
  readonly ischemicStrokeRiskPercent: number;
  /** Stroke, TIA or systemic embolism, percent a year, without anticoagulation (Friberg 2012). */
  readonly strokeTiaEmbolismRiskPercent: number;
}

/** CHA2DS2-VASc criteria as data. The age criterion has three answers (the third worth double). */
export const cha2ds2VascCriteria: readonly ScoreCriterion[] = [
  yesNoCriterion('congestiveHeartFailure', 'Congestive heart failure', 1),
  yesNoCriterion('hypertension', 'Hypertension', 1),
  criterion('ageYears', 'Age', [
    { id: 'under65', points: 0, label: '< 65 years' },
    { id: '65to74', points: 1, label: '65-74 years' },
    { id: '75orOver', points: 2, label: '≥ 75 years' },
  ]),
  yesNoCriterion('diabetes', 'Diabetes mellitus', 1),
  yesNoCriterion('strokeTiaThromboembolism', 'Stroke, TIA or thromboembolism', 2),
  yesNoCriterion('vascularDisease', 'Vascular disease', 1),
  criterion('sex', 'Sex category', [
    { id: 'male', points: 0, label: 'Male' },
    { id: 'female', points: 1, label: 'Female' },
  ]),
];

/**
 * Annual risk by CHA2DS2-VASc score in the Swedish Atrial Fibrillation Cohort, patients without
 * anticoagulation (Friberg 2012), as used by ESC material and MDCalc.
 */
export const cha2ds2VascStrokeRiskTable: readonly {
  readonly score: number;
  readonly ischemicStrokeRiskPercent: number;
  readonly strokeTiaEmbolismRiskPercent: number;
}[] = [
  { score: 0, ischemicStrokeRiskPercent: 0.2, strokeTiaEmbolismRiskPercent: 0.3 },
  { score: 1, ischemicStrokeRiskPercent: 0.6, strokeTiaEmbolismRiskPercent: 0.9 },
  { score: 2, ischemicStrokeRiskPercent: 2.2, strokeTiaEmbolismRiskPercent: 2.9 },
  { score: 3, ischemicStrokeRiskPercent: 3.2, strokeTiaEmbolismRiskPercent: 4.6 },
  { score: 4, ischemicStrokeRiskPercent: 4.8, strokeTiaEmbolismRiskPercent: 6.7 },
  { score: 5, ischemicStrokeRiskPercent: 7.2, strokeTiaEmbolismRiskPercent: 10 },
  { score: 6, ischemicStrokeRiskPercent: 9.7, strokeTiaEmbolismRiskPercent: 13.6 },
  { score: 7, ischemicStrokeRiskPercent: 11.2, strokeTiaEmbolismRiskPercent: 15.7 },
  { score: 8, ischemicStrokeRiskPercent: 10.8, strokeTiaEmbolismRiskPercent: 15.2 },
  { score: 9, ischemicStrokeRiskPercent: 12.2, strokeTiaEmbolismRiskPercent: 17.4 },
];

/**
 * CHA2DS2-VASc stroke risk score for atrial fibrillation: heart failure 1, hypertension 1,
 * age ≥ 75 2, diabetes 1, stroke/TIA/thromboembolism 2, vascular disease 1, age 65-74 1,
 * female 1; with the annual risks of the score's row.
 *
 * @param input.ageYears - age, years, 0-130
 * @param input.sex - 'male' or 'female'
 * @returns the score (0-9) and the annual risks in percent
 * @throws {RangeError} for an age outside 0-130, an unknown sex or a non-boolean answer
 * @see Lip GYH, Nieuwlaat R, Pisters R, et al. Chest 2010;137:263-272 (score). Friberg L,
 *   Rosenqvist M, Lip GYH. Eur Heart J 2012;33:1500-1510 (risk table). Spec 001_a7c742dac97fcdb8.txt,
 *   sections 2 "Score pages" and 9.
 * @example
 * cha2ds2Vasc({ ageYears: 70, sex: 'female', congestiveHeartFailure: false, hypertension: true,
 *   diabetes: false, strokeTiaThromboembolism: false, vascularDisease: false });
 * // { score: 3, ischemicStrokeRiskPercent: 3.2, strokeTiaEmbolismRiskPercent: 4.6 }
 */
export function cha2ds2Vasc(input: Cha2ds2VascInput): Cha2ds2VascResult {
  const ageYears = requireInRange('ageYears', input.ageYears, 0, 130, 'years');
  const sex = requireSex('sex', input.sex);
  let score = ageYears >= 75 ? 2 : ageYears >= 65 ? 1 : 0;
  if (sex === 'female') score += 1;
  if (requireBoolean('congestiveHeartFailure', input.congestiveHeartFailure)) score += 1;
  if (requireBoolean('hypertension', input.hypertension)) score += 1;
  if (requireBoolean('diabetes', input.diabetes)) score += 1;
  if (requireBoolean('strokeTiaThromboembolism', input.strokeTiaThromboembolism)) score += 2;
  if (requireBoolean('vascularDisease', input.vascularDisease)) score += 1;
  const row = cha2ds2VascStrokeRiskTable[score];
  if (row === undefined) {
    throw new RangeError('score out of the published table');
  }
  return {
    score,
    ischemicStrokeRiskPercent: row.ischemicStrokeRiskPercent,
    strokeTiaEmbolismRiskPercent: row.strokeTiaEmbolismRiskPercent,
  };
}
