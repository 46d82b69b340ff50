import type { FieldIssue, Message, RequestErrorCode } from '@cartella/domain';

export interface ApiErrorDetails {
  /** Field-level issues (validation failures). */
  fields?: FieldIssue[];
  /** Values for the message's placeholders. */
  params?: Record<string, string | number>;
  /** For a 429: the Retry-After header, and the `{wait}` of the message in the caller's words. */
  retryAfterSeconds?: number;
  /** Extra response headers (Retry-After, WWW-Authenticate). */
  headers?: Record<string, string>;
  /** The id of the log line of an unexpected error (500), for support. */
  errorId?: string;
  /** A more specific text than the code's own (same code, same status), e.g. the drawing quota. */
  message?: Message;
}

/** An expected failure, answered with its code's status. Thrown by handlers and middleware. */
export class ApiError extends Error {
  readonly code: RequestErrorCode;
  readonly details: ApiErrorDetails;
  constructor(code: RequestErrorCode, details: ApiErrorDetails = {}) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
  }
}
