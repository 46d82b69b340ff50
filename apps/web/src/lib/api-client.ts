import {
  type FieldIssue,
  forbiddenMessage,
  internalErrorMessage,
  invalidAnswerMessage,
  type Locale,
  type Message,
  type RequestErrorCode,
  translate,
} from '@cartella/domain';
import * as v from 'valibot';

/** An error answer of the API, already translated by the server into the caller's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: RequestErrorCode;
  readonly fields: FieldIssue[];
  constructor(status: number, code: RequestErrorCode, message: string, fields: FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

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

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The schema of an answer without a body (204): `apiFetch(path, noContent, …)`. */
export const noContent = v.undefined();

/**
 * Calls the API with the JSON content type (spec part 1 section 7) and parses the answer with its
 * schema from packages/domain (conventions.md, habit 16): the caller gets the schema's output, and
 * an answer that does not match is an `invalid_answer` ApiError with a translated message, never a
 * silent cast. The session travels in the HttpOnly cookie the browser attaches to same-origin
 * calls; no token is ever read by a script (docs/spec-deviations.md, "Session in a cookie").
 */
export async function apiFetch<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const response = await request(path, 'application/json', options);
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => null);
  const result = v.safeParse(schema, body);
  if (!result.success) throw translatedError(response.status, 'invalid_answer');
  return result.output;
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
  options: RequestOptions = {},
): Promise<Blob> {
  const response = await request(path, accept, options);
  return response.blob();
}

async function request(
  path: string,
  accept: string,
  { method = 'GET', body, signal }: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': currentLocale,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\/?(api\/)?/, '')}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'internal', networkMessage(), []);
  }
  if (response.ok) return response;
  const payload = (await response.json().catch(() => null)) as {
    error?: { code?: RequestErrorCode; message?: string; fields?: FieldIssue[] };
  } | null;
  const code = payload?.error?.code ?? 'internal';
  const error = new ApiError(
    response.status,
    code,
    payload?.error?.message ?? networkMessage(),
    payload?.error?.fields,
  );
  if (response.status === 401 && path !== 'user/login' && path !== 'user/logout' && onUnauthenticated) {
    onUnauthenticated();
  }
  throw error;
}

function networkMessage(): string {
  return translate(internalErrorMessage, currentLocale);
}
