import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router } from 'express';

const require = createRequire(import.meta.url);
const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/package.json'));
const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
/** The files of the reference page, served from node_modules: no CDN, nothing fetched from elsewhere. */
const ASSETS: Record<string, string> = { 'swagger-ui.css': 'text/css', 'swagger-ui-bundle.js': 'text/javascript' };

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Bawaba API</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="api-reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body>
</html>`;
// A file of its own, since the CSP allows no inline script; validatorUrl null keeps the page from calling swagger.io.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', validatorUrl: null, deepLinking: true, tryItOutEnabled: false });`;

/** GET /api/openapi.json (OpenAPI 3.1 from the zod schemas) and the reference page at /api/docs. */
export function openApiRouter(): Router {
  const router = Router();
  let document: string | undefined;
  router.get('/openapi.json', async (_req, res) => {
    // Built on first request, from modules loaded then: a process that is never asked pays nothing at start.
    if (document === undefined) {
      const [{ buildDocument }, { operations }] = await Promise.all([import('../openapi/document.ts'), import('../openapi/operations.ts')]);
      document ??= JSON.stringify(buildDocument(operations, { version: VERSION }));
    }
    res.type('application/json').send(document);
  });
  router.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(INIT);
  });
  router.get('/docs/:asset', (req, res, next) => {
    const type = ASSETS[req.params.asset];
    if (!type) return next();
    res.set('Cache-Control', 'public, max-age=3600').type(type).sendFile(join(SWAGGER_UI, req.params.asset));
  });
  return router;
}
