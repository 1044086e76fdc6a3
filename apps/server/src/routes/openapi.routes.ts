import { errorBodySchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes, route } from '../http/declare-route.js';
import { buildOpenApiDocument } from '../openapi/openapi-document.js';
import { referencePage } from '../openapi/reference-page.js';
import { documentHeaders } from '../http/document-headers.js';

/** The API document's version: the server package's. */
const VERSION = '0.1.0';

/**
 * GET /api/openapi.json, the OpenAPI 3.1 document generated from the declared routes and their
 * contract schemas, and /api/docs, the same document as a plain reference page. Both are made once
 * the app is ready, when every route has been declared.
 */
export function openApiRoutes(app: FastifyInstance, options: { publicUrl: string }): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page = '';
  app.addHook('onReady', async () => {
    document = buildOpenApiDocument(errorBodySchema, VERSION, declaredRoutes(app));
    page = referencePage(document as never);
  });
  const pageHeaders = documentHeaders({ publicUrl: options.publicUrl });
  const notListed = { tag: 'health', access: 'anyone', inDocument: false } as const;
  route(
    app,
    'GET /api/openapi.json',
    { ...notListed, summary: 'This document', response: { mediaType: 'application/json', description: 'OpenAPI 3.1' } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return document;
    },
  );
  route(
    app,
    'GET /api/docs',
    {
      ...notListed,
      summary: 'This document as a page',
      response: { mediaType: 'text/html', description: 'The reference page' },
    },
    async (_request, reply) => {
      reply.headers(pageHeaders).header('Cache-Control', 'public, max-age=300').type('text/html; charset=utf-8');
      return page;
    },
  );
}
