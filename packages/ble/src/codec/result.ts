/**
 * Expected failures are values (conventions.md, habit 6): every decoder and parser answers
 * `{ success: true, output }` or `{ success: false, issues }`, like valibot's safeParse.
 */
export interface CodecIssue<Code extends string = string> {
  /** Stable machine-readable code. */
  code: Code;
  /** English diagnostic for logs; never shown to a patient (the web app translates the code). */
  message: string;
}

export type CodecResult<Output, Code extends string = string> =
  | { success: true; output: Output }
  | { success: false; issues: CodecIssue<Code>[] };

export function succeed<Output>(output: Output): { success: true; output: Output } {
  return { success: true, output };
}

export function fail<Code extends string>(
  code: Code,
  message: string,
): { success: false; issues: CodecIssue<Code>[] } {
  return { success: false, issues: [{ code, message }] };
}
