import { errorBodySchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/openapi-document.js';
import { referencePage } from '../openapi/reference-page.js';
import { documentHeaders } from '../http/document-headers.js';

/** The API document's version: the server package's. */
const VERSION = '0.1.0';

/**
 * GET /api/openapi.json, the OpenAPI 3.1 document generated from the contract, and /api/docs, the
 * same document as a plain reference page.
 */
export function openApiRoutes(app: FastifyInstance, options: { publicUrl: string }): void {
  const document = buildOpenApiDocument(errorBodySchema, VERSION);
  const page = referencePage(document as never);
  const pageHeaders = documentHeaders({ publicUrl: options.publicUrl });
  app.get('/api/openapi.json', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return document;
  });
  app.get('/api/docs', async (_request, reply) => {
    reply.headers(pageHeaders).header('Cache-Control', 'public, max-age=300').type('text/html; charset=utf-8');
    return page;
  });
}
