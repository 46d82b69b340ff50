import { type IssueCode, issueMessages, type Message } from '@cartella/domain';
import type * as v from 'valibot';
import { domainText } from './i18n.ts';

/** Field name -> translated message, from a valibot result whose messages are issue codes. */
export function fieldErrorsFromIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    if (path in errors) continue;
    errors[path] = issueText(issue.message);
  }
  return errors;
}

/** Field name -> translated message, from the API's `fields` list. */
export function fieldErrorsFromServer(
  fields: readonly { path: string; code: string; params?: Record<string, string | number> }[],
) {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!(field.path in errors)) errors[field.path] = issueText(field.code, field.params);
  }
  return errors;
}

/** The translated text of an issue code; unknown codes fall back to a generic message. */
export function issueText(code: string, params?: Record<string, string | number>): string {
  const messages = issueMessages as Record<string, Message>;
  const message = messages[code] ?? issueMessages.invalid_type;
  return domainText(message, params);
}

export type { IssueCode };
