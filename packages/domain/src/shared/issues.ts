import * as v from 'valibot';
import type { FieldIssue } from './errors.ts';
import { type IssueCode, issueMessages } from './messages.ts';

/**
 * Turning valibot issues into wire `FieldIssue`s. Schemas in this package use issue codes as
 * their messages; parameters (limits, ranges) travel on the check's requirement function, so
 * no message ever needs the submitted value (it is patient data: never echo it).
 */

/** Parameters attached to a check, recovered by `issuesToFieldIssues`. */
export type IssueParams = Record<string, string | number>;

const paramsKey = 'issueParams';

interface WithParams {
  [paramsKey]: IssueParams;
}

/** A requirement function carrying the parameters of its message. */
export function withParams<T extends (...args: never[]) => unknown>(
  requirement: T,
  params: IssueParams,
): T & WithParams {
  return Object.assign(requirement, { [paramsKey]: params });
}

function hasParams(value: unknown): value is WithParams {
  return typeof value === 'function' && paramsKey in value;
}

/** Whether a string is a known issue code. */
function isIssueCode(value: string): value is IssueCode {
  return Object.hasOwn(issueMessages, value);
}

function paramsOf(issue: v.BaseIssue<unknown>): IssueParams | undefined {
  if (hasParams(issue.requirement)) return { ...issue.requirement[paramsKey] };
  if (typeof issue.requirement === 'number') {
    if (issue.type === 'max_length' || issue.type === 'max_value') return { max: issue.requirement };
    if (issue.type === 'min_length' || issue.type === 'min_value') return { min: issue.requirement };
  }
  return undefined;
}

/** An object key that is absent from the input (valibot reports it with the object's own message). */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return (
    issue.kind === 'schema' &&
    issue.type === 'object' &&
    issue.received === 'undefined' &&
    (issue.path?.length ?? 0) > 0
  );
}

function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item) => item.key)
    .filter((key): key is string | number => typeof key === 'string' || typeof key === 'number')
    .join('.');
}

/**
 * Valibot issues to wire field issues: dotted path, stable code (unknown messages become
 * 'invalid_type') and the message's parameters. Never the received value.
 */
export function issuesToFieldIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  const fieldIssues: FieldIssue[] = [];
  for (const issue of issues) {
    const code = isIssueCode(issue.message)
      ? issue.message
      : isMissingKey(issue)
        ? 'required'
        : 'invalid_type';
    const params = paramsOf(issue);
    fieldIssues.push(params ? { path: pathOf(issue), code, params } : { path: pathOf(issue), code });
  }
  return fieldIssues;
}

/** Parses with a schema and answers either the output or wire field issues. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): { success: true; output: v.InferOutput<TSchema> } | { success: false; issues: FieldIssue[] } {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  return { success: false, issues: issuesToFieldIssues(result.issues) };
}
