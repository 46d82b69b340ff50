import { failureMessages } from '@cartella/domain';
import { ApiError } from './api-client.ts';
import { domainText } from './i18n.ts';
import { supportEmail } from './support.ts';

/**
 * An upload that failed for want of the server (no connection, a server error) says so in the
 * spec's words, with the support address (spec 000 section 8); a refusal with a reason (a wrong
 * type, too large) keeps the server's message.
 */
export function uploadFailure(error: unknown): unknown {
  const serverTrouble = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  const email = supportEmail();
  if (!serverTrouble || email === null) return error;
  return new ApiError(
    error instanceof ApiError ? error.status : 0,
    'internal',
    domainText(failureMessages.fileUploadFailed, { email }),
  );
}
