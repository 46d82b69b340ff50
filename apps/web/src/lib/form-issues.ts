import { issueMessages, type Message } from '@cartella/domain';
import { domainText } from './i18n.ts';

/**
 * Field name -> translated message (the first per field), from wire field issues: the API's
 * `fields` list, or the domain's `validate` result of a check made before sending.
 */
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
