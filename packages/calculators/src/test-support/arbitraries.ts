import fc from 'fast-check';
import type { AgeRangeYears } from '../age-ranges.ts';
import { type CalculatorInputName, calculatorInputRules } from '../calculator-input-rules.ts';
import type { FraminghamHardChdInput } from '../framingham-hard-chd.ts';

/** Any value the calculator form accepts for the input: its rule's whole range, never NaN. */
export function formValue(name: CalculatorInputName): fc.Arbitrary<number> {
  const { min, max } = calculatorInputRules[name];
  return fc.double({ min, max, noNaN: true });
}

/** A measurement's range, both ends included. */
interface MeasurementRange {
  readonly min: number;
  readonly max: number;
}

/** Where to draw the risk factors of a coronary equation from. */
interface RiskFactorRanges {
  readonly ageYears: AgeRangeYears;
  readonly totalCholesterolMgDl: MeasurementRange;
  readonly hdlCholesterolMgDl: MeasurementRange;
  readonly systolicBpMmHg: MeasurementRange;
}

/**
 * The risk factors both 10-year coronary equations take (Framingham hard CHD, and the Pooled
 * Cohort with race and diabetes besides): either sex, a whole age and the three measurements in
 * the given ranges, and any treatment and smoking answer.
 */
export function coronaryRiskFactors(ranges: RiskFactorRanges): fc.Arbitrary<FraminghamHardChdInput> {
  return fc.record({
    sex: fc.constantFrom('male', 'female'),
    ageYears: fc.integer(ranges.ageYears),
    totalCholesterolMgDl: fc.double({ ...ranges.totalCholesterolMgDl, noNaN: true }),
    hdlCholesterolMgDl: fc.double({ ...ranges.hdlCholesterolMgDl, noNaN: true }),
    systolicBpMmHg: fc.double({ ...ranges.systolicBpMmHg, noNaN: true }),
    bpTreated: fc.boolean(),
    smoker: fc.boolean(),
  });
}
