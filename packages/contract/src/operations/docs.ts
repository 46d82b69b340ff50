import * as v from 'valibot';
import { defineOperation } from '../operation.ts';

/**
 * The API reference: /api/openapi.json and a swagger-ui page at /api/docs whose assets come from
 * the swagger-ui-dist package, so nothing is loaded from a CDN
 * (docs/decisions/0505-openapi-and-reference-page.md).
 */
export const docsOperations = {
  openapi: defineOperation({
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'openapi',
    tag: 'Reference',
    summary: 'This OpenAPI 3.1 document',
    public: true,
    response: v.record(v.string(), v.unknown()),
    errors: [],
  }),
  docsPage: defineOperation({
    method: 'get',
    path: '/api/docs',
    operationId: 'docsPage',
    tag: 'Reference',
    summary: 'API reference page (swagger-ui, served locally)',
    public: true,
    response: { mediaType: 'text/html', description: 'HTML page' },
    errors: [],
  }),
  docsAsset: defineOperation({
    method: 'get',
    path: '/api/docs/{file}',
    operationId: 'docsAsset',
    tag: 'Reference',
    summary: 'Static asset of the reference page',
    public: true,
    pathParams: { file: 'swagger-ui.css, swagger-ui-bundle.js or init.js' },
    stringParams: true,
    response: { mediaType: 'application/javascript', description: 'Script or stylesheet' },
    errors: ['not_found'],
  }),
} as const;
