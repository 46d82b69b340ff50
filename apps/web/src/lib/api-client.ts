import { ApiError, createApiClient } from '@cartella/contract';
import {
  forbiddenMessage,
  internalErrorMessage,
  invalidAnswerMessage,
  type Locale,
  type Message,
  type RequestErrorCode,
  translate,
} from '@cartella/domain';
import * as v from 'valibot';

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
 * `apiClient.call(operation, { params, body })`.
 */
export const apiClient = createApiClient({
  locale: () => currentLocale,
  // The sign-in and the sign-out answer 401 as their own outcome (a wrong password, a session
  // already ended): the page is not signed out for them.
  onUnauthenticated: ({ path }) => {
    if (path !== '/api/user/login' && path !== '/api/user/logout') onUnauthenticated?.();
  },
});

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The schema of an answer without a body (204): `apiFetch(path, noContent, …)`. */
export const noContent = v.undefined();

/** 'visite/7', '/visite/7' and '/api/visite/7' are all '/api/visite/7'. */
function apiPath(path: string): string {
  return `/api/${path.replace(/^\/?(api\/)?/, '')}`;
}

/**
 * A call by path text, through the same client as `apiClient.call`, for the features not yet moved
 * to the contract's operations: the answer parsed with its schema from packages/domain.
 */
export async function apiFetch<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  return apiClient.parseAnswer(schema, await apiClient.send(method, apiPath(path), { body, signal }));
}

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

/**
 * Downloads a file the API produces (the PDFs) through the same door as every other call: the
 * session cookie, Accept-Language, and an error answer thrown as a translated ApiError.
 */
export async function apiFetchBlob(
  path: string,
  accept: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<Blob> {
  const response = await apiClient.send(method, apiPath(path), { body, signal, accept });
  return response.blob();
}
