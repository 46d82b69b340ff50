import {
  type FieldIssue,
  internalErrorMessage,
  invalidAnswerMessage,
  type Locale,
  type RequestErrorCode,
  translate,
} from '@cartella/domain';
import * as v from 'valibot';
import { ApiErrorBodySchema, type Operation } from './operation.ts';

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

/** The names in a path template: '/api/diagnosi/{id_diagnosi}/stato' -> 'id_diagnosi'. */
type PathParamName<TPath extends string> = TPath extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

type ParamsInput<TOperation extends Operation> = [PathParamName<TOperation['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamName<TOperation['path']>, string | number> };

type BodyInput<TOperation extends Operation> = TOperation extends {
  requestBody: infer TSchema extends v.GenericSchema;
}
  ? { body: v.InferInput<TSchema> }
  : { body?: never };

type QueryInput<TOperation extends Operation> = TOperation extends {
  query: infer TQuery extends Record<string, string>;
}
  ? { query?: Partial<Record<keyof TQuery & string, string | number | null>> }
  : { query?: never };

/** Where an operation is: the path parameters its template names and the query it declares. */
type AddressInput<TOperation extends Operation> = ParamsInput<TOperation> & QueryInput<TOperation>;

/**
 * What a call needs: the path parameters its template names, the query parameters it declares
 * (each optional), the body its `requestBody` schema takes (required when it has one, refused
 * otherwise), and an optional abort signal.
 */
export type CallInput<TOperation extends Operation> = AddressInput<TOperation> &
  BodyInput<TOperation> & { signal?: AbortSignal };

/** The input is optional only when nothing in it is required (no path parameter, no body). */
type CallArguments<TOperation extends Operation> =
  Partial<CallInput<TOperation>> extends CallInput<TOperation>
    ? [input?: CallInput<TOperation>]
    : [input: CallInput<TOperation>];

/** The same for an address: optional only when the path names no parameter. */
type AddressArguments<TOperation extends Operation> =
  Partial<AddressInput<TOperation>> extends AddressInput<TOperation>
    ? [input?: AddressInput<TOperation>]
    : [input: AddressInput<TOperation>];

/** A JSON operation answers its response schema's output; a file or a page answers the Response. */
type CallAnswer<TOperation extends Operation> = TOperation['response'] extends v.GenericSchema
  ? v.InferOutput<TOperation['response']>
  : Response;

/** The one thing the client needs of the platform: the browser's, Node's or a test's fetch. */
type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/** The call that failed, as the `onUnauthenticated` hook sees it: the path is the template. */
interface FailedCall {
  method: string;
  path: string;
}

interface ApiClientOptions {
  /** Put before every path, e.g. 'https://cartella.example'; default '' (the page's own origin). */
  baseUrl?: string;
  /** Default: the global fetch, looked up at each call (so a test may replace it). */
  fetch?: FetchFunction;
  /** Headers added to every call, read at each call (a bearer token; they win over the defaults). */
  headers?: () => Record<string, string>;
  /** Default 'same-origin': the browser attaches the HttpOnly session cookie, no script reads it. */
  credentials?: RequestInit['credentials'];
  /**
   * The caller's language, read at each call: sent as Accept-Language, so the server's messages
   * come back translated, and the language of the client's own errors (an answer that does not
   * match its schema, a network failure). Default Italian, the API's own default.
   */
  locale?: () => Locale;
  /** Called when the server answers 401 (the session is gone), before the ApiError is thrown. */
  onUnauthenticated?: (call: FailedCall) => void;
}

interface SendOptions {
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Default 'application/json'. */
  accept?: string;
}

interface ApiClient {
  /**
   * Calls one operation of the contract: fills its path parameters, sends its body as JSON, and
   * answers the 2xx body parsed with its response schema (a non-JSON operation answers the
   * Response). An error answer is thrown as an ApiError.
   */
  call<const TOperation extends Operation>(
    operation: TOperation,
    ...input: CallArguments<TOperation>
  ): Promise<CallAnswer<TOperation>>;
  /**
   * The same door for a path given as text: sends the call and answers the 2xx Response, or throws
   * the error answer as an ApiError. For an address the server itself gave (a download link).
   */
  send(method: string, path: string, options?: SendOptions): Promise<Response>;
  /**
   * The body of a 2xx answer parsed with its schema: a 204 has none (`undefined`); an answer that
   * does not match is an `invalid_answer` ApiError in the caller's language, never a cast.
   */
  parseAnswer<TSchema extends v.GenericSchema>(
    schema: TSchema,
    response: Response,
  ): Promise<v.InferOutput<TSchema>>;
}

/** '/api/visite/{id_visita}' with { id_visita: 7 } -> '/api/visite/7' (each value URI-encoded). */
function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** '/api/cookiePolicy' with { lang: 'en' } -> '/api/cookiePolicy?lang=en'; absent values are left out. */
function withQuery(path: string, query: Record<string, string | number | null | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * The address of an operation, for the few places where the browser itself must go there rather
 * than a script call it: a download link (`<a href download>`) or a navigation to a page the
 * server redirects on (the OpenID sign-in). Relative to the page's origin, like every call.
 */
export function operationUrl<const TOperation extends Operation>(
  operation: TOperation,
  ...[input]: AddressArguments<TOperation>
): string {
  // AddressInput is a conditional type TypeScript cannot index generically; its shape is this.
  const { params, query } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | null | undefined>;
  };
  return withQuery(fillPath(operation.path, params), query);
}

/**
 * A typed client of the contract for any platform with fetch (the web app, a script, a test).
 * Every call is JSON (spec 000 section 7: "the JSON content type is set").
 */
export function createApiClient({
  baseUrl = '',
  fetch: fetchFunction = (url, init) => globalThis.fetch(url, init),
  headers = () => ({}),
  credentials = 'same-origin',
  locale = () => 'it',
  onUnauthenticated,
}: ApiClientOptions = {}): ApiClient {
  const ownError = (status: number, code: 'internal' | 'invalid_answer') =>
    new ApiError(
      status,
      code,
      translate(code === 'internal' ? internalErrorMessage : invalidAnswerMessage, locale()),
    );

  /** `template` is the operation's path as the 401 hook reports it. */
  async function send(
    method: string,
    path: string,
    { body, signal, accept = 'application/json' }: SendOptions = {},
    template = path,
  ): Promise<Response> {
    const upperCaseMethod = method.toUpperCase();
    let response: Response;
    try {
      response = await fetchFunction(baseUrl + path, {
        method: upperCaseMethod,
        headers: {
          Accept: accept,
          'Accept-Language': locale(),
          'Content-Type': 'application/json',
          ...headers(),
        },
        credentials,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ?? null,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw ownError(0, 'internal');
    }
    if (response.ok) return response;
    const answer = v.safeParse(ApiErrorBodySchema, await response.json().catch(() => null));
    if (response.status === 401) onUnauthenticated?.({ method: upperCaseMethod, path: template });
    if (!answer.success) throw ownError(response.status, 'internal');
    const { code, message, fields } = answer.output.error;
    throw new ApiError(response.status, code, message, fields);
  }

  async function parseAnswer<TSchema extends v.GenericSchema>(
    schema: TSchema,
    response: Response,
  ): Promise<v.InferOutput<TSchema>> {
    const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => null);
    const result = v.safeParse(schema, body);
    if (!result.success) throw ownError(response.status, 'invalid_answer');
    return result.output;
  }

  async function call<const TOperation extends Operation>(
    operation: TOperation,
    ...[input]: CallArguments<TOperation>
  ): Promise<CallAnswer<TOperation>> {
    // CallInput is a conditional type TypeScript cannot index generically; its shape is this.
    const { params, query, body, signal } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, string | number | null | undefined>;
      body?: unknown;
      signal?: AbortSignal;
    };
    const { response: answer, path } = operation;
    const isFile = 'mediaType' in answer;
    const accept = isFile ? answer.mediaType : undefined;
    const address = withQuery(fillPath(path, params), query);
    const response = await send(operation.method, address, { body, signal, accept }, path);
    return (isFile ? response : await parseAnswer(answer, response)) as CallAnswer<TOperation>;
  }

  return { call, send, parseAnswer };
}
