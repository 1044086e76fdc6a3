import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/openapi/openapi-document.js';
import { declaredRoutesOf } from './helpers/route-tree.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Operation = {
  summary: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

// The OpenAPI 3.1 document is generated from the routes' declarations and their contract schemas: a
// maintained validator accepts it, and it names exactly the routes the server answers (all declared,
// route-declarations.test.ts) but the document itself and its page.
describe('GET /api/openapi.json and /api/docs', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp({});
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('names every route the server answers, and only those', async () => {
    const served = (await declaredRoutesOf(t))
      .filter((r) => r.declaration.inDocument !== false)
      .map((r) => `${r.method} ${openApiPath(r.path)}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(served.length).toBeGreaterThan(60);
    expect(documented).toEqual(served);
    // Left out: the document and its page, nothing else.
    expect(t.declarations.filter((d) => d.inDocument === false).map((d) => d.path)).toEqual([
      '/api/openapi.json',
      '/api/docs',
    ]);
  });

  it("describes requests and answers with the contract's schemas", () => {
    const feed = doc.paths['/api/videos']!.get!;
    expect(feed.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['tab', 'cursor']));
    expect(Object.keys(feed.responses['200']!.content!['application/json']!.schema!.properties!)).toEqual(
      expect.arrayContaining(['items', 'nextCursor']),
    );
    const comment = doc.paths['/api/videos/{id}/comments']!.post!;
    expect(comment.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(comment.requestBody!.content['application/json']!.schema.properties!)).toEqual(['body']);
    expect(Object.keys(comment.responses)).toEqual(['201', '400', '401']);
    const ban = doc.paths['/api/admin/users/{id}/ban']!.post!;
    expect(Object.keys(ban.requestBody!.content['application/json']!.schema.properties!).sort()).toEqual([
      'reason',
      'section',
    ]);
    expect(Object.keys(ban.responses)).toEqual(['200', '400', '401', '403']);
  });

  it('renders the document at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // Every operation of the document is on the page.
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        expect(page.body).toContain(
          `${method.toUpperCase()}</span> <code>${path}</code> — ${op.summary.replace(/'/g, '&#39;')}`,
        );
    expect(page.body).toContain('<a href="/api/openapi.json">');
  });
});
