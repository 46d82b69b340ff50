// The package's one front door: named re-exports only (docs/conventions.md, habit 13).
export { type AgeRangeYears, calculatorAgeRangesYears } from './age-ranges.ts';
export {
  type AscvdCoefficients,
  type AscvdPooledCohortInput,
  type AscvdPooledCohortResult,
  type AscvdRace,
  ascvdDerivationRanges,
  ascvdPooledCohort,
  ascvdPooledCohortCoefficients,
} from './ascvd-pooled-cohort.ts';
export { type BodyMassIndexInput, bodyMassIndex } from './body-mass-index.ts';
export { type BodySurfaceAreaInput, bodySurfaceAreaDuBois } from './body-surface-area-du-bois.ts';
export { bodySurfaceAreaMosteller } from './body-surface-area-mosteller.ts';
export {
  type CalculatorInputCheck,
  type CalculatorInputName,
  type CalculatorInputRule,
  calculatorInputRules,
  checkCalculatorInput,
} from './calculator-input-rules.ts';
export {
  type CardiovascularField,
  type CardiovascularInputsCheck,
  type CardiovascularInputsDraft,
  type CardiovascularWarning,
  checkCardiovascularInputs,
} from './cardiovascular-input-check.ts';
export {
  type Cha2ds2VascInput,
  type Cha2ds2VascResult,
  cha2ds2Vasc,
  cha2ds2VascCriteria,
  cha2ds2VascStrokeRiskTable,
} from './cha2ds2-vasc.ts';
export { type CkdEpi2009Input, ckdEpi2009 } from './ckd-epi-2009.ts';
export { type CkdEpi2021Input, ckdEpi2021 } from './ckd-epi-2021.ts';
export { type CockcroftGaultInput, cockcroftGault } from './cockcroft-gault.ts';
export { type DropsInput, type DropsResult, drops } from './drops.ts';
export {
  type FraminghamHardChdInput,
  type FraminghamHardChdResult,
  framinghamHardChd,
  framinghamHardChdCoefficients,
} from './framingham-hard-chd.ts';
export {
  classifyFraminghamValue,
  type FraminghamCheckedInputName,
  type FraminghamValueClass,
  framinghamUsualRanges,
} from './framingham-input-check.ts';
export { isSex, type Sex } from './guards.ts';
export {
  type HasBledInput,
  type HasBledResult,
  hasBled,
  hasBledBleedingRiskTable,
  hasBledCriteria,
} from './has-bled.ts';
export { type InfusionConcentrationInput, infusionConcentration } from './infusion-concentration.ts';
export { type InfusionRateInput, infusionRate } from './infusion-rate.ts';
export {
  type Meld3Input,
  type Meld3InputsUsed,
  type Meld3Result,
  meld3,
  meld3Limits,
} from './meld-3.ts';
export {
  clampMeldInputs,
  type MeldClampCode,
  type MeldClampInput,
  type MeldClampResult,
  type MeldLabValues,
  meldNaLimits,
} from './meld-clamps.ts';
export {
  type MeldNaInput,
  type MeldNaResult,
  meldMortality3MonthPercent,
  meldMortalityBands,
  meldNa,
} from './meld-na.ts';
export type { ScoreCriterion, ScoreCriterionOption } from './score-criteria.ts';
export { type SingleDoseInput, singleDose } from './single-dose.ts';
export { type TotalDosePerKgInput, totalDosePerKg } from './total-dose-per-kg.ts';
export { type TotalDosePerM2Input, totalDosePerM2 } from './total-dose-per-m2.ts';
export {
  type UrinaryCreatinineClearanceInput,
  urinaryCreatinineClearance,
} from './urinary-creatinine-clearance.ts';
