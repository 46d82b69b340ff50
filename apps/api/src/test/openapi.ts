import * as v from 'valibot';

/** The parts of /api/openapi.json the tests read: each operation's body, answers and security. */
export const OpenApiDocumentSchema = v.object({
  openapi: v.string(),
  paths: v.record(
    v.string(),
    v.record(
      v.string(),
      v.looseObject({
        requestBody: v.optional(
          v.object({ content: v.record(v.string(), v.object({ schema: v.unknown() })) }),
        ),
        responses: v.record(v.string(), v.unknown()),
        security: v.array(v.unknown()),
      }),
    ),
  ),
});
