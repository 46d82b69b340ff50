import { type PermissionKey, type RequestErrorCode, requestErrorCodes } from '@cartella/domain';
import * as v from 'valibot';

/**
 * One description per operation, written once in this package and used three times: the API
 * registers its Hono route (`honoPath`) and builds /api/openapi.json from it, and the client
 * (`client.ts`) calls it. Request and answer schemas are plain valibot validation, so
 * @valibot/to-json-schema converts them (toolchain.md "OpenAPI").
 */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI-style path, e.g. '/api/patient/{id}'. */
  path: string;
  operationId: string;
  tag: string;
  /** One line for the OpenAPI document. Server only, like every field not in `browserFields`. */
  summary: string;
  /** The rules, with their spec sections, for the OpenAPI document. Server only. */
  description?: string;
  /** No bearer token needed. */
  public?: boolean;
  /**
   * A POST that changes nothing (a search, a question): not counted by the per-session write limit,
   * which protects storage, not reads.
   */
  readOnly?: boolean;
  /**
   * The licence permission the handler checks before it acts (`requirePermission`, or
   * `requireAdmin` for `admin`; spec 000 and 001 section 6): without it the answer is 403
   * `permission_denied` (`forbidden` for `admin`). Absent when the handler checks none, or when
   * the permission it checks depends on the body (the therapy save, the file edit).
   */
  permission?: PermissionKey;
  /**
   * When the handler does not ask for `permission`: the records it leaves open to every licence,
   * as the description says them (the allergies and intolerances of the diagnosis calls, issue
   * #37). Every other call of the operation is refused with `permission_denied` as above.
   */
  permissionWaivedFor?: string;
  /** Path parameters and their descriptions; all are positive integers unless `stringParams`. */
  pathParams?: Record<string, string>;
  stringParams?: boolean;
  /** Optional query parameters and their descriptions; each may be left out. */
  query?: Record<string, string>;
  /**
   * The JSON body's schema: the API validates with it and documents it, and the client takes the
   * body's type from it. Server only at run time: a browser sends what its forms validated.
   */
  requestBody?: v.GenericSchema;
  /** Answer of a 200 (JSON) or, for non-JSON answers, its media type. */
  response: v.GenericSchema | { mediaType: string; description: string };
  /** Error codes this operation answers besides validation and internal errors. */
  errors: readonly RequestErrorCode[];
}

/**
 * The fields a call reads (client.ts): where the operation is and how its answer is checked. The
 * web's build keeps only these (`contractForBrowsers`, decision 0903): the request schema, the
 * permission, the errors, the flags and the texts are the API's and its OpenAPI document's, so no
 * browser code may read them. The client still takes the body's and the query's types from
 * `requestBody` and `query`: types are not code.
 */
export const browserFields = ['method', 'path', 'response'] as const;

/** The path parameter `id` of an operation on the caller's own patient record. */
export const callerPatientId = { id: 'id_paziente of the caller' } as const;

/** The answer of an operation that sends a PDF, as the OpenAPI document describes it. */
/*#__NO_SIDE_EFFECTS__*/
export function pdfAnswer(description: string): { mediaType: string; description: string } {
  return { mediaType: 'application/pdf', description };
}

export function defineOperation<const TOperation extends Operation>(operation: TOperation): TOperation {
  return operation;
}

const FieldIssueSchema = v.object({
  path: v.string(),
  code: v.string(),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});

/** The single error body (domain ApiErrorBody). */
export const ApiErrorBodySchema = v.object({
  error: v.object({
    // invalid_answer is the web's own code, never answered by the API.
    code: v.picklist(requestErrorCodes.filter((code) => code !== 'invalid_answer')),
    message: v.string(),
    fields: v.optional(v.array(FieldIssueSchema)),
    id: v.optional(v.string()),
  }),
});
