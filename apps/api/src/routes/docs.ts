import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { docsOperations, type Operation } from '@cartella/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { buildOpenApiDocument, honoPath } from '../openapi.ts';

const swaggerUiFolder = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const initScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
});
`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cartella API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

export function docsRoutes(operations: readonly Operation[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const document = buildOpenApiDocument(operations);
  const cache = new Map<string, string>();

  app.get(honoPath(docsOperations.openapi.path), (c) => c.json(document));
  app.get(honoPath(docsOperations.docsPage.path), (c) => c.html(page));
  app.get(honoPath(docsOperations.docsAsset.path), async (c) => {
    const file = c.req.param('file') ?? '';
    if (file === 'init.js')
      return c.body(initScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    const contentType = assets[file];
    if (contentType === undefined) throw new ApiError('not_found');
    let content = cache.get(file);
    if (content === undefined) {
      content = await readFile(path.join(swaggerUiFolder, file), 'utf8');
      cache.set(file, content);
    }
    return c.body(content, 200, { 'Content-Type': contentType });
  });
  return app;
}
