import { failureMessages } from '@cartella/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';

/** The server's translated message of a failed admin call, or the generic failure text. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : domainText(failureMessages.actionFailed);
}
