import { healthResponseSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route, type AnswerMismatch } from '../src/http/declare-route.js';
import { declaredRoutesOf } from './helpers/route-tree.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The API document (openapi.test.ts), the role matrix (route-roles.test.ts) and the answer check
 * (helpers/answer-check.ts) are all made of the routes' declarations; these tests hold the
 * declarations to what Fastify actually serves, so the three cannot disagree with the server.
 */
describe('every route is declared once, next to its handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({});
  });
  afterAll(() => t.close());

  it('declares every route Fastify serves, and serves every declared route', async () => {
    const routes = await declaredRoutesOf(t);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /healthz', 'GET /media/:bucket/*', 'PATCH /api/uploads/:id', 'POST /api/auth/*']),
    );
  });

  it('declares each admin route as admin, and every route under /api/admin/ is one', async () => {
    const routes = await declaredRoutesOf(t);
    const admin = routes.filter((r) => r.declaration.access === 'admin').map((r) => r.path);
    expect(admin.length).toBeGreaterThanOrEqual(17);
    expect(admin.every((path) => path.startsWith('/api/admin/'))).toBe(true);
    expect(routes.filter((r) => r.path.startsWith('/api/admin/')).map((r) => r.path)).toEqual(admin);
  });
});

describe('a route served without a declaration', () => {
  it('fails the check, naming the route', async () => {
    const t = await createTestApp({});
    try {
      t.app.get('/api/undeclared', async () => ({ ok: true }));
      await expect(declaredRoutesOf(t)).rejects.toThrow(
        'Served without a declaration (register it with route() from src/http/declare-route.ts): GET /api/undeclared',
      );
    } finally {
      await t.close();
    }
  });
});

describe("the answer check of the tests' apps", () => {
  it('reports a 2xx JSON answer its declared response schema refuses, naming the route', async () => {
    const found: AnswerMismatch[] = [];
    const t = await createTestApp({}, { checkAnswers: (m) => void found.push(m) });
    try {
      route(
        t.app,
        'GET /api/wrong-answer',
        {
          tag: 'health',
          summary: 'Answers what it does not declare',
          access: 'anyone',
          response: healthResponseSchema,
        },
        async () => ({ status: 'ok', database: 42 }),
      );
      const res = await t.app.inject({ method: 'GET', url: '/api/wrong-answer?x=1' });
      expect(res.statusCode).toBe(200);
      expect(found).toEqual([
        {
          route: 'GET /api/wrong-answer',
          url: '/api/wrong-answer?x=1',
          status: 200,
          issues: [expect.stringMatching(/^database: /)],
        },
      ]);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(found).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
