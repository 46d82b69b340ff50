import * as v from 'valibot';
import { withParams } from './issues.ts';
import type { IssueCode } from './messages.ts';

/** A number in a closed range, reported as out_of_range with {min, max}. */
export function numberInRange(min: number, max: number, code: IssueCode = 'out_of_range') {
  return v.check(
    withParams((value: number) => value >= min && value <= max, { min, max }),
    code,
  );
}
