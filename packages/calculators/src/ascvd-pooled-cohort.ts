import { calculatorAgeRangesYears } from './age-ranges.ts';
import { requireBoolean, requireInRange, requirePositive, requireSex, type Sex } from './guards.ts';

/** Race groups of the Pooled Cohort Equations; 'other' uses the white equations (Goff 2013). */
export type AscvdRace = 'white' | 'african-american' | 'other';

/** Inputs of {@link ascvdPooledCohort}. */
export interface AscvdPooledCohortInput {
  readonly sex: Sex;
  readonly race: AscvdRace;
  /** Age, years, 40-79. */
  readonly ageYears: number;
  /** Total cholesterol, mg/dl, > 0 (derived on 130-320). */
  readonly totalCholesterolMgDl: number;
  /** HDL cholesterol, mg/dl, > 0 (derived on 20-100). */
  readonly hdlCholesterolMgDl: number;
  /** Systolic blood pressure, mmHg, > 0 (derived on 90-200). */
  readonly systolicBpMmHg: number;
  /** Blood pressure treated with drugs. */
  readonly bpTreated: boolean;
  /** Current smoker. */
  readonly smoker: boolean;
  /** Diabetes mellitus. */
  readonly diabetes: boolean;
}

/** Result of {@link ascvdPooledCohort}. */
export interface AscvdPooledCohortResult {
  /** 10-year risk of a first hard ASCVD event, percent, not rounded (the spec shows 2 decimals). */
  readonly riskPercent: number;
}

/** Coefficients of one sex and race group (Goff 2013, table A); 0 where the group has no term. */
export interface AscvdCoefficients {
  readonly lnAge: number;
  readonly lnAgeSquared: number;
  readonly lnTotalCholesterol: number;
  readonly lnAgeLnTotalCholesterol: number;
  readonly lnHdl: number;
  readonly lnAgeLnHdl: number;
  readonly lnTreatedSystolicBp: number;
  readonly lnAgeLnTreatedSystolicBp: number;
  readonly lnUntreatedSystolicBp: number;
  readonly lnAgeLnUntreatedSystolicBp: number;
  readonly smoker: number;
  readonly lnAgeSmoker: number;
  readonly diabetes: number;
  /** Mean of the sum of coefficient × value in the group. */
  readonly meanSum: number;
  /** Baseline 10-year survival. */
  readonly baselineSurvival: number;
}

// Goff 2013 table A, one row per group, terms in this order: ln age, ln age², ln total cholesterol,
// ln age × ln total cholesterol, ln HDL, ln age × ln HDL, ln treated SBP, ln age × ln treated SBP,
// ln untreated SBP, ln age × ln untreated SBP, smoker, ln age × smoker, diabetes; then the mean of
// the sum and the baseline survival. Kept as plain arrays so one import of the function stays small.
type CoefficientRow = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];
const whiteFemaleRow: CoefficientRow = [
  -29.799, 4.884, 13.54, -3.114, -13.578, 3.149, 2.019, 0, 1.957, 0, 7.574, -1.665, 0.661, -29.18, 0.9665,
];
const africanAmericanFemaleRow: CoefficientRow = [
  17.114, 0, 0.94, 0, -18.92, 4.475, 29.291, -6.432, 27.82, -6.087, 0.691, 0, 0.874, 86.61, 0.9533,
];
const whiteMaleRow: CoefficientRow = [
  12.344, 0, 11.853, -2.664, -7.99, 1.769, 1.797, 0, 1.764, 0, 7.837, -1.795, 0.658, 61.18, 0.9144,
];
const africanAmericanMaleRow: CoefficientRow = [
  2.469, 0, 0.302, 0, -0.307, 0, 1.916, 0, 1.809, 0, 0.549, 0, 0.645, 19.54, 0.8954,
];

function nameCoefficients(row: CoefficientRow): AscvdCoefficients {
  return {
    lnAge: row[0],
    lnAgeSquared: row[1],
    lnTotalCholesterol: row[2],
    lnAgeLnTotalCholesterol: row[3],
    lnHdl: row[4],
    lnAgeLnHdl: row[5],
    lnTreatedSystolicBp: row[6],
    lnAgeLnTreatedSystolicBp: row[7],
    lnUntreatedSystolicBp: row[8],
    lnAgeLnUntreatedSystolicBp: row[9],
    smoker: row[10],
    lnAgeSmoker: row[11],
    diabetes: row[12],
    meanSum: row[13],
    baselineSurvival: row[14],
  };
}

/** The four groups' coefficients, means and baseline survivals (Goff 2013, table A), by name. */
export const ascvdPooledCohortCoefficients: {
  readonly whiteFemale: AscvdCoefficients;
  readonly africanAmericanFemale: AscvdCoefficients;
  readonly whiteMale: AscvdCoefficients;
  readonly africanAmericanMale: AscvdCoefficients;
} = {
  whiteFemale: /* @__PURE__ */ nameCoefficients(whiteFemaleRow),
  africanAmericanFemale: /* @__PURE__ */ nameCoefficients(africanAmericanFemaleRow),
  whiteMale: /* @__PURE__ */ nameCoefficients(whiteMaleRow),
  africanAmericanMale: /* @__PURE__ */ nameCoefficients(africanAmericanMaleRow),
};

