import { ApiError, createApiClient, userOperations } from '@cartella/contract';
import {
  forbiddenMessage,
  internalErrorMessage,
  invalidAnswerMessage,
  type Locale,
  type Message,
  type RequestErrorCode,
  translate,
} from '@cartella/domain';

export { ApiError };

let currentLocale: Locale = 'it';
let onUnauthenticated: (() => void) | null = null;

/** The language sent as Accept-Language, so server messages come back translated. */
export function setApiLocale(locale: Locale): void {
  currentLocale = locale;
}

/** What to do when the server says the session is gone (expired or revoked). */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

/**
 * The web's one client of the contract (packages/contract): every call is JSON (spec 000 section
 * 7), carries Accept-Language, and parses its answer with the operation's domain schema
 * (conventions.md, habit 16), so the caller gets the schema's output and an answer that does not
 * match is an `invalid_answer` ApiError with a translated message, never a silent cast. The session
 * travels in the HttpOnly cookie the browser attaches to same-origin calls; no token is ever read
 * by a script (docs/spec-deviations.md, "Session in a cookie"). Features call
 * `apiClient.call(operation, { params, query, body, signal })`; a file answer is the Response.
 */
export const apiClient = createApiClient({
  locale: () => currentLocale,
  // The sign-in and the sign-out answer 401 as their own outcome (a wrong password, a session
  // already ended): the page is not signed out for them.
  onUnauthenticated: ({ path }) => {
    if (path !== userOperations.login.path && path !== userOperations.logout.path) onUnauthenticated?.();
  },
});

/** The errors the web raises itself; every other message comes translated from the server. */
const ownErrorMessages = {
  forbidden: forbiddenMessage,
  internal: internalErrorMessage,
  invalid_answer: invalidAnswerMessage,
} as const satisfies Partial<Record<RequestErrorCode, Message>>;

/** An error the web itself raises about an answer, with its code's message in the page's language. */
export function translatedError(status: number, code: keyof typeof ownErrorMessages): ApiError {
  return new ApiError(status, code, translate(ownErrorMessages[code], currentLocale));
}
