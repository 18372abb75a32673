import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { openApiDocument } from './document.js';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// No inline script anywhere: the page works under `script-src 'self'` and without a network
// beyond this server (Swagger UI comes from our node_modules, not a CDN).
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Swagger UI sets style attributes on its elements.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Specforge REST API</title>
    <link rel="icon" href="/api/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const INIT_JS = `window.addEventListener('load', function () {
  window.ui = window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: false,
  });
});
`;

/** GET /openapi.json (the document) and GET /docs (a readable page over it), under /api. */
export function openApiRouter(): Router {
  const router = Router();

  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(openApiDocument());
  });

  router.get('/docs', (_req, res) => {
    res.set({ 'Content-Security-Policy': DOCS_CSP, 'Cache-Control': 'no-cache' }).type('html').send(DOCS_HTML);
  });

  router.get('/docs/init.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/javascript').send(INIT_JS);
  });

  router.use('/docs/assets', express.static(swaggerUiDir, { index: false, fallthrough: true, maxAge: '1d' }));

  return router;
}
