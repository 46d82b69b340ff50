import { calculatorAgeRangesYears } from './age-ranges.ts';
import { requireBoolean, requireInRange, requirePositive, requireSex, type Sex } from './guards.ts';

/** Inputs of {@link framinghamHardChd}. */
export interface FraminghamHardChdInput {
  readonly sex: Sex;
  /** Age, years, 20-79 (the NCEP ATP III scope). */
  readonly ageYears: number;
  /** Total cholesterol, mg/dl, > 0. */
  readonly totalCholesterolMgDl: number;
  /** HDL cholesterol, mg/dl, > 0. */
  readonly hdlCholesterolMgDl: number;
  /** Systolic blood pressure, mmHg, > 0. */
  readonly systolicBpMmHg: number;
  /** Blood pressure treated with drugs. */
  readonly bpTreated: boolean;
  /** Current smoker. */
  readonly smoker: boolean;
}

/** Result of {@link framinghamHardChd}. */
export interface FraminghamHardChdResult {
  /** 10-year risk of hard CHD (myocardial infarction or coronary death), percent, not rounded. */
  readonly riskPercent: number;
}

/** Coefficients of one sex; `lnAgeSquared` is 0 for women, whose equation has no such term. */
interface FraminghamHardChdSexCoefficients {
  readonly lnAge: number;
  readonly lnTotalCholesterol: number;
  readonly lnHdl: number;
  readonly lnSystolicBp: number;
  readonly bpTreated: number;
  readonly smoker: number;
  readonly lnAgeLnTotalCholesterol: number;
  readonly lnAgeSmoker: number;
  readonly lnAgeSquared: number;
  readonly constant: number;
  readonly smokerInteractionMaxAgeYears: number;
  readonly baselineSurvival: number;
}

/**
 * Coefficients and baseline 10-year survivals of the ATP III hard CHD equation. The baseline
 * survival is 0.9402 for men and 0.98767 for women; the spec has them the other way round
 * (see docs/spec-deviations/calculators.md).
 */
export const framinghamHardChdCoefficients: {
  readonly male: FraminghamHardChdSexCoefficients;
  readonly female: FraminghamHardChdSexCoefficients;
} = {
  male: {
    lnAge: 52.00961,
    lnTotalCholesterol: 20.014077,
    lnHdl: -0.905964,
    lnSystolicBp: 1.305784,
    bpTreated: 0.241549,
    smoker: 12.096316,
    lnAgeLnTotalCholesterol: -4.605038,
    lnAgeSmoker: -2.84367,
    lnAgeSquared: -2.93323,
    constant: -172.300168,
    smokerInteractionMaxAgeYears: 70,
    baselineSurvival: 0.9402,
  },
  female: {
    lnAge: 31.764001,
    lnTotalCholesterol: 22.465206,
    lnHdl: -1.187731,
    lnSystolicBp: 2.552905,
    bpTreated: 0.420251,
    smoker: 13.07543,
    lnAgeLnTotalCholesterol: -5.060998,
    lnAgeSmoker: -2.996945,
    lnAgeSquared: 0,
    constant: -146.5933061,
    smokerInteractionMaxAgeYears: 78,
    baselineSurvival: 0.98767,
  },
};

/**
 * 10-year risk of hard coronary heart disease by the Framingham equation of NCEP ATP III:
 * L = Σ β·x − constant (ln age, ln total cholesterol, ln HDL, ln systolic BP, treatment, smoking,
 * ln age × ln total cholesterol, ln age × smoking, and for men ln age²), with the smoking
 * interaction's age capped at 70 (men) or 78 (women); risk = 1 − S0^exp(L), S0 = 0.9402 (men) or
 * 0.98767 (women).
 *
 * @param input.sex - 'male' or 'female'
 * @param input.ageYears - age, years, 20-79
 * @param input.totalCholesterolMgDl - total cholesterol, mg/dl, > 0
 * @param input.hdlCholesterolMgDl - HDL cholesterol, mg/dl, > 0
 * @param input.systolicBpMmHg - systolic blood pressure, mmHg, > 0
 * @param input.bpTreated - on blood-pressure drugs
 * @param input.smoker - current smoker
 * @returns the 10-year risk in percent (0-100)
 * @throws {RangeError} for an age outside 20-79, an unknown sex, a non-positive measurement or a
 *   non-boolean answer
 * @see Expert Panel (NCEP ATP III). Third Report ... Final Report. Circulation 2002;106:3143-3421,
 *   and its risk estimator, from Wilson PWF et al. Circulation 1998;97:1837-1847. Coefficients as
 *   published with the NHLBI ATP III calculator (reproduced by MDCalc, "Framingham Risk Score for
 *   Hard Coronary Heart Disease").
 * @example
 * framinghamHardChd({ sex: 'male', ageYears: 50, totalCholesterolMgDl: 200, hdlCholesterolMgDl: 50,
 *   systolicBpMmHg: 120, bpTreated: false, smoker: false });
 * // { riskPercent: 3.94... }
 */
export function framinghamHardChd(input: FraminghamHardChdInput): FraminghamHardChdResult {
  const { min, max } = calculatorAgeRangesYears.framinghamHardChd;
  const sex = requireSex('sex', input.sex);
  const ageYears = requireInRange('ageYears', input.ageYears, min, max, 'years');
  const totalCholesterol = requirePositive('totalCholesterolMgDl', input.totalCholesterolMgDl, 'mg/dl');
  const hdl = requirePositive('hdlCholesterolMgDl', input.hdlCholesterolMgDl, 'mg/dl');
  const systolicBp = requirePositive('systolicBpMmHg', input.systolicBpMmHg, 'mmHg');
  const treated = requireBoolean('bpTreated', input.bpTreated) ? 1 : 0;
  const smoker = requireBoolean('smoker', input.smoker) ? 1 : 0;
  const c = framinghamHardChdCoefficients[sex];

  const lnAge = Math.log(ageYears);
  const lnTotalCholesterol = Math.log(totalCholesterol);
  const lnAgeForSmoking = Math.log(Math.min(ageYears, c.smokerInteractionMaxAgeYears));
  const linear =
    c.lnAge * lnAge +
    c.lnTotalCholesterol * lnTotalCholesterol +
    c.lnHdl * Math.log(hdl) +
    c.lnSystolicBp * Math.log(systolicBp) +
    c.bpTreated * treated +
    c.smoker * smoker +
    c.lnAgeLnTotalCholesterol * lnAge * lnTotalCholesterol +
    c.lnAgeSmoker * lnAgeForSmoking * smoker +
    c.lnAgeSquared * lnAge * lnAge +
    c.constant;
  return { riskPercent: 100 * (1 - c.baselineSurvival ** Math.exp(linear)) };
}
