/** Inputs of the Framingham page that have a usual range. */
export type FraminghamCheckedInputName = 'totalCholesterolMgDl' | 'hdlCholesterolMgDl' | 'systolicBpMmHg';

/** Usual low and high of each checked input (spec 001_a7c742dac97fcdb8.txt, section 5 "Score inputs"). */
export const framinghamUsualRanges: {
  readonly [name in FraminghamCheckedInputName]: { readonly low: number; readonly high: number };
} = {
  totalCholesterolMgDl: { low: 100, high: 400 },
  hdlCholesterolMgDl: { low: 20, high: 95 },
  systolicBpMmHg: { low: 100, high: 130 },
};

/** Outcome of {@link classifyFraminghamValue}; 'invalid' carries the usual range for its message. */
export type FraminghamValueClass =
  | { readonly code: 'valid' }
  | { readonly code: 'rare' }
  | { readonly code: 'invalid'; readonly low: number; readonly high: number };

/**
 * Classifies a Framingham input against its usual range [low, high]:
 * below 0.5 × low or above 2 × high (or not a finite number) is 'invalid' ("Per favore inserisci
 * un valore valido! Solitamente è compreso tra {low} e {high}."); from 0.5 × low up to, not
 * including, 0.75 × low, or above 1.5 × high up to 2 × high, is 'rare' ("Il valore inserito è
 * riscontrato raramente"); anything else is 'valid'. The spec does not say which band owns each
 * boundary; the one chosen keeps 0.5 × low and 2 × high usable and 0.75 × low and 1.5 × high valid.
 *
 * @param name - the input: total cholesterol (mg/dl), HDL cholesterol (mg/dl) or systolic pressure (mmHg)
 * @param value - the value in the input's unit
 * @returns the class, with the usual range when invalid
 * @throws {RangeError} when the name is not a checked Framingham input
 * @see Spec 001_a7c742dac97fcdb8.txt, section 5 "Score inputs".
 * @example
 * classifyFraminghamValue('hdlCholesterolMgDl', 12); // { code: 'rare' } (10 ≤ 12 < 15)
 */
export function classifyFraminghamValue(
  name: FraminghamCheckedInputName,
  value: number,
): FraminghamValueClass {
  if (!Object.hasOwn(framinghamUsualRanges, name)) {
    throw new RangeError('name must be a checked Framingham input name');
  }
  const { low, high } = framinghamUsualRanges[name];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0.5 * low || value > 2 * high) {
    return { code: 'invalid', low, high };
  }
  if (value < 0.75 * low || value > 1.5 * high) {
    return { code: 'rare' };
  }
  return { code: 'valid' };
}
