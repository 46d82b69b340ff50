/** An inclusive range of ages, in years. */
export interface AgeRangeYears {
  readonly min: number;
  readonly max: number;
}

/**
 * Ages for which each equation was derived or is licensed; outside them the calculators throw a
 * RangeError instead of extrapolating. See docs/spec-deviations/calculators.md.
 * - Cockcroft-Gault and CKD-EPI: adults (Cockcroft 1976; Levey 2009; Inker 2021). 120 is an upper
 *   plausibility bound; Cockcroft-Gault turns negative at 140.
 * - MELD: candidates aged 12 and over (OPTN policy 9.1; the spec's MELD page: "over 12 years").
 * - Framingham hard CHD: 20-79, the scope of the NCEP ATP III risk assessment (ATP III, 2002).
 * - Pooled Cohort Equations: 40-79 (Goff 2013).
 */
export const calculatorAgeRangesYears: {
  readonly cockcroftGault: AgeRangeYears;
  readonly ckdEpi: AgeRangeYears;
  readonly meld: AgeRangeYears;
  readonly framinghamHardChd: AgeRangeYears;
  readonly ascvdPooledCohort: AgeRangeYears;
} = {
  cockcroftGault: { min: 18, max: 120 },
  ckdEpi: { min: 18, max: 120 },
  meld: { min: 12, max: 120 },
  framinghamHardChd: { min: 20, max: 79 },
  ascvdPooledCohort: { min: 40, max: 79 },
};