function requireRace(value: unknown): AscvdRace {
  if (value !== 'white' && value !== 'african-american' && value !== 'other') {
    throw new RangeError("race must be 'white', 'african-american' or 'other'");
  }
  return value;
}

/**
 * 10-year risk of a first hard atherosclerotic cardiovascular event (coronary death, non-fatal
 * myocardial infarction, fatal or non-fatal stroke) by the Pooled Cohort Equations of the 2013
 * ACC/AHA guideline: risk = 1 − S0^exp(Σ coefficient × value − mean), per sex and race group.
 *
 * @param input.sex - 'male' or 'female'
 * @param input.race - 'white', 'african-american' or 'other' (white equations)
 * @param input.ageYears - age, years, 40-79
 * @param input.totalCholesterolMgDl - total cholesterol, mg/dl, > 0
 * @param input.hdlCholesterolMgDl - HDL cholesterol, mg/dl, > 0
 * @param input.systolicBpMmHg - systolic blood pressure, mmHg, > 0
 * @param input.bpTreated - on blood-pressure drugs
 * @param input.smoker - current smoker
 * @param input.diabetes - diabetes
 * @returns the 10-year risk in percent (0-100)
 * @throws {RangeError} for an age outside 40-79, an unknown sex or race, a non-positive
 *   measurement or a non-boolean answer
 * @see Goff DC Jr, Lloyd-Jones DM, Bennett G, et al. 2013 ACC/AHA guideline on the assessment of
 *   cardiovascular risk. Circulation 2014;129(25 Suppl 2):S49-S73, table A and its worked example.
 *   Spec 001_a7c742dac97fcdb8.txt, section 9 "Cardiovascular".
 * @example
 * ascvdPooledCohort({ sex: 'male', race: 'white', ageYears: 55, totalCholesterolMgDl: 213,
 *   hdlCholesterolMgDl: 50, systolicBpMmHg: 120, bpTreated: false, smoker: false, diabetes: false });
 * // sum 60.69 -> { riskPercent: 5.3... } (Goff 2013's example)
 */
export function ascvdPooledCohort(input: AscvdPooledCohortInput): AscvdPooledCohortResult {
  const { min, max } = calculatorAgeRangesYears.ascvdPooledCohort;
  const sex = requireSex('sex', input.sex);
  const race = requireRace(input.race);
  const ageYears = requireInRange('ageYears', input.ageYears, min, max, 'years');
  const totalCholesterol = requirePositive('totalCholesterolMgDl', input.totalCholesterolMgDl, 'mg/dl');
  const hdl = requirePositive('hdlCholesterolMgDl', input.hdlCholesterolMgDl, 'mg/dl');
  const systolicBp = requirePositive('systolicBpMmHg', input.systolicBpMmHg, 'mmHg');
  const treated = requireBoolean('bpTreated', input.bpTreated);
  const smoker = requireBoolean('smoker', input.smoker) ? 1 : 0;
  const diabetes = requireBoolean('diabetes', input.diabetes) ? 1 : 0;

  const africanAmerican = race === 'african-american';
  const row =
    sex === 'female'
      ? africanAmerican
        ? africanAmericanFemaleRow
        : whiteFemaleRow
      : africanAmerican
        ? africanAmericanMaleRow
        : whiteMaleRow;

  const lnAge = Math.log(ageYears);
  const lnTotalCholesterol = Math.log(totalCholesterol);
  const lnHdl = Math.log(hdl);
  const lnSystolicBp = Math.log(systolicBp);
  const values = [
    lnAge,
    lnAge * lnAge,
    lnTotalCholesterol,
    lnAge * lnTotalCholesterol,
    lnHdl,
    lnAge * lnHdl,
    treated ? lnSystolicBp : 0,
    treated ? lnAge * lnSystolicBp : 0,
    treated ? 0 : lnSystolicBp,
    treated ? 0 : lnAge * lnSystolicBp,
    smoker,
    lnAge * smoker,
    diabetes,
  ];
  const sum = values.reduce((total, value, index) => total + value * (row[index] ?? 0), 0);
  const meanSum = row[13];
  const baselineSurvival = row[14];
  return { riskPercent: 100 * (1 - baselineSurvival ** Math.exp(sum - meanSum)) };
}

/**
 * Input ranges the ACC/AHA ASCVD Risk Estimator accepts; outside them the Pooled Cohort Equations
 * extrapolate. checkCardiovascularInputs reports values outside them as a warning.
 */
export const ascvdDerivationRanges: {
  readonly totalCholesterolMgDl: { readonly min: number; readonly max: number };
  readonly hdlCholesterolMgDl: { readonly min: number; readonly max: number };
  readonly systolicBpMmHg: { readonly min: number; readonly max: number };
} = {
  totalCholesterolMgDl: { min: 130, max: 320 },
  hdlCholesterolMgDl: { min: 20, max: 100 },
  systolicBpMmHg: { min: 90, max: 200 },
};
