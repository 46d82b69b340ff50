import type { Message } from '@cartella/domain';
import { ApiError } from './api-client.ts';
import { domainText } from './i18n.ts';

/** How a form tells the patient how a save went. */
export interface SaveFeedback {
  /** Announced after a save; null when the form moves on instead (the login). */
  saved: Message | null;
  /** Shown when the save failed and the server gave no message of its own. */
  failed: Message;
  /**
   * Which failure text shows: `server`, the server's translated message (also when it marked
   * fields); `record`, the patient record's rule (spec part 1 sections 4 and 8): a rejected field
   * is marked in the form and nothing else shows, any other failure shows `failed`.
   */
  failureText: 'server' | 'record';
}

/** The text of a failed save, or null when the marked fields say it all. */
export function failureText(error: unknown, feedback: SaveFeedback): string | null {
  const fieldsMarked = error instanceof ApiError && error.fields.length > 0;
  if (feedback.failureText === 'record') return fieldsMarked ? null : domainText(feedback.failed);
  return error instanceof ApiError ? error.message : domainText(feedback.failed);
}
