import { ApiErrorBodySchema, type Operation } from '@cartella/contract';
import type { RequestErrorCode } from '@cartella/domain';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { httpStatusByErrorCode } from './middleware/errors.ts';

/** '/api/patient/{id}' -> '/api/patient/:id'. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  // Checks and transforms JSON Schema cannot express (a trimmed length, a date rule) are left out of
  // the document; the server still applies them. So one domain schema validates and documents.
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<
    string,
    unknown
  >;
  return rest;
}

/** The OpenAPI 3.1 document of the given operations. */
export function buildOpenApiDocument(operations: readonly Operation[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const responses: Record<string, unknown> = {
      '200': {
        description: 'Success',
        content:
          'mediaType' in operation.response
            ? { [operation.response.mediaType]: { schema: { type: 'string' } } }
            : { 'application/json': { schema: jsonSchemaOf(operation.response) } },
      },
    };
    const codes = new Set<RequestErrorCode>([...operation.errors, 'internal']);
    if (operation.requestBody || operation.pathParams) codes.add('validation_failed');
    if (operation.requestBody) {
      codes.add('unsupported_media_type');
      codes.add('payload_too_large');
    }
    if (!operation.public) {
      codes.add('unauthenticated');
      codes.add('session_expired');
      // Every signed-in call that changes state counts against the session's write rate.
      if (operation.method !== 'get') codes.add('rate_limited');
    }
    const byStatus = new Map<number, RequestErrorCode[]>();
    for (const code of codes) {
      const status = httpStatusByErrorCode[code];
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    for (const [status, statusCodes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
      responses[String(status)] = {
        description: `Error: ${statusCodes.join(', ')}`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
      };
    }
    const parameters = [
      ...Object.entries(operation.pathParams ?? {}).map(([name, description]) => ({
        name,
        in: 'path',
        required: true,
        description,
        schema: operation.stringParams ? { type: 'string' } : { type: 'integer', minimum: 1 },
      })),
      ...Object.entries(operation.query ?? {}).map(([name, description]) => ({
        name,
        in: 'query',
        required: false,
        description,
        schema: { type: 'string' },
      })),
    ];
    const pathItem = paths[operation.path] ?? {};
    pathItem[operation.method] = {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.requestBody
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchemaOf(operation.requestBody) } },
            },
          }
        : {}),
      responses,
      security: operation.public ? [] : [{ bearerAuth: [] }],
    };
    paths[operation.path] = pathItem;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cartella API',
      version: '0.1.0',
      description:
        'REST API of Cartella, a personal health record for Italian patients. Wire names follow the ' +
        'product specification (section 3 of both documents). Every error answers ' +
        '`{ error: { code, message, fields? } }` with the message in the Accept-Language locale.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: { ApiErrorBody: jsonSchemaOf(ApiErrorBodySchema) },
    },
    paths,
  };
}
